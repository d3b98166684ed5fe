import { randomUUID } from "node:crypto";
import { type AdminPermission, adminPermissions, rolesWith, type UserRole } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";
import { onPostgres } from "../test/database.js";
import { createSignedInUser } from "../test/factories.js";

/**
 * The back office's authorization matrix: every `/api/admin` route of the OpenAPI document (so a
 * route added later is covered without touching this file) called as every kind of caller. Run
 * it on PostgreSQL with TEST_DATABASE_URL as CI does; on PGlite it runs too.
 */

type Caller = "anonymous" | "member" | "author" | "support" | "admin";
const callers: Caller[] = ["anonymous", "member", "author", "support", "admin"];
type Operation = { method: string; path: string; permission: AdminPermission | undefined };

let t: TestApp;
const tokens = new Map<Caller, string>();
let operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const rolesOf: Record<Exclude<Caller, "anonymous">, UserRole[]> = {
    member: ["member"],
    author: ["member", "author"],
    support: ["member", "support"],
    admin: ["member", "admin"],
  };
  for (const [caller, roles] of Object.entries(rolesOf)) {
    tokens.set(caller as Caller, (await createSignedInUser(t.database.db, { roles })).token);
  }
  const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<string, Record<string, { "x-permission"?: AdminPermission }>>;
  };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith("/api/admin/") && !path.endsWith("/health_checkes"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        permission: operation["x-permission"],
      })),
    );
});
afterAll(() => t.close());

/** The path with every parameter filled with an id that exists nowhere. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

function callAs(caller: Caller, { method, path }: Operation) {
  const token = tokens.get(caller);
  return t.app.inject({
    method: method as "GET",
    url: concrete(path),
    headers: token ? { token } : {},
    ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
  });
}

describe(`the back office's authorization matrix${onPostgres ? " (PostgreSQL)" : ""}`, () => {
  it("finds every back-office route in the OpenAPI document, each naming a known permission", () => {
    expect(operations.length).toBeGreaterThanOrEqual(15);
    for (const operation of operations) {
      expect(adminPermissions, `${operation.method} ${operation.path}`).toContain(operation.permission);
    }
  });

  it("lets each role call exactly the routes its permissions allow", async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      const allowed = rolesWith(operation.permission as AdminPermission) as string[];
      for (const caller of callers) {
        const response = await callAs(caller, operation);
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const expected = caller === "anonymous" ? 401 : allowed.includes(caller) ? "not refused" : 403;
        const ok = expected === "not refused" ? !refused : response.statusCode === expected;
        if (!ok)
          mismatches.push(
            `${caller} ${operation.method} ${operation.path}: ${response.statusCode}, wanted ${expected}`,
          );
        if (refused) expect(response.json()).toMatchObject({ status: false, code: expect.any(String) });
        if (response.statusCode >= 500)
          mismatches.push(`${caller} ${operation.method} ${operation.path}: ${response.body}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("refuses before reading the body: a forbidden caller hears 403 even for a body that is not JSON", async () => {
    const token = tokens.get("author");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/point_grants",
      headers: { token: token ?? "", "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(403);
  });
});
