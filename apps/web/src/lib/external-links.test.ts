import { describe, expect, it } from "vitest";
import { appStoreLinks, contactLinks, helpCentreLinks, isExternalLink, storesOf } from "./external-links";

describe("help and contact links", () => {
  it("default to the app's own help page, never to a site the product does not run", () => {
    for (const market of ["vi", "id"] as const) {
      expect(helpCentreLinks[market]).toBe("/help");
      expect(contactLinks[market]).toBe("/help#contact");
      expect(isExternalLink(helpCentreLinks[market])).toBe(false);
    }
  });

  it("tell a link that leaves the app from one inside it", () => {
    expect(isExternalLink("https://help.example.org/vi")).toBe(true);
    expect(isExternalLink("mailto:help@example.org")).toBe(true);
    expect(isExternalLink("/help#contact")).toBe(false);
  });
});

describe("store links", () => {
  it("name no app until a build does, so no badge points to a store page that does not exist", () => {
    expect(appStoreLinks).toEqual({ vi: {}, id: {} });
    expect(storesOf(appStoreLinks.vi)).toEqual([]);
  });

  it("list the stores a build names, Google Play first", () => {
    expect(storesOf({ ios: "https://apps.example.org/1", android: "https://play.example.org/1" })).toEqual([
      "android",
      "ios",
    ]);
    expect(storesOf({ ios: "https://apps.example.org/1" })).toEqual(["ios"]);
  });
});
