import { isMinorOn } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freshIp } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { createMemberWithPoints } from "../../test/points.js";
import { users } from "../users/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A birthday `years` ago today (plus `days` later), as the profile form sends it. */
function bornYearsAgo(years: number, days = 0): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - years);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const put = (token: string, user_profile: Record<string, unknown>) =>
  call(t.app, { method: "PUT", url: "/profile", token, ip: freshIp(), payload: { user_profile } });

describe("under 18 (the terms)", () => {
  it("counts age by the calendar: 18 on the birthday, not the day before", () => {
    expect(isMinorOn("2008-11-23", "2026-11-23")).toBe(false);
    expect(isMinorOn("2008-11-24", "2026-11-23")).toBe(true);
    expect(isMinorOn("2008-11-24T00:00:00.000Z", "2026-11-24")).toBe(false);
    expect(isMinorOn("1990-01-01", "2026-11-23")).toBe(false);
  });

  it("asks a member under 18 for a guardian's consent and records it with its date", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { name: null, lastName: null });
    const minor = bornYearsAgo(18, 1);
    const refused = await put(token, { name: "Dewi", last_name: "Muda", birth_day: minor });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "guardian_consent_required",
      field: "user_profile.guardian_consent",
    });

    const before = Date.now();
    const saved = await put(token, { name: "Dewi", last_name: "Muda", birth_day: minor, guardian_consent: true });
    expect(saved.statusCode, saved.body).toBe(200);
    const consentAt = saved.json().data.basic_info.guardian_consent_at as string;
    expect(Date.parse(consentAt)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.guardianConsentAt?.toISOString()).toBe(consentAt);

    // On record, it is not asked again.
    expect((await put(token, { birth_day: bornYearsAgo(17) })).statusCode).toBe(200);
  });

  it("asks nothing of a member who is 18 today", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const saved = await put(token, { birth_day: bornYearsAgo(18) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.basic_info.guardian_consent_at).toBeNull();
  });
});

describe("a bank transfer by a member under 18", () => {
  const transfer = (token: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/phone_cards/withdraw",
      headers: { token },
      payload: {
        point: 1_000,
        bank_name: "Bank Central Asia",
        account_name: "Dewi Muda",
        account_number: "1234567890",
      },
    });

  it("is refused until a guardian's consent is recorded, then goes ahead", async () => {
    const member = await createMemberWithPoints(t.database.db, 20_000, { birthDay: bornYearsAgo(16) });
    const refused = await transfer(member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("guardian_consent_required");

    await t.database.db.update(users).set({ guardianConsentAt: new Date() }).where(eq(users.id, member.user.id));
    const allowed = await transfer(member.token);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("goes ahead for a member who is 18", async () => {
    const member = await createMemberWithPoints(t.database.db, 20_000, { birthDay: bornYearsAgo(18) });
    expect((await transfer(member.token)).statusCode).toBe(200);
  });
});
