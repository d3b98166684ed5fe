import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { counterToken, storeWithStaff } from "../../test/shops.js";
import { balanceOf } from "../ledger/index.js";
import { shopCheckIns, shopStaffActions, shopStaffStampCodes } from "./tables.js";

/** Run on PGlite by default, on PostgreSQL with TEST_DATABASE_URL (where the parallel confirmations race). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: "GET" | "POST", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/shop${url}`, headers: { token }, ...(payload && { payload }) });

async function askCode(storeId: string, token: string, distance = 880) {
  const answer = await call("POST", `/stores/${storeId}/staff_stamp`, token, { distance_metres: distance });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: string; code: string; status: string; expires_at: string };
}

describe("a stamp without GPS", () => {
  it("gives the stamp on the member's code, with staff as its source, once, and audits it", async () => {
    const { storeId, place, staff } = await storeWithStaff(db());
    const other = await storeWithStaff(db(), "Other café");
    const member = await createSignedInUser(db());
    // The phone says it is 880 m away: refused, with the distance and the radius.
    const far = await call(
      "POST",
      `/stores/${storeId}/checkin?lat=${place.lat + 0.0079}&long=${place.lng}`,
      member.token,
      { token: await counterToken(db(), storeId) },
    );
    expect(far.json()).toMatchObject({ code: "checkin_too_far", data: { radius_metres: 200 } });

    const asked = await askCode(storeId, member.token, far.json().data.distance_metres);
    expect(asked.code).toMatch(/^\d{6}$/);
    expect(asked.status).toBe("pending");
    // The table keeps only a keyed hash of the code.
    const [kept] = await db().select().from(shopStaffStampCodes).where(eq(shopStaffStampCodes.id, asked.id));
    expect(kept?.codeHash).not.toContain(asked.code);

    // Another store's staff cannot use it: it reads as any wrong code, naming the field.
    const elsewhere = await call("POST", `/staff/stores/${other.storeId}/stamps`, other.staff.token, {
      code: asked.code,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: "staff_stamp_code_invalid", field: "code" });
    // Nor a member who is not staff here.
    expect((await call("POST", `/staff/stores/${storeId}/stamps`, member.token, { code: asked.code })).statusCode).toBe(
      403,
    );

    const confirmed = await call("POST", `/staff/stores/${storeId}/stamps`, staff.token, { code: asked.code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      member: { id: member.user.id },
      check_in: { star: 1, point: 5, stars: 1, store_id: storeId },
      remaining_this_hour: 19,
    });
    expect(await balanceOf(db(), member.user.id)).toBe(5);
    const [made] = await db().select().from(shopCheckIns).where(eq(shopCheckIns.userId, member.user.id));
    expect(made).toMatchObject({ trust: "staff", confirmedBy: staff.user.id, distanceMetres: kept?.distanceMetres });

    // The member's screen sees it confirmed; nobody else sees the request.
    const seen = await call("GET", `/staff_stamps/${asked.id}`, member.token);
    expect(seen.json().data).toMatchObject({ status: "confirmed", code: null, check_in: { star: 1, point: 5 } });
    const stranger = await createSignedInUser(db());
    expect((await call("GET", `/staff_stamps/${asked.id}`, stranger.token)).statusCode).toBe(404);

    // Used once.
    const again = await call("POST", `/staff/stores/${storeId}/stamps`, staff.token, { code: asked.code });
    expect(again.json()).toMatchObject({ code: "staff_stamp_code_invalid" });
    // The staff history and the back office's audit log.
    const actions = await db().select().from(shopStaffActions).where(eq(shopStaffActions.staffId, staff.user.id));
    expect(actions.map((action) => action.action)).toEqual(["stamp.confirm"]);
    const audit = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.actorId, staff.user.id), eq(auditEntries.action, "store_check_in.staff_stamp")));
    expect(audit).toHaveLength(1);

    // A second code the same day: the once-a-day rule holds for staff stamps too, and the code stays usable.
    const second = await askCode(storeId, member.token);
    const twice = await call("POST", `/staff/stores/${storeId}/stamps`, staff.token, { code: second.code });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("checkin_already_today");
    expect((await call("GET", `/staff_stamps/${second.id}`, member.token)).json().data.status).toBe("pending");
  });

  it("refuses a malformed, an expired and a replaced code, each naming the field", async () => {
    const { storeId, staff } = await storeWithStaff(db());
    const member = await createSignedInUser(db());
    const malformed = await call("POST", `/staff/stores/${storeId}/stamps`, staff.token, { code: "12a456" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe("code");

    const old = await askCode(storeId, member.token);
    const fresh = await askCode(storeId, member.token);
    expect((await call("GET", `/staff_stamps/${old.id}`, member.token)).json().data.status).toBe("expired");
    const replaced = await call("POST", `/staff/stores/${storeId}/stamps`, staff.token, { code: old.code });
    if (old.code !== fresh.code) expect(replaced.json().code).toBe("staff_stamp_code_invalid");

    await db()
      .update(shopStaffStampCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shopStaffStampCodes.id, fresh.id));
    const expired = await call("POST", `/staff/stores/${storeId}/stamps`, staff.token, { code: fresh.code });
    expect(expired.json()).toMatchObject({ code: "staff_stamp_code_invalid", field: "code" });
    expect((await call("GET", `/staff_stamps/${fresh.id}`, member.token)).json().data.status).toBe("expired");
  });

  it("lets one staff member give at most 20 stamps by code an hour, even all at once", async () => {
    const { storeId, staff } = await storeWithStaff(db());
    const members = await Promise.all(Array.from({ length: 24 }, () => createSignedInUser(db())));
    const codes = [];
    for (const member of members) codes.push(await askCode(storeId, member.token));
    const answers = await Promise.all(
      codes.map((asked) => call("POST", `/staff/stores/${storeId}/stamps`, staff.token, { code: asked.code })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.json()).toMatchObject({ code: "staff_stamp_limit", field: "code" });
    const rows = await db().select().from(shopCheckIns).where(eq(shopCheckIns.storeId, storeId));
    expect(rows).toHaveLength(20);
    // The refused codes stay pending for another staff member or the next hour.
    const pending = await db()
      .select()
      .from(shopStaffStampCodes)
      .where(and(eq(shopStaffStampCodes.storeId, storeId), eq(shopStaffStampCodes.status, "pending")));
    expect(pending).toHaveLength(4);
  });
});
