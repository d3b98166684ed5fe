import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { ActivityConsumer, ActivityEvent } from "../activity/index.js";
import { readSetting } from "../app-settings/index.js";
import { users } from "../users/index.js";
import { earningMoment } from "./moment.js";
import { currentCampaign } from "./state.js";
import { summonOnce } from "./summon.js";

/**
 * Earning feeds the board: a completed survey, a claimed mission step or a store check-in gives
 * bonus summons (the `bingo.bonus_summons_per_activity` setting), keyed by the event so a replay
 * gives nothing more.
 * No campaign this week, or a board already full of monsters, simply gives none.
 */
async function bonusSummons(tx: Tx, event: ActivityEvent): Promise<void> {
  const { bonus_summons_per_activity: count } = await readSetting(tx, "bingo");
  if (count === 0) return;
  const [member] = await tx
    .select({ id: users.id, market: users.market })
    .from(users)
    .where(eq(users.id, event.userId));
  if (!member) return;
  const campaign = await currentCampaign(
    tx,
    member,
    await earningMoment(tx, member.id, event.timeZone, event.occurredAt),
  );
  if (!campaign) return;
  for (let n = 0; n < count; n++) {
    await summonOnce(tx, campaign, {
      userId: event.userId,
      key: `activity:${event.id}:${n}`,
      source: "bonus",
      day: null,
      timeZone: event.timeZone,
      lapseWhenAllCalled: true,
    });
  }
}

export const bingoConsumer: ActivityConsumer = {
  name: "bingo",
  handlers: { survey_completed: bonusSummons, mission_claimed: bonusSummons, shop_checked_in: bonusSummons },
};
