import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../lib/passwords.js";
import { users } from "../modules/users/index.js";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { demoDataLoaded, loadDemoData } from "./demo.js";
import { demoAccounts, demoPassword } from "./demo-accounts.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("demo data", () => {
  it("loads the five demo accounts once, with their roles and the demo password", async () => {
    expect(await demoDataLoaded(database.db)).toBe(false);
    expect(await loadDemoData(database.db)).toBe(true);
    expect(await loadDemoData(database.db)).toBe(false);

    const rows = await database.db.select().from(users);
    expect(rows.map((row) => row.email).sort()).toEqual(demoAccounts.map((account) => account.email).sort());
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get("admin@example.com")?.roles).toContain("admin");
    expect(byEmail.get("staff@example.com")?.roles).toContain("shop_staff");
    expect(byEmail.get("worker@example.com")?.roles).toContain("worker");
    expect(byEmail.get("client@example.com")?.roles).toContain("client");
    const member = byEmail.get("member@example.com");
    expect(member?.roles).toEqual(["member"]);
    expect(await verifyPassword(member?.passwordHash ?? "", demoPassword)).toBe(true);
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
