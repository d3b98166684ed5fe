import { checkInQrText } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { checkInUrl, classifyScan } from "./scan-code";

const origin = "https://app.example";
const token = "r1.abcdefgh12345678.sig";

describe("classifyScan", () => {
  it("reads this app's check-in address as a check-in at that store", () => {
    expect(classifyScan(checkInUrl(origin, "store-1", token), origin)).toEqual({
      kind: "checkin",
      storeId: "store-1",
      token,
    });
  });

  it("reads the link the server puts in a store's counter QR", () => {
    expect(classifyScan(checkInQrText(origin, "store-1", token), origin)).toEqual({
      kind: "checkin",
      storeId: "store-1",
      token,
    });
  });

  it("opens another address of this app inside the app", () => {
    expect(classifyScan(`${origin}/home/offers?x=1#top`, origin)).toEqual({
      kind: "inside",
      path: "/home/offers?x=1#top",
    });
    // A check-in address without a whole token is only a page of the app.
    expect(classifyScan(`${origin}/home/shops/check-in?store_id=s1`, origin)).toEqual({
      kind: "inside",
      path: "/home/shops/check-in?store_id=s1",
    });
  });

  it("checks in here from a check-in address of any host, never going there", () => {
    expect(classifyScan(checkInUrl("http://127.0.0.1", "store-1", token), origin)).toEqual({
      kind: "checkin",
      storeId: "store-1",
      token,
    });
    // Not a whole check-in code: another site's page stays outside.
    expect(classifyScan("https://evil.example/home/shops/check-in?store_id=s1", origin).kind).toBe("outside");
  });

  it("keeps http and https addresses elsewhere for the member to confirm", () => {
    expect(classifyScan("  https://shop.example/menu  ", origin)).toEqual({
      kind: "outside",
      url: "https://shop.example/menu",
    });
    expect(classifyScan("http://shop.example", origin)).toEqual({ kind: "outside", url: "http://shop.example/" });
  });

  it("never follows other schemes, credentials in an address or plain text", () => {
    for (const code of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "intent://scan/#Intent;end",
      "file:///etc/passwd",
      "https://app.example@evil.example/",
      "WIFI:S:cafe;T:WPA;P:secret;;",
      "hello world",
      "",
    ]) {
      expect(classifyScan(code, origin).kind, code).toBe("text");
    }
  });

  it("cuts an overlong code", () => {
    const result = classifyScan("x".repeat(5000), origin);
    expect(result.kind === "text" && result.text.length).toBe(2048);
  });
});
