import { auditRequestSchema } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { createTestApp, type TestApp } from "../test/app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("every route's request schemas", () => {
  it("take text only through text() and numbers only within bounds", () => {
    const problems = t.app.routeCatalog.flatMap(({ method, url, schema }) =>
      (["body", "querystring", "params", "headers"] as const).flatMap((part) => {
        const partSchema = schema?.[part] as z.ZodType | undefined;
        return partSchema ? auditRequestSchema(partSchema, `${method} ${url} ${part}`) : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("are checked for a good share of the routes (the catalog is complete)", () => {
    const withBodies = t.app.routeCatalog.filter((route) => route.schema?.body !== undefined);
    expect(withBodies.length).toBeGreaterThan(20);
  });
});
