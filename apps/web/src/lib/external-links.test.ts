import { describe, expect, it } from "vitest";
import { contactLinks, helpCentreLinks, isExternalLink } from "./external-links";

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
