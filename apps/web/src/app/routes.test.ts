import { webRoutePaths } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { pageRoutes } from "./routes";

describe("the web app's routes", () => {
  it("are exactly the shared route list the server answers 200 for", () => {
    expect(pageRoutes.map((route) => route.path).sort()).toEqual([...webRoutePaths].sort());
  });

  it("are all loaded on demand", () => {
    for (const route of pageRoutes) expect(typeof route.lazy, route.path).toBe("function");
  });
});
