import { describe, expect, it } from "vitest";
import { escapeHtml } from "./html.js";

describe("text written into HTML", () => {
  it("cannot end an element or a quoted attribute", () => {
    expect(escapeHtml(`<script>alert("x")</script>`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(escapeHtml(`' onmouseover='x`)).toBe("&#39; onmouseover=&#39;x");
    expect(escapeHtml("Tom & Jerry")).toBe("Tom &amp; Jerry");
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });

  it("leaves every other text as it was, Vietnamese and Indonesian included", () => {
    expect(escapeHtml("Cà phê sữa đá · Kopi susu 20.000")).toBe("Cà phê sữa đá · Kopi susu 20.000");
  });
});
