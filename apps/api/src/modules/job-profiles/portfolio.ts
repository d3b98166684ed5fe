import { errorCodes, type PortfolioItem, portfolioLimits, portfolioMessages } from "@rewards/contracts";
import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { newId } from "../../lib/ids.js";
import { jobPortfolioImages, jobPortfolioItems } from "./tables.js";

type ItemRow = typeof jobPortfolioItems.$inferSelect;

const notFound = () => new AppError(404, errorCodes.notFound, portfolioMessages.notFound);

/** Portfolio images are public files, read through the job service like avatars through the main API. */
export const publicFileUrl = (key: string) => `/api/job/uploads/${key}`;

/** A profile's portfolio, newest item first, each item's images in the order they were added. */
export async function portfolioOf(db: DbOrTx, profileId: string): Promise<PortfolioItem[]> {
  const items = await db
    .select()
    .from(jobPortfolioItems)
    .where(eq(jobPortfolioItems.profileId, profileId))
    .orderBy(desc(jobPortfolioItems.createdAt), desc(jobPortfolioItems.id));
  if (items.length === 0) return [];
  const images = await db
    .select()
    .from(jobPortfolioImages)
    .where(
      inArray(
        jobPortfolioImages.itemId,
        items.map((item) => item.id),
      ),
    )
    .orderBy(asc(jobPortfolioImages.createdAt), asc(jobPortfolioImages.id));
  return items.map((item) => presentItem(item, images));
}

function presentItem(item: ItemRow, images: (typeof jobPortfolioImages.$inferSelect)[]): PortfolioItem {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    images: images
      .filter((image) => image.itemId === item.id)
      .map((image) => ({ id: image.id, url: publicFileUrl(image.storageKey) })),
    created_at: item.createdAt.toISOString(),
  };
}

export async function portfolioItemOf(db: DbOrTx, profileId: string, itemId: string): Promise<PortfolioItem> {
  const [item] = await db
    .select()
    .from(jobPortfolioItems)
    .where(and(eq(jobPortfolioItems.id, itemId), eq(jobPortfolioItems.profileId, profileId)));
  if (!item) throw notFound();
  const images = await db
    .select()
    .from(jobPortfolioImages)
    .where(eq(jobPortfolioImages.itemId, item.id))
    .orderBy(asc(jobPortfolioImages.createdAt), asc(jobPortfolioImages.id));
  return presentItem(item, images);
}

/**
 * A new item. The profile's row is locked while its items are counted, so two creations at once
 * cannot pass the cap.
 */
export async function createPortfolioItem(
  db: Db,
  profileId: string,
  body: { title: string; description: string },
): Promise<PortfolioItem> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from job_profiles where id = ${profileId} for update`);
    const [held] = await tx
      .select({ value: count() })
      .from(jobPortfolioItems)
      .where(eq(jobPortfolioItems.profileId, profileId));
    if ((held?.value ?? 0) >= portfolioLimits.itemsMax) {
      throw new AppError(409, errorCodes.portfolioFull, portfolioMessages.tooManyItems);
    }
    const [item] = await tx
      .insert(jobPortfolioItems)
      .values({ id: newId(), profileId, title: body.title, description: body.description })
      .returning();
    if (!item) throw notFound();
    return presentItem(item, []);
  });
}

export async function updatePortfolioItem(
  db: Db,
  profileId: string,
  itemId: string,
  body: { title?: string; description?: string },
): Promise<PortfolioItem> {
  const [item] = await db
    .update(jobPortfolioItems)
    .set({
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description }),
    })
    .where(and(eq(jobPortfolioItems.id, itemId), eq(jobPortfolioItems.profileId, profileId)))
    .returning({ id: jobPortfolioItems.id });
  if (!item) throw notFound();
  return portfolioItemOf(db, profileId, itemId);
}

/** Removes an item and, after the commit, its image files. */
export async function deletePortfolioItem(
  deps: { db: Db; storage: FileStorage },
  profileId: string,
  itemId: string,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const images = await tx
      .select({ storageKey: jobPortfolioImages.storageKey })
      .from(jobPortfolioImages)
      .innerJoin(jobPortfolioItems, eq(jobPortfolioItems.id, jobPortfolioImages.itemId))
      .where(and(eq(jobPortfolioItems.id, itemId), eq(jobPortfolioItems.profileId, profileId)));
    const [gone] = await tx
      .delete(jobPortfolioItems)
      .where(and(eq(jobPortfolioItems.id, itemId), eq(jobPortfolioItems.profileId, profileId)))
      .returning({ id: jobPortfolioItems.id });
    if (!gone) throw notFound();
    return images.map((image) => image.storageKey);
  });
  await Promise.all(keys.map((key) => deps.storage.remove(key).catch(() => {})));
}

/**
 * Adds a prepared image to one's own item. The item's image count moves by one conditional UPDATE
 * (below the cap), so parallel uploads cannot pass it; the file is written first and removed again
 * when the database refuses.
 */
export async function addPortfolioImage(
  deps: { db: Db; storage: FileStorage },
  profileId: string,
  itemId: string,
  image: Buffer,
): Promise<PortfolioItem> {
  const key = `portfolio/${newId()}.jpg`;
  await deps.storage.put(key, image);
  try {
    await deps.db.transaction(async (tx) => {
      const [counted] = await tx
        .update(jobPortfolioItems)
        .set({ imageCount: sql`${jobPortfolioItems.imageCount} + 1` })
        .where(
          and(
            eq(jobPortfolioItems.id, itemId),
            eq(jobPortfolioItems.profileId, profileId),
            lt(jobPortfolioItems.imageCount, portfolioLimits.imagesMax),
          ),
        )
        .returning({ id: jobPortfolioItems.id });
      if (!counted) {
        await portfolioItemOf(tx, profileId, itemId);
        throw new AppError(409, errorCodes.portfolioFull, portfolioMessages.tooManyImages, "image");
      }
      await tx.insert(jobPortfolioImages).values({ id: newId(), itemId, storageKey: key });
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  return portfolioItemOf(deps.db, profileId, itemId);
}

export async function removePortfolioImage(
  deps: { db: Db; storage: FileStorage },
  profileId: string,
  itemId: string,
  imageId: string,
): Promise<PortfolioItem> {
  const key = await deps.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: jobPortfolioItems.id })
      .from(jobPortfolioItems)
      .where(and(eq(jobPortfolioItems.id, itemId), eq(jobPortfolioItems.profileId, profileId)))
      .for("update");
    if (!owned) throw notFound();
    const [gone] = await tx
      .delete(jobPortfolioImages)
      .where(and(eq(jobPortfolioImages.id, imageId), eq(jobPortfolioImages.itemId, itemId)))
      .returning({ storageKey: jobPortfolioImages.storageKey });
    if (!gone) throw new AppError(404, errorCodes.notFound, "This image does not exist.");
    await tx
      .update(jobPortfolioItems)
      .set({ imageCount: sql`${jobPortfolioItems.imageCount} - 1` })
      .where(eq(jobPortfolioItems.id, itemId));
    return gone.storageKey;
  });
  await deps.storage.remove(key).catch(() => {});
  return portfolioItemOf(deps.db, profileId, itemId);
}
