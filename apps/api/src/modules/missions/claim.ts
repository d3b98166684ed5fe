import { type ClaimData, errorCodes, missionMessages, type SurveyLocale } from "@rewards/contracts";
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { recordActivity } from "../activity/index.js";
import { balanceOf, postPoints } from "../ledger/index.js";
import { enterMemberDay } from "../member-days/index.js";
import { settleNotification } from "../notifications/index.js";
import { findLiveUser, type User } from "../users/index.js";
import { liveStepsOf } from "./authoring.js";
import { missionOpenTo, toSubMission } from "./present.js";
import { claimableNoticeCause, periodOf } from "./progress.js";
import { missionProgress, missions, subMissions } from "./tables.js";

const notClaimable = () => new AppError(409, errorCodes.missionNotClaimable, missionMessages.notClaimable);

export type ClaimContext = { now: Date; timeZone: string; locale: SurveyLocale };

/**
 * `PUT sub_missions/{id}`, in the caller's transaction. The claim is one conditional update of the
 * member's progress row (completed, not yet claimed, in the current period), so parallel claims of
 * one step queue on the row and only the first pays: a SubMission entry keyed by the step, member
 * and (for daily steps) the day. It then records `mission_claimed`, which may raise the level.
 */
export async function claimSubMission(
  tx: Tx,
  user: User,
  subMissionId: string,
  context: ClaimContext,
): Promise<ClaimData> {
  const [found] = await tx
    .select({ step: subMissions, mission: missions })
    .from(subMissions)
    .innerJoin(missions, eq(missions.id, subMissions.missionId))
    .where(eq(subMissions.id, subMissionId));
  if (!found || found.step.retiredAt !== null || !missionOpenTo(found.mission, user.level)) throw notClaimable();
  const { step, mission } = found;
  const period = periodOf(mission.type, await enterMemberDay(tx, user.id, context.now, context.timeZone));

  const [claimed] = await tx
    .update(missionProgress)
    .set({ claimedAt: context.now })
    .where(
      and(
        eq(missionProgress.userId, user.id),
        eq(missionProgress.subMissionId, step.id),
        eq(missionProgress.period, period),
        isNotNull(missionProgress.completedAt),
        isNull(missionProgress.claimedAt),
      ),
    )
    .returning();
  if (!claimed) throw notClaimable();

  const remaining =
    step.points > 0
      ? (
          await postPoints(tx, {
            userId: user.id,
            amountCents: step.points,
            type: "SubMission",
            cause: { kind: "sub_mission", id: step.id },
            idempotencyKey: `sub_mission:${step.id}:${user.id}${period ? `:${period}` : ""}`,
            note: step.title.en,
          })
        ).entry.balanceAfter
      : await balanceOf(tx, user.id);
  await settleNotification(tx, "mission_claimable", claimableNoticeCause(user.id, step.id, period), context.now);
  await recordActivity(tx, {
    userId: user.id,
    kind: "mission_claimed",
    cause: `${step.id}:${user.id}:${period || "level"}`,
    detail: { mission_id: mission.id, mission_type: mission.type, level: mission.level, point: step.points },
    timeZone: context.timeZone,
    occurredAt: context.now,
  });

  const level = (await findLiveUser(tx, user.id))?.level ?? user.level;
  const member = { locale: context.locale, level };
  const steps = (await liveStepsOf(tx, [mission.id])).get(mission.id) ?? [];
  const rows = await tx
    .select()
    .from(missionProgress)
    .where(
      and(
        eq(missionProgress.userId, user.id),
        eq(missionProgress.period, period),
        inArray(
          missionProgress.subMissionId,
          steps.map((s) => s.id),
        ),
      ),
    );
  const progress = new Map(rows.map((row) => [row.subMissionId, row]));
  const next = steps.find((s) => !progress.get(s.id)?.claimedAt);
  return {
    sub_mission: toSubMission(mission, step, claimed, member),
    next_sub_mission: next ? toSubMission(mission, next, progress.get(next.id), member) : null,
    remaining,
    user_level: level,
    level_up: level > user.level,
  };
}
