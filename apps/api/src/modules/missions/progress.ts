import type { ActivityKind, MissionCategory } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import type { ActivityConsumer, ActivityEvent } from "../activity/index.js";
import { enterMemberDay } from "../member-days/index.js";
import { notify } from "../notifications/index.js";
import { users } from "../users/index.js";
import { missionProgress, missions, subMissions } from "./tables.js";

/**
 * Which activity moves which mission category. Job missions count the worker profiles set up and
 * the jobs paid (a verification is a reward of its own, not a step; a hire or a report is not work
 * done until it is paid); shop missions count QR check-ins (one per store and local day), the
 * only shop event a member cannot repeat at will. Likes and follows of stores (`store_liked`,
 * `store_followed`) move no mission on purpose: undoing and redoing one would be a free step.
 */
export const kindsOfCategory: Record<MissionCategory, readonly ActivityKind[]> = {
  survey: ["survey_completed"],
  attendance: ["daily_check_in"],
  invite: ["invitee_qualified"],
  profile: ["profile_completed"],
  phone: ["phone_confirmed"],
  bingo: ["bingo_summoned"],
  job: ["worker_profile_created", "job_paid"],
  shop: ["shop_checked_in"],
};

/** The period a step's progress counts in: the member's day for daily steps, '' for level-up ones. */
export const periodOf = (type: string, day: string) => (type === "daily" ? day : "");

/**
 * One event moves every live step of its category by one, in one statement: a step the member
 * has not started gets a row, a step under way counts up, a completed one stays as it is.
 * Level-up steps count only at or below the member's level; daily ones on the member's day.
 */
async function countProgress(tx: Tx, category: MissionCategory, event: ActivityEvent): Promise<void> {
  const day = await enterMemberDay(tx, event.userId, event.occurredAt, event.timeZone);
  const at = event.occurredAt.toISOString();
  const result = await tx.execute(sql`
    insert into ${missionProgress} (user_id, sub_mission_id, period, progress, completed_at)
    select ${event.userId}, s.id, case when m.type = 'daily' then ${day} else '' end, 1,
           case when s.target <= 1 then ${at}::timestamptz end
    from ${subMissions} s join ${missions} m on m.id = s.mission_id
    where m.category = ${category} and m.active and s.retired_at is null
      and (m.type = 'daily' or m.level <= (select ${users.level} from ${users} where ${users.id} = ${event.userId}))
    on conflict (user_id, sub_mission_id, period) do update
      set progress = ${missionProgress}.progress + 1,
          completed_at = case
            when ${missionProgress}.progress + 1 >= (select target from ${subMissions} where id = excluded.sub_mission_id)
            then ${at}::timestamptz end
      where ${missionProgress}.completed_at is null
    returning sub_mission_id, period, completed_at,
      (select s2.points from ${subMissions} s2 where s2.id = ${missionProgress}.sub_mission_id) as point`);
  // Steps this event completed: each is claimable now, and the member hears of it once.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    sub_mission_id: string;
    period: string;
    point: number;
    completed_at: unknown;
  }[];
  for (const row of rows) {
    if (row.completed_at === null) continue;
    await notify(tx, event.userId, "mission_claimable", {
      cause: claimableNoticeCause(event.userId, row.sub_mission_id, row.period),
      values: { points: row.point },
    });
  }
}

/** The 'claim your reward' notice of one step in one period: claiming the step settles it. */
export const claimableNoticeCause = (userId: string, stepId: string, period: string) => `${userId}:${stepId}:${period}`;

const handlers: ActivityConsumer["handlers"] = {};
for (const [category, kinds] of Object.entries(kindsOfCategory) as [MissionCategory, ActivityKind[]][]) {
  for (const kind of kinds) handlers[kind] = (tx, event) => countProgress(tx, category, event);
}

/** Missions' progress, from the activity stream only. */
export const missionProgressConsumer: ActivityConsumer = { name: "missions", handlers };
