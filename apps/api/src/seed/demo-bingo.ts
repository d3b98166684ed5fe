import { randomBytes } from "node:crypto";
import { boardFromSeed, callerFromSeed, completedLines, markedSquares } from "@rewards/contracts";
import type { Tx } from "../db/client.js";
import { addDays, localDay } from "../lib/local-day.js";
import { insertCampaign, mondayOf, openBingoWeeks, summonDaily, summonOnce } from "../modules/bingo/index.js";
import { findLiveUserByEmail } from "../modules/users/index.js";
import { demoTimeZone } from "./demo-activity.js";

const perColumn = 8;
/** Monsters the demo member has summoned on today's board, of the day's 20. */
export const demoDailySummons = 5;

/**
 * A seed under which the member's board, after some summons, is about half marked with no line
 * yet, and the next summon completes one: so the demo shows a board in play and a line one summon
 * away. Seeds are drawn at random until one fits (a few dozen tries at most).
 */
async function seedWithLineOneAway(userId: string): Promise<{ seed: string; summons: number }> {
  for (let attempt = 0; attempt < 5_000; attempt++) {
    const seed = randomBytes(32).toString("hex");
    const [board, caller] = await Promise.all([
      boardFromSeed(seed, userId, perColumn),
      callerFromSeed(seed, perColumn),
    ]);
    for (let summons = 6; summons < 30; summons++) {
      const marked = markedSquares(board, caller.slice(0, summons));
      const count = marked.flat().filter(Boolean).length;
      if (count < 11 || count > 14) continue;
      const noLine = completedLines(marked).length === 0;
      const nextLine = completedLines(markedSquares(board, caller.slice(0, summons + 1))).length > 0;
      if (noLine && nextLine) return { seed, summons };
    }
  }
  throw new Error("no demo bingo seed found");
}

/**
 * This week's bingo for the demo member: her board half filled, one line one summon away, today's
 * summon still open, and today's board with its first few monsters summoned. The earlier days of the week are her daily summons, the rest came as bonuses
 * from her surveys and missions. Last week's campaign closes once its week is over everywhere
 * (Monday 12:00 UTC, `closesAt`): from then its seed is revealed and her board's fairness proof can
 * be checked. On a Jakarta Monday before that hour it is still running somewhere on Earth, so the
 * week before it is there too, closed whatever the hour: the back office always has a proof to
 * show. The weekly job's own campaigns fill the other market.
 */
export async function loadDemoBingo(tx: Tx): Promise<void> {
  const member = await findLiveUserByEmail(tx, "member@example.com");
  if (!member) return;
  const now = new Date();
  const today = localDay(now, demoTimeZone);
  const weekStart = mondayOf(today);
  const prizes = {
    per_column: perColumn,
    icon_set: "monsters" as const,
    line_points: 10,
    jackpot_points: 50_000,
    consolation_points: 1,
  };

  await insertCampaign(tx, { ...prizes, week_start: addDays(weekStart, -14), country: member.market as "indo" | "vi" });
  const lastWeek = await insertCampaign(tx, {
    ...prizes,
    week_start: addDays(weekStart, -7),
    country: member.market as "indo" | "vi",
  });
  if (lastWeek) {
    for (const n of [0, 1, 2]) {
      await summonOnce(tx, lastWeek, {
        userId: member.id,
        key: `day:${addDays(weekStart, n - 7)}`,
        source: "daily",
        day: addDays(weekStart, n - 7),
        timeZone: demoTimeZone,
      });
    }
  }

  const { seed, summons } = await seedWithLineOneAway(member.id);
  const campaign = await insertCampaign(
    tx,
    { ...prizes, week_start: weekStart, country: member.market as "indo" | "vi" },
    seed,
  );
  if (!campaign) return;
  for (let n = 0; n < summons; n++) {
    const day = addDays(weekStart, n);
    const daily = day < today;
    await summonOnce(tx, campaign, {
      userId: member.id,
      key: daily ? `day:${day}` : `demo:${n}`,
      source: daily ? "daily" : "bonus",
      day: daily ? day : null,
      timeZone: demoTimeZone,
    });
  }
  for (let n = 0; n < demoDailySummons; n++) {
    await summonDaily(tx, member, { now, timeZone: demoTimeZone, day: today }, false);
  }
  await openBingoWeeks(tx, now);
}
