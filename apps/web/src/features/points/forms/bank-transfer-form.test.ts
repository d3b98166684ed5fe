import { redeemRates, withdrawRequest } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { parsePoints, pointsProblem, withdrawBody } from "./bank-transfer-form";
import { bankTransferForm } from "./bank-transfer-schema";

const indo = redeemRates.indo;

describe("points typed in the bank transfer form", () => {
  it("read with or without the locale's group separators", () => {
    expect(parsePoints("1000", "id")).toBe(1000);
    expect(parsePoints("1.000", "id")).toBe(1000);
    expect(parsePoints("1.000", "vi")).toBe(1000);
    expect(parsePoints("1,000", "en")).toBe(1000);
    expect(parsePoints(" 2 500 ", "id")).toBe(2500);
    expect(parsePoints("12.5a", "id")).toBeNull();
    expect(parsePoints("-5", "id")).toBeNull();
  });

  it.each(["en", "vi", "id"])("%s: 12.5 is not whole points, never 125", (locale) => {
    expect(parsePoints("12.5", locale)).toBeNull();
    expect(pointsProblem("12.5", locale, indo, 20_000)).toBe("wholePoints");
    expect(pointsProblem("1000,5", locale, indo, 20_000)).toBe("wholePoints");
  });

  it("must reach the market's threshold and stay within the balance", () => {
    expect(pointsProblem("", "id", indo, 20_000)).toBe("required");
    expect(pointsProblem("0", "id", indo, 20_000)).toBe("wholePoints");
    expect(pointsProblem("379", "id", indo, 20_000)).toBe("threshold");
    expect(pointsProblem("380", "id", indo, 20_000)).toBeNull();
    expect(pointsProblem("500", "vi", redeemRates.vi, 20_000)).toBe("threshold");
    expect(pointsProblem("501", "vi", redeemRates.vi, 20_000)).toBeNull();
    expect(pointsProblem("20001", "id", indo, 20_000)).toBe("notEnough");
  });
});

describe("the bank transfer form", () => {
  const form = bankTransferForm(indo, 20_000, "id");
  const filled = {
    point: "1.000",
    channel_code: "",
    bank_name: " BCA ",
    account_name: "Ana Putri",
    account_number: "1234-5678-90",
  };

  it("accepts a complete transfer and sends what the server's contract takes", () => {
    const parsed = form.safeParse(filled);
    expect(parsed.success).toBe(true);
    const body = withdrawBody(filled, "id");
    expect(body).toEqual({ point: 1000, bank_name: "BCA", account_name: "Ana Putri", account_number: "1234-5678-90" });
    expect(withdrawRequest.parse(body).account_number).toBe("1234567890");
  });

  it("names each missing or wrong field with its catalog key", () => {
    const parsed = form.safeParse({
      point: "100",
      channel_code: "",
      bank_name: "",
      account_name: "x".repeat(101),
      account_number: "12a",
    });
    const messages = Object.fromEntries(parsed.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({
      point: "threshold",
      bank_name: "required",
      account_name: "tooLong",
      account_number: "accountNumber",
    });
  });

  it("sends an e-wallet's phone with its channel, the bank's name not needed", () => {
    const wallet = { ...filled, channel_code: "ID_GOPAY", bank_name: "", account_number: "+62 812-3456-7890" };
    expect(form.safeParse(wallet).success).toBe(true);
    const body = withdrawBody(wallet, "id", "GoPay");
    expect(body).toMatchObject({ channel_code: "ID_GOPAY", bank_name: "GoPay" });
    expect(withdrawRequest.parse(body).account_number).toBe("6281234567890");
  });
});
