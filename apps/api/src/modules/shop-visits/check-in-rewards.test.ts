import type { MissionItem } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "../../lib/local-day.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { copy, defineMission, stepOf } from "../../test/missions.js";
import { createMemberWithPoints } from "../../test/points.js";
import { counterToken, storeWithStaff } from "../../test/shops.js";
import { readSetting } from "../app-settings/index.js";
import { insertCampaign, mondayOf } from "../bingo/index.js";

/**
 * A real check-in (the route, not a recorded event) feeds the other earning features: the
 * `shop` missions and bingo's bonus summons both react to its `shop_checked_in` event.
 */
let t: TestApp;
let adminToken: string;
const zone = "Asia/Jakarta";
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
  await t.database.db.transaction((tx) =>
    insertCampaign(tx, {
      week_start: mondayOf(localDay(new Date(), zone)),
      country: "indo",
      per_column: 8,
      icon_set: "monsters",
      line_points: 10,
      jackpot_points: 500,
      consolation_points: 1,
    }),
  );
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: "GET", url: `/api${url}`, headers: { token, timezone: zone } });

describe("a store check-in", () => {
  it("moves a shop mission's step and gives bingo's bonus summon", async () => {
    const mission = await defineMission(t.app, adminToken, {
      type: "daily",
      category: "shop",
      level: null,
      title: copy("Visit a shop"),
      sub_missions: [
        { title: copy("Check in at a shop"), description: copy("Scan the counter QR"), target: 1, point: 3 },
      ],
    });
    const { storeId, place } = await storeWithStaff(t.database.db);
    const member = await createMemberWithPoints(t.database.db, 0);
    const stepNow = async () =>
      ((await get("/missions?type=daily", member.token)).json().data.list_missions as MissionItem[]).find(
        (item) => item.id === mission.id,
      )?.sub_mission;
    expect(await stepNow()).toMatchObject({ id: stepOf(mission).id, current_progress: 0, claimable: false });
    expect((await get("/bingo/check_campaign", member.token)).json().data.monster_user).toEqual([]);

    const checkedIn = await t.app.inject({
      method: "POST",
      url: `/api/shop/stores/${storeId}/checkin?lat=${place.lat}&long=${place.lng}`,
      headers: { token: member.token },
      payload: { token: await counterToken(t.database.db, storeId), version: "1.0.0", timezone_checkedin: zone },
    });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    // The points history names the store the check-in paid at.
    const history = (await get("/point_histories?filter=all&period=all&page=1", member.token)).json().data;
    expect(history.list_point_histories[0].histories[0]).toMatchObject({
      history_type: "UserEventReward",
      cause_kind: "shop_check_in",
      note: "Test café",
    });

    expect(await stepNow()).toMatchObject({ id: stepOf(mission).id, current_progress: 1, claimable: true });
    const { bonus_summons_per_activity: bonus } = await readSetting(t.database.db, "bingo");
    expect(bonus).toBeGreaterThan(0);
    const board = (await get("/bingo/check_campaign", member.token)).json().data;
    expect(board.monster_user).toHaveLength(bonus);
    // A bonus summon is not the day's own summon.
    expect(board.summoned_today).toBe(false);
  });
});
