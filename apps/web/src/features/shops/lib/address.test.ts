import { describe, expect, it } from "vitest";
import { addressLine } from "./address";

describe("addressLine", () => {
  it("adds the city an address does not name", () => {
    expect(addressLine("Jl. Braga No. 12", "Bandung")).toBe("Jl. Braga No. 12, Bandung");
  });

  it("does not repeat a city the address already names, whatever its case", () => {
    expect(addressLine("Jl. M.H. Thamrin No. 1, Menteng, Jakarta Pusat 10310", "Jakarta")).toBe(
      "Jl. M.H. Thamrin No. 1, Menteng, Jakarta Pusat 10310",
    );
    expect(addressLine("12 Hàng Bạc, hà nội", "Hà Nội")).toBe("12 Hàng Bạc, hà nội");
  });

  it("stands on either part alone", () => {
    expect(addressLine("", "Hanoi")).toBe("Hanoi");
    expect(addressLine("Jl. Braga No. 12", " ")).toBe("Jl. Braga No. 12");
  });
});
