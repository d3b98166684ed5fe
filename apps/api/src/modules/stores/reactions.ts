import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { recordActivity } from "../activity/index.js";
import { storeNotFound } from "./detail.js";
import { storeFollows, storeLikes, stores } from "./tables.js";

type Reaction = { userId: string; storeId: string; on: boolean; timeZone: string };

/**
 * Likes or unlikes a store: the state sent is the state kept, so sending it twice changes nothing
 * and of two requests in flight the last to commit wins. The store's counter moves, and a
 * `store_liked` activity is recorded, only when the state changed (one insert or delete decides,
 * so two racing likes count once).
 */
export async function setStoreLike(db: Db, reaction: Reaction): Promise<{ is_liked: boolean; like_count: number }> {
  return db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, reaction.storeId)).limit(1);
    if (!store) throw storeNotFound();
    const changed = reaction.on
      ? await tx
          .insert(storeLikes)
          .values({ userId: reaction.userId, storeId: reaction.storeId })
          .onConflictDoNothing()
          .returning({ storeId: storeLikes.storeId })
      : await tx
          .delete(storeLikes)
          .where(and(eq(storeLikes.userId, reaction.userId), eq(storeLikes.storeId, reaction.storeId)))
          .returning({ storeId: storeLikes.storeId });
    let [counted] = await tx.select({ count: stores.likeCount }).from(stores).where(eq(stores.id, reaction.storeId));
    if (changed.length > 0) {
      [counted] = await tx
        .update(stores)
        .set({ likeCount: sql`${stores.likeCount} + ${reaction.on ? 1 : -1}` })
        .where(eq(stores.id, reaction.storeId))
        .returning({ count: stores.likeCount });
      await recordActivity(tx, {
        userId: reaction.userId,
        kind: "store_liked",
        cause: `${reaction.storeId}:${reaction.userId}:${newId()}`,
        detail: { store_id: reaction.storeId, liked: reaction.on },
        timeZone: reaction.timeZone,
      });
    }
    return { is_liked: reaction.on, like_count: counted?.count ?? 0 };
  });
}

/** Follows or unfollows a store, as `setStoreLike` likes one. */
export async function setStoreFollow(
  db: Db,
  reaction: Reaction,
): Promise<{ is_followed: boolean; follower_count: number }> {
  return db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, reaction.storeId)).limit(1);
    if (!store) throw storeNotFound();
    const changed = reaction.on
      ? await tx
          .insert(storeFollows)
          .values({ userId: reaction.userId, storeId: reaction.storeId })
          .onConflictDoNothing()
          .returning({ storeId: storeFollows.storeId })
      : await tx
          .delete(storeFollows)
          .where(and(eq(storeFollows.userId, reaction.userId), eq(storeFollows.storeId, reaction.storeId)))
          .returning({ storeId: storeFollows.storeId });
    let [counted] = await tx
      .select({ count: stores.followerCount })
      .from(stores)
      .where(eq(stores.id, reaction.storeId));
    if (changed.length > 0) {
      [counted] = await tx
        .update(stores)
        .set({ followerCount: sql`${stores.followerCount} + ${reaction.on ? 1 : -1}` })
        .where(eq(stores.id, reaction.storeId))
        .returning({ count: stores.followerCount });
      await recordActivity(tx, {
        userId: reaction.userId,
        kind: "store_followed",
        cause: `${reaction.storeId}:${reaction.userId}:${newId()}`,
        detail: { store_id: reaction.storeId, followed: reaction.on },
        timeZone: reaction.timeZone,
      });
    }
    return { is_followed: reaction.on, follower_count: counted?.count ?? 0 };
  });
}
