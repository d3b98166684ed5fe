import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expandOptionalSegments, isWebRoute, matchesRoutePattern } from "./routes.js";

describe("matchesRoutePattern", () => {
  it("matches static paths exactly, ignoring a trailing slash", () => {
    expect(matchesRoutePattern("/", "/")).toBe(true);
    expect(matchesRoutePattern("/health-check", "/health-check/")).toBe(true);
    expect(matchesRoutePattern("/health-check", "/health-checks")).toBe(false);
    expect(matchesRoutePattern("/", "/anything")).toBe(false);
  });

  it("binds a parameter to exactly one segment", () => {
    expect(matchesRoutePattern("/home/points/:id", "/home/points/42")).toBe(true);
    expect(matchesRoutePattern("/home/points/:id", "/home/points")).toBe(false);
    expect(matchesRoutePattern("/home/points/:id", "/home/points/42/more")).toBe(false);
  });

  it("treats optional parameters between static segments as React Router does", () => {
    const pattern = "/home/offers/shop/:shopId?/campaign/:campaignId?";
    expect(matchesRoutePattern(pattern, "/home/offers/shop/campaign")).toBe(true);
    expect(matchesRoutePattern(pattern, "/home/offers/shop/7/campaign")).toBe(true);
    expect(matchesRoutePattern(pattern, "/home/offers/shop/7/campaign/9")).toBe(true);
    expect(matchesRoutePattern(pattern, "/home/offers/shop/campaign/9")).toBe(true);
    expect(matchesRoutePattern(pattern, "/home/offers/shop/7")).toBe(false);
    expect(matchesRoutePattern(pattern, "/home/offers/shop/7/campaign/9/x")).toBe(false);
  });

  it("expands n optional segments into 2^n variants", () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 6 }), (optional) => {
        const pattern = `/${optional.map((isOptional, i) => `s${i}${isOptional ? "?" : ""}`).join("/")}`;
        const count = optional.filter(Boolean).length;
        expect(expandOptionalSegments(pattern)).toHaveLength(2 ** count);
      }),
    );
  });

  it("matches any pathname built from a pattern by filling its parameters", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(segment, fc.boolean()), { maxLength: 6 }),
        fc.array(segment, { minLength: 6 }),
        (parts, values) => {
          const pattern = `/${parts.map(([name, isParam]) => (isParam ? `:${name}` : name)).join("/")}`;
          const pathname = `/${parts.map(([name, isParam], i) => (isParam ? values[i] : name)).join("/")}`;
          expect(matchesRoutePattern(pattern, pathname)).toBe(true);
        },
      ),
    );
  });
});

describe("isWebRoute", () => {
  it("knows the web app's routes and nothing else", () => {
    expect(isWebRoute("/")).toBe(true);
    expect(isWebRoute("/health-check")).toBe(true);
    expect(isWebRoute("/home/survey/42")).toBe(true);
    expect(isWebRoute("/home/offers/shop/campaign")).toBe(true);
    expect(isWebRoute("/home/flashjobs/123")).toBe(true);
    expect(isWebRoute("/home/shops/search/7/campaign/9")).toBe(true);
    expect(isWebRoute("/no-such-page")).toBe(false);
    expect(isWebRoute("/home/points/1/2")).toBe(false);
  });

  it("counts the back-office console's own tree as the web app's", () => {
    expect(isWebRoute("/admin")).toBe(true);
    expect(isWebRoute("/admin/surveys/42")).toBe(true);
    expect(isWebRoute("/administrator")).toBe(false);
  });
});
