import type { DbOrTx, Tx } from "../../db/client.js";
import { enterMemberDay, memberDayOf } from "../member-days/index.js";
import type { Moment } from "./state.js";

/** A reading request's moment: the member's day as it stands, whatever zone the request names. */
export async function readingMoment(db: DbOrTx, userId: string, timeZone: string): Promise<Moment> {
  const now = new Date();
  return { now, timeZone, day: await memberDayOf(db, userId, now, timeZone) };
}

/** An earning request's moment, in its transaction: the member's day moves on when a new one has begun. */
export async function earningMoment(tx: Tx, userId: string, timeZone: string, now = new Date()): Promise<Moment> {
  return { now, timeZone, day: await enterMemberDay(tx, userId, now, timeZone) };
}
