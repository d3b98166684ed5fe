import type { ActivityKind } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activitiesOf } from "../modules/activity/index.js";
import { call, completeMemberThroughApi } from "../test/accounts.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { createSignedInUser } from "../test/factories.js";
import { givePoints } from "../test/points.js";
import { answerQuickSurvey, quickSurvey } from "../test/surveys.js";

/**
 * Each producer records its activity through the running app, in its own transaction, once:
 * what missions, invitations and the features after them build on.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kindsOf = async (userId: string, kinds?: ActivityKind[]) =>
  (await activitiesOf(t.database.db, userId, kinds ? { kinds } : {})).map((event) => event.kind).sort();

describe("producers of the activity stream", () => {
  it("records signed_up, profile_completed and phone_confirmed as an account is set up", async () => {
    const member = await completeMemberThroughApi(t.app, t.database.db, "81277700001");
    expect(await kindsOf(member.userId)).toEqual(["phone_confirmed", "profile_completed", "signed_up"]);
    const [phone] = await activitiesOf(t.database.db, member.userId, { kinds: ["phone_confirmed"] });
    expect(phone?.cause).toBe(`${member.userId}:+6281277700001`);

    // Editing the names again is not a second completion.
    const edited = await call(t.app, {
      method: "PUT",
      url: "/profile",
      token: member.token,
      payload: { user_profile: { name: "Ayu Sari" } },
    });
    expect(edited.statusCode).toBe(200);
    expect(await kindsOf(member.userId, ["profile_completed"])).toEqual(["profile_completed"]);
  });

  it("records survey_completed with the member's time zone when a survey is answered, and not for a refused answer", async () => {
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const member = await createSignedInUser(t.database.db, { birthDay: "1992-05-01", phoneConfirmed: true });
    const survey = await quickSurvey(t.app, admin.token, 300);
    const answered = await answerQuickSurvey(t.app, member.token, survey, { timezone: "Asia/Jakarta" });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await answerQuickSurvey(t.app, member.token, survey)).statusCode).toBe(409);

    const events = await activitiesOf(t.database.db, member.user.id, { kinds: ["survey_completed"] });
    expect(events).toEqual([
      expect.objectContaining({
        cause: `${survey.id}:${member.user.id}`,
        timeZone: "Asia/Jakarta",
        detail: { survey_id: survey.id, reward: 300 },
      }),
    ]);
  });

  it("records redeemed in the redemption's transaction", async () => {
    const admin = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const member = await createSignedInUser(t.database.db, { market: "indo", phoneConfirmed: true });
    await givePoints(t.database.db, member.user.id, 1_000);
    const stocked = await t.app.inject({
      method: "POST",
      url: "/api/admin/card_stock",
      headers: { token: admin.token },
      payload: {
        kind: "phone_card",
        market: "indo",
        provider: "ActivityTel",
        face_value: 10_000,
        codes: [{ code: "ACT-1" }],
      },
    });
    expect(stocked.statusCode, stocked.body).toBeLessThan(300);
    const exchanged = await call(t.app, {
      method: "POST",
      url: "/phone_cards/change_card",
      token: member.token,
      payload: { kind: "phone_card", provider: "ActivityTel", face_value: 10_000, count: 1 },
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const [event] = await activitiesOf(t.database.db, member.user.id, { kinds: ["redeemed"] });
    expect(event).toMatchObject({
      cause: exchanged.json().data.request.id,
      detail: { redeem_kind: "phone_card", point: 77 },
    });
  });
});
