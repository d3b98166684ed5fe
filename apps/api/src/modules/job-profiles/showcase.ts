import { type BusinessCard, defaultBusinessCard, videoLimits, type WorkerVideo } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { newId } from "../../lib/ids.js";
import { publicFileUrl } from "./portfolio.js";
import { type JobProfileRow, jobProfiles } from "./tables.js";
import type { ReceivedVideo } from "./video.js";

/** The video resume as the wire shows it, or null when there is none. */
export function videoOf(row: JobProfileRow): WorkerVideo | null {
  if (!row.videoKey || !row.videoPosterKey || row.videoDurationMs === null) return null;
  const seconds = row.videoDurationMs / 1000;
  return {
    url: publicFileUrl(row.videoKey),
    poster_url: publicFileUrl(row.videoPosterKey),
    content_type: row.videoKey.endsWith(".webm") ? "video/webm" : "video/mp4",
    duration_seconds: Math.round(seconds * 10) / 10,
    over_advice: seconds > videoLimits.adviceSeconds,
  };
}

export function businessCardOf(row: JobProfileRow): BusinessCard {
  return row.businessCard ?? { ...defaultBusinessCard, fields: [...defaultBusinessCard.fields] };
}

/**
 * Points the profile at a new video and poster (written first, removed again if the update fails)
 * under the profile's row lock, so two uploads at once each remove the one before them; the old
 * files go after the commit.
 */
export async function replaceVideo(
  deps: { db: Db; storage: FileStorage },
  profileId: string,
  received: ReceivedVideo,
): Promise<JobProfileRow> {
  const videoKey = `videos/${newId()}.${received.kind}`;
  const posterKey = `video-posters/${newId()}.jpg`;
  await deps.storage.put(videoKey, received.video);
  try {
    await deps.storage.put(posterKey, received.poster);
    const { updated, previous } = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(jobProfiles).where(eq(jobProfiles.id, profileId)).for("update");
      const [row] = await tx
        .update(jobProfiles)
        .set({ videoKey, videoPosterKey: posterKey, videoDurationMs: received.durationMs, updatedAt: new Date() })
        .where(eq(jobProfiles.id, profileId))
        .returning();
      if (!row) throw new Error("profile vanished");
      return { updated: row, previous: [current?.videoKey, current?.videoPosterKey] };
    });
    await removeFiles(deps.storage, previous);
    return updated;
  } catch (error) {
    await removeFiles(deps.storage, [videoKey, posterKey]);
    throw error;
  }
}

export async function removeVideo(deps: { db: Db; storage: FileStorage }, profileId: string): Promise<void> {
  const previous = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(jobProfiles).where(eq(jobProfiles.id, profileId)).for("update");
    await tx
      .update(jobProfiles)
      .set({ videoKey: null, videoPosterKey: null, videoDurationMs: null, updatedAt: new Date() })
      .where(eq(jobProfiles.id, profileId));
    return [current?.videoKey, current?.videoPosterKey];
  });
  await removeFiles(deps.storage, previous);
}

async function removeFiles(storage: FileStorage, keys: (string | null | undefined)[]): Promise<void> {
  await Promise.all(
    keys.filter((key): key is string => Boolean(key)).map((key) => storage.remove(key).catch(() => {})),
  );
}

export async function saveBusinessCard(db: Db, profileId: string, card: BusinessCard): Promise<BusinessCard> {
  const [row] = await db
    .update(jobProfiles)
    .set({ businessCard: card, updatedAt: new Date() })
    .where(eq(jobProfiles.id, profileId))
    .returning();
  if (!row) throw new Error("profile vanished");
  return businessCardOf(row);
}
