import {
  type AdminStore,
  type AdminStoreBody,
  type AdminStorePatch,
  errorCodes,
  type Market,
  type StoreHoursItem,
  storeLimits,
  storeMessages,
} from "@rewards/contracts";
import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import { AppError } from "../../http/app-error.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { newId } from "../../lib/ids.js";
import { likePattern } from "../../lib/like-pattern.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { findLiveUserByEmail, users } from "../users/index.js";
import { storeNotFound } from "./detail.js";
import { storePhotoUrl } from "./listing.js";
import { clockOf, minutesOf } from "./open-hours.js";
import { storeCategories, storeCategoryLinks, storeHours, storePhotos, storeStaff, stores } from "./tables.js";

type StoreRow = typeof stores.$inferSelect;

function summaryOf(row: StoreRow, categoryIds: string[]) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category_ids: categoryIds,
    address: row.address,
    city: row.city,
    market: row.market as Market,
    time_zone: row.timeZone,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone,
    owner_id: row.ownerId,
    like_count: row.likeCount,
    follower_count: row.followerCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function categoryIdsOf(db: DbOrTx, storeIds: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (storeIds.length === 0) return found;
  const rows = await db
    .select()
    .from(storeCategoryLinks)
    .where(inArray(storeCategoryLinks.storeId, storeIds))
    .orderBy(asc(storeCategoryLinks.position));
  for (const row of rows) found.set(row.storeId, [...(found.get(row.storeId) ?? []), row.categoryId]);
  return found;
}

/** A store as the back office edits it: everything, with its photos, hours and staff. */
export async function adminStoreOf(db: DbOrTx, id: string): Promise<AdminStore> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  if (!row) throw storeNotFound();
  const [categories, photos, hours, staff] = await readTogether(db, [
    () => categoryIdsOf(db, [id]),
    () =>
      db
        .select()
        .from(storePhotos)
        .where(eq(storePhotos.storeId, id))
        .orderBy(asc(storePhotos.position), asc(storePhotos.id)),
    () => db.select().from(storeHours).where(eq(storeHours.storeId, id)).orderBy(asc(storeHours.weekday)),
    () =>
      db
        .select({ userId: storeStaff.userId, addedAt: storeStaff.addedAt, email: users.email, name: users.name })
        .from(storeStaff)
        .innerJoin(users, eq(users.id, storeStaff.userId))
        .where(eq(storeStaff.storeId, id))
        .orderBy(asc(storeStaff.addedAt)),
  ]);
  return {
    ...summaryOf(row, categories.get(id) ?? []),
    photos: photos.map((photo) => ({ id: photo.id, url: storePhotoUrl(photo.storageKey) })),
    hours: hours.map((day) => ({
      weekday: day.weekday,
      opens: clockOf(day.opensMinute),
      closes: clockOf(day.closesMinute),
    })),
    staff: staff.map((member) => ({
      user_id: member.userId,
      email: member.email,
      name: member.name ?? "",
      added_at: member.addedAt.toISOString(),
    })),
  };
}

/** The back office's store list: newest first, by part of the name or the city. */
export async function adminStoreList(
  db: DbOrTx,
  query: { keyword?: string | undefined; market?: Market | undefined; page: number; limit: number },
) {
  const conditions = [
    query.keyword
      ? sql`(${ilike(stores.name, likePattern(query.keyword))} or ${ilike(stores.city, likePattern(query.keyword))})`
      : undefined,
    query.market ? eq(stores.market, query.market) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await readTogether(db, [
    () =>
      db
        .select()
        .from(stores)
        .where(where)
        .orderBy(desc(stores.createdAt), asc(stores.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
    () => db.select({ total: count() }).from(stores).where(where),
  ]);
  const categories = await categoryIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return { stores: rows.map((row) => summaryOf(row, categories.get(row.id) ?? [])), total: counted?.total ?? 0 };
}

async function checkCategories(tx: Tx, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .where(inArray(storeCategories.id, unique));
  if (found.length !== unique.length) {
    throw new AppError(422, errorCodes.validationFailed, storeMessages.categoryNotFound, "category_ids");
  }
}

async function linkCategories(tx: Tx, storeId: string, ids: string[]): Promise<void> {
  await checkCategories(tx, ids);
  await tx.delete(storeCategoryLinks).where(eq(storeCategoryLinks.storeId, storeId));
  await tx
    .insert(storeCategoryLinks)
    .values([...new Set(ids)].map((categoryId, position) => ({ storeId, categoryId, position })));
}

async function checkOwner(tx: Tx, ownerId: string | null): Promise<void> {
  if (!ownerId) return;
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).limit(1);
  if (!owner) throw new AppError(422, errorCodes.validationFailed, "No account with this id", "owner_id");
}

/** Locks the store's row for a change and gives what it was, for the audit log. */
async function lockStore(tx: Tx, id: string): Promise<StoreRow> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for("update").limit(1);
  if (!row) throw storeNotFound();
  return row;
}

export async function createStore(db: Db, actor: AuditActor, body: AdminStoreBody): Promise<AdminStore> {
  const id = newId();
  await db.transaction(async (tx) => {
    await checkOwner(tx, body.owner_id);
    await tx.insert(stores).values({
      id,
      name: body.name,
      description: body.description,
      address: body.address,
      city: body.city,
      market: body.market,
      timeZone: body.time_zone,
      lat: body.lat,
      lng: body.lng,
      phone: body.phone,
      ownerId: body.owner_id,
    });
    await linkCategories(tx, id, body.category_ids);
    await recordAudit(tx, actor, { action: "store.create", target: { kind: "store", id }, after: body });
  });
  return adminStoreOf(db, id);
}

export async function updateStore(db: Db, actor: AuditActor, id: string, patch: AdminStorePatch): Promise<AdminStore> {
  await db.transaction(async (tx) => {
    const before = await lockStore(tx, id);
    if (patch.owner_id !== undefined) await checkOwner(tx, patch.owner_id);
    await tx
      .update(stores)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.phone !== undefined && { phone: patch.phone }),
        ...(patch.owner_id !== undefined && { ownerId: patch.owner_id }),
        ...(patch.market !== undefined && { market: patch.market }),
        updatedAt: new Date(),
      })
      .where(eq(stores.id, id));
    const beforeCategories = (await categoryIdsOf(tx, [id])).get(id) ?? [];
    if (patch.category_ids) await linkCategories(tx, id, patch.category_ids);
    await recordAudit(tx, actor, {
      action: "store.update",
      target: { kind: "store", id },
      before: { ...summaryOf(before, beforeCategories) },
      after: patch,
    });
  });
  return adminStoreOf(db, id);
}

export async function moveStore(
  db: Db,
  actor: AuditActor,
  id: string,
  location: { address: string; city: string; time_zone: string; lat: number; lng: number },
): Promise<AdminStore> {
  await db.transaction(async (tx) => {
    const before = await lockStore(tx, id);
    await tx
      .update(stores)
      .set({
        address: location.address,
        city: location.city,
        timeZone: location.time_zone,
        lat: location.lat,
        lng: location.lng,
        updatedAt: new Date(),
      })
      .where(eq(stores.id, id));
    await recordAudit(tx, actor, {
      action: "store.location",
      target: { kind: "store", id },
      before: {
        address: before.address,
        city: before.city,
        time_zone: before.timeZone,
        lat: before.lat,
        lng: before.lng,
      },
      after: location,
    });
  });
  return adminStoreOf(db, id);
}

export async function setStoreHours(
  db: Db,
  actor: AuditActor,
  id: string,
  hours: StoreHoursItem[],
): Promise<AdminStore> {
  await db.transaction(async (tx) => {
    await lockStore(tx, id);
    const before = await tx
      .select()
      .from(storeHours)
      .where(eq(storeHours.storeId, id))
      .orderBy(asc(storeHours.weekday));
    await tx.delete(storeHours).where(eq(storeHours.storeId, id));
    if (hours.length > 0) {
      await tx.insert(storeHours).values(
        hours.map((day) => ({
          storeId: id,
          weekday: day.weekday,
          opensMinute: minutesOf(day.opens),
          closesMinute: minutesOf(day.closes),
        })),
      );
    }
    await tx.update(stores).set({ updatedAt: new Date() }).where(eq(stores.id, id));
    await recordAudit(tx, actor, {
      action: "store.hours",
      target: { kind: "store", id },
      before: before.map((day) => ({
        weekday: day.weekday,
        opens: clockOf(day.opensMinute),
        closes: clockOf(day.closesMinute),
      })),
      after: hours,
    });
  });
  return adminStoreOf(db, id);
}

/** Adds an account to the store's staff by email, giving it the shop_staff role when it lacks it. */
export async function addStoreStaff(db: Db, actor: AuditActor, id: string, email: string): Promise<AdminStore> {
  await db.transaction(async (tx) => {
    await lockStore(tx, id);
    const user = await findLiveUserByEmail(tx, email);
    if (!user) throw new AppError(404, errorCodes.notFound, storeMessages.staffNotFound, "email");
    const grantRole = !user.roles.includes("shop_staff");
    if (grantRole) {
      await tx
        .update(users)
        .set({ roles: sql`array_append(${users.roles}, 'shop_staff'::user_role)` })
        .where(eq(users.id, user.id));
    }
    await tx.insert(storeStaff).values({ storeId: id, userId: user.id }).onConflictDoNothing();
    await recordAudit(tx, actor, {
      action: "store.staff_add",
      target: { kind: "store", id },
      after: { user_id: user.id, granted_shop_staff_role: grantRole },
    });
  });
  return adminStoreOf(db, id);
}

export async function removeStoreStaff(db: Db, actor: AuditActor, id: string, userId: string): Promise<AdminStore> {
  await db.transaction(async (tx) => {
    await lockStore(tx, id);
    const gone = await tx
      .delete(storeStaff)
      .where(and(eq(storeStaff.storeId, id), eq(storeStaff.userId, userId)))
      .returning({ userId: storeStaff.userId });
    if (gone.length === 0) throw new AppError(404, errorCodes.notFound, "Not a staff member of this store", "user_id");
    await recordAudit(tx, actor, {
      action: "store.staff_remove",
      target: { kind: "store", id },
      before: { user_id: userId },
    });
  });
  return adminStoreOf(db, id);
}

/**
 * Adds a prepared photo (re-encoded JPEG) at the end. The file is written first and removed again
 * when the database refuses (the store is gone, or it has its photos already).
 */
export async function addStorePhoto(
  deps: { db: Db; storage: FileStorage },
  actor: AuditActor,
  id: string,
  image: Buffer,
): Promise<AdminStore> {
  const key = `store-photos/${newId()}.jpg`;
  await deps.storage.put(key, image);
  try {
    await deps.db.transaction(async (tx) => {
      await lockStore(tx, id);
      const [counted] = await tx.select({ n: count() }).from(storePhotos).where(eq(storePhotos.storeId, id));
      const n = counted?.n ?? 0;
      if (n >= storeLimits.photosMax) {
        throw new AppError(
          409,
          errorCodes.validationFailed,
          `A store shows at most ${storeLimits.photosMax} photos.`,
          "image",
        );
      }
      const photoId = newId();
      await tx.insert(storePhotos).values({ id: photoId, storeId: id, storageKey: key, position: n });
      await recordAudit(tx, actor, {
        action: "store.photo_add",
        target: { kind: "store", id },
        after: { photo_id: photoId },
      });
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
  return adminStoreOf(deps.db, id);
}

export async function removeStorePhoto(
  deps: { db: Db; storage: FileStorage },
  actor: AuditActor,
  id: string,
  photoId: string,
): Promise<AdminStore> {
  const key = await deps.db.transaction(async (tx) => {
    await lockStore(tx, id);
    const [gone] = await tx
      .delete(storePhotos)
      .where(and(eq(storePhotos.id, photoId), eq(storePhotos.storeId, id)))
      .returning({ storageKey: storePhotos.storageKey });
    if (!gone) throw new AppError(404, errorCodes.notFound, "Photo not found", "photo_id");
    await recordAudit(tx, actor, {
      action: "store.photo_remove",
      target: { kind: "store", id },
      before: { photo_id: photoId },
    });
    return gone.storageKey;
  });
  await deps.storage.remove(key).catch(() => {});
  return adminStoreOf(deps.db, id);
}

/** Every category with its names in every language, for the back office's form. */
export async function adminCategories(db: DbOrTx) {
  const rows = await db.select().from(storeCategories).orderBy(asc(storeCategories.position), asc(storeCategories.id));
  return rows.map((row) => ({ id: row.id, icon: row.icon, names: { en: row.nameEn, vi: row.nameVi, id: row.nameId } }));
}
