import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { offeredPhoneCountries, phoneCountryOfMarket, signUpMarket } from "./market";

describe("sign-up's country", () => {
  // The cookies this browser holds, as `document.cookie` reads them.
  const jar = { cookie: "" };
  beforeEach(() => {
    jar.cookie = "";
    vi.stubGlobal("document", jar);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("follows the page's language: Vietnamese is Vietnam, Indonesian is Indonesia", () => {
    jar.cookie = "country=indo";
    expect(signUpMarket("vi")).toBe("vi");
    jar.cookie = "country=vi";
    expect(signUpMarket("id")).toBe("indo");
  });

  it("in English, is the last market chosen here, else Indonesia", () => {
    expect(signUpMarket("en")).toBe("indo");
    jar.cookie = "country=vi";
    expect(signUpMarket("en")).toBe("vi");
  });
});

describe("the phone step's countries", () => {
  it("are the countries sign-up offers", () => {
    expect(offeredPhoneCountries(null)).toEqual(["+62", "+84"]);
    expect(phoneCountryOfMarket("vi")).toBe("+84");
  });

  it("keep an older account's own country selectable", () => {
    expect(offeredPhoneCountries("+81")).toEqual(["+62", "+84", "+81"]);
    expect(offeredPhoneCountries("+84")).toEqual(["+62", "+84"]);
  });
});
