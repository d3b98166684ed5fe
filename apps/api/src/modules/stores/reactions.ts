import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { recordActivity } from "../activity/index.js";
import { storeNotFound } from "./detail.js";
import { storeFollows, storeLikes, stores } from "./tables.js";

type Reaction = { userId: string; storeId: string; on: boolean; timeZone: string };

/** What a like and a follow each keep: their rows, the store's counter, the activity they record. */
const kinds = {
  like: {
    marks: storeLikes,
    counter: stores.likeCount,
    counterKey: "likeCount",
    activity: "store_liked",
    flag: "liked",
  },
  follow: {
    marks: storeFollows,
    counter: stores.followerCount,
    counterKey: "followerCount",
    activity: "store_followed",
    flag: "followed",
  },
} as const;

/**
 * Sets a like or a follow: the state sent is the state kept, so sending it twice changes nothing
 * and of two requests in flight the last to commit wins. The store's counter moves, and an
 * activity is recorded, only when the state changed (one insert or delete decides, so two racing
 * likes count once). Answers the store's counter as it now stands.
 */
async function setReaction(db: Db, kind: keyof typeof kinds, reaction: Reaction): Promise<number> {
  const { marks, counter, counterKey, activity, flag } = kinds[kind];
  // The two tables have the same columns; one of them names the type the statements are built on.
  const table = marks as typeof storeLikes;
  return db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, reaction.storeId)).limit(1);
    if (!store) throw storeNotFound();
    const changed = reaction.on
      ? await tx
          .insert(table)
          .values({ userId: reaction.userId, storeId: reaction.storeId })
          .onConflictDoNothing()
          .returning({ storeId: table.storeId })
      : await tx
          .delete(table)
          .where(and(eq(table.userId, reaction.userId), eq(table.storeId, reaction.storeId)))
          .returning({ storeId: table.storeId });
    let [counted] = await tx.select({ count: counter }).from(stores).where(eq(stores.id, reaction.storeId));
    if (changed.length > 0) {
      [counted] = await tx
        .update(stores)
        .set({ [counterKey]: sql`${counter} + ${reaction.on ? 1 : -1}` })
        .where(eq(stores.id, reaction.storeId))
        .returning({ count: counter });
      await recordActivity(tx, {
        userId: reaction.userId,
        kind: activity,
        cause: `${reaction.storeId}:${reaction.userId}:${newId()}`,
        detail: { store_id: reaction.storeId, [flag]: reaction.on },
        timeZone: reaction.timeZone,
      });
    }
    return counted?.count ?? 0;
  });
}

/** Likes or unlikes a store (`setReaction`). */
export async function setStoreLike(db: Db, reaction: Reaction): Promise<{ is_liked: boolean; like_count: number }> {
  return { is_liked: reaction.on, like_count: await setReaction(db, "like", reaction) };
}

/** Follows or unfollows a store (`setReaction`). */
export async function setStoreFollow(
  db: Db,
  reaction: Reaction,
): Promise<{ is_followed: boolean; follower_count: number }> {
  return { is_followed: reaction.on, follower_count: await setReaction(db, "follow", reaction) };
}
