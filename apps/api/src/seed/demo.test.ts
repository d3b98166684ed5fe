import { questionKinds } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveyQuestions, surveys } from "../db/schema.js";
import { verifyPassword } from "../lib/passwords.js";
import { balanceOf, entriesOf, ledgerInvariantViolations } from "../modules/ledger/index.js";
import { listCardStock } from "../modules/redeem/index.js";
import { accountSummary, users } from "../modules/users/index.js";
import { createTestDatabase, type TestDatabase } from "../test/database.js";
import { demoDataLoaded, demoWelcomeBonusCents, loadDemoData } from "./demo.js";
import { demoAccounts, demoPassword, demoStaffAccounts, demoStageAccounts } from "./demo-accounts.js";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe("demo data", () => {
  it("loads the demo accounts once, with their roles and the demo password", async () => {
    expect(await demoDataLoaded(database.db)).toBe(false);
    expect(await loadDemoData(database.db)).toBe(true);
    expect(await loadDemoData(database.db)).toBe(false);

    const rows = await database.db.select().from(users);
    const expected = [demoAccounts, demoStageAccounts, demoStaffAccounts].flatMap((list) => list.map((a) => a.email));
    expect(rows.map((row) => row.email).sort()).toEqual(expected.sort());
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get("admin@example.com")?.roles).toContain("admin");
    expect(byEmail.get("staff@example.com")?.roles).toContain("shop_staff");
    expect(byEmail.get("worker@example.com")?.roles).toContain("worker");
    expect(byEmail.get("client@example.com")?.roles).toContain("client");
    expect(byEmail.get("author@example.com")?.roles).toEqual(["member", "author"]);
    expect(byEmail.get("support@example.com")?.roles).toEqual(["member", "support"]);
    const member = byEmail.get("member@example.com");
    expect(member?.roles).toEqual(["member"]);
    expect(await verifyPassword(member?.passwordHash ?? "", demoPassword)).toBe(true);
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("has members at each step of signing up, and complete members with a confirmed phone", async () => {
    const byEmail = new Map((await database.db.select().from(users)).map((row) => [row.email, row]));
    const stages = ["unverified", "verified", "phone", "member"].map((name) => {
      const user = byEmail.get(`${name}@example.com`);
      return user ? accountSummary(user) : null;
    });
    expect(stages.map((s) => [s?.email_confirmed, s?.has_basic_info, s?.phone_confirmed])).toEqual([
      [false, false, false],
      [true, false, false],
      [true, true, false],
      [true, true, true],
    ]);
    expect(stages[3]?.country_code).toBe("+62");
  });

  it("gives the demo member a welcome bonus through the ledger, once", async () => {
    const byEmail = new Map((await database.db.select().from(users)).map((row) => [row.email, row.id]));
    const member = byEmail.get("member@example.com") ?? "";
    expect(await balanceOf(database.db, member)).toBe(demoWelcomeBonusCents);
    expect(await entriesOf(database.db, member, { limit: 10 })).toEqual([
      expect.objectContaining({ amountCents: 20_000, historyType: "SettingPointUser", note: "Welcome bonus" }),
    ]);
    const worker = await entriesOf(database.db, byEmail.get("worker@example.com") ?? "", { limit: 10 });
    expect(worker.filter((entry) => entry.historyType === "SettingPointUser")).toEqual([]);

    expect(await loadDemoData(database.db)).toBe(false);
    expect(await balanceOf(database.db, member)).toBe(demoWelcomeBonusCents);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it("stocks phone and gift cards for both markets, with one card sold out", async () => {
    const stock = await listCardStock(database.db);
    const offer = (market: string, kind: string) =>
      stock.filter((item) => item.market === market && item.kind === kind).map((item) => item.provider);
    expect(new Set(offer("indo", "phone_card"))).toEqual(new Set(["Telkomsel", "Indosat", "XL"]));
    expect(new Set(offer("indo", "gift_card"))).toEqual(new Set(["Tokopedia", "GoPay"]));
    expect(new Set(offer("vi", "phone_card"))).toEqual(new Set(["Viettel", "Mobifone", "Vinaphone"]));
    expect(new Set(offer("vi", "gift_card"))).toEqual(new Set(["Grab"]));
    expect(stock.filter((item) => item.stock === 0)).toEqual([
      expect.objectContaining({ market: "indo", provider: "XL", face_value: 50_000 }),
    ]);
    expect(stock.find((item) => item.provider === "Telkomsel" && item.face_value === 10_000)).toMatchObject({
      point: 77,
      stock: 20,
    });
  });

  it("has surveys of every question kind in three languages, one with announced results and responses", async () => {
    const rows = await database.db.select().from(surveys);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.status === "published" || row.status === "closed")).toBe(true);
    expect(rows.filter((row) => row.storeId !== null)).toHaveLength(2);
    const announced = rows.filter((row) => row.resultsAnnouncedAt !== null);
    expect(announced.map((row) => [row.status, row.responseCount])).toEqual([["closed", 3]]);
    const kinds = new Set((await database.db.select().from(surveyQuestions)).map((question) => question.kind));
    expect([...kinds].sort()).toEqual([...questionKinds].sort());
    const languages = new Set(rows.flatMap((row) => Object.keys(row.title)));
    expect([...languages].sort()).toEqual(["en", "id", "vi"]);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
