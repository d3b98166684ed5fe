import type { AdminAdvertisement, AdvertisementInput, HomeData } from "@rewards/contracts";
import { errorCodes } from "@rewards/contracts";
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { type AdvertisementRow, advertisementDailyCounts, advertisementReports, advertisements } from "./tables.js";

/** Hours between two popups when no live ad says otherwise. */
export const defaultStepHours = 24;

const columns = (input: AdvertisementInput) => ({
  title: input.title,
  imageUrl: input.image_url,
  type: input.type_advertisement,
  relatedId: input.related_id,
  linkTo: input.type_advertisement === 5 ? input.link_to : null,
  country: input.country,
  locale: input.locale,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  stepHours: input.step,
  active: input.active,
});

const memberView = (row: AdvertisementRow) => ({
  id: row.id,
  title: row.title,
  image_url: row.imageUrl,
  type_advertisement: row.type,
  related_id: row.relatedId,
  link_to: row.linkTo,
});

async function adminView(db: DbOrTx, row: AdvertisementRow): Promise<AdminAdvertisement> {
  const [totals] = await db
    .select({
      views: sql<number>`coalesce(sum(${advertisementDailyCounts.views}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${advertisementDailyCounts.clicks}), 0)::int`,
    })
    .from(advertisementDailyCounts)
    .where(eq(advertisementDailyCounts.advertisementId, row.id));
  return {
    ...memberView(row),
    country: row.country as AdminAdvertisement["country"],
    locale: row.locale as AdminAdvertisement["locale"],
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    step: row.stepHours,
    active: row.active,
    views: totals?.views ?? 0,
    clicks: totals?.clicks ?? 0,
  };
}

export async function createAdvertisement(db: Db, actor: AuditActor, input: AdvertisementInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(advertisements)
      .values({ id: newId(), ...columns(input) })
      .returning();
    if (!row) throw new Error("insert returned no advertisement");
    const view = await adminView(tx, row);
    await recordAudit(tx, actor, {
      action: "advertisement.create",
      target: { kind: "advertisement", id: row.id },
      after: view,
    });
    return view;
  });
}

export async function updateAdvertisement(db: Db, actor: AuditActor, id: string, input: AdvertisementInput) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(advertisements).where(eq(advertisements.id, id)).for("update");
    if (!before) throw new AppError(404, errorCodes.notFound, "This advertisement does not exist.");
    const [row] = await tx
      .update(advertisements)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(advertisements.id, id))
      .returning();
    if (!row) throw new Error("update returned no advertisement");
    const view = await adminView(tx, row);
    await recordAudit(tx, actor, {
      action: "advertisement.update",
      target: { kind: "advertisement", id },
      before: await adminView(tx, before),
      after: view,
    });
    return view;
  });
}

export async function listAdvertisements(db: Db): Promise<AdminAdvertisement[]> {
  const rows = await db.select().from(advertisements).orderBy(desc(advertisements.startsAt)).limit(200);
  return Promise.all(rows.map((row) => adminView(db, row)));
}

/** What `GET home` carries: the live ads for the member's market and language, and the step in hours. */
export async function advertisementsFor(
  db: DbOrTx,
  viewer: { market: string; locale: string; now: Date },
): Promise<HomeData["advertisement"]> {
  const rows = await db
    .select()
    .from(advertisements)
    .where(
      and(
        eq(advertisements.active, true),
        lte(advertisements.startsAt, viewer.now),
        gt(advertisements.endsAt, viewer.now),
        or(isNull(advertisements.country), eq(advertisements.country, viewer.market)),
        or(isNull(advertisements.locale), eq(advertisements.locale, viewer.locale)),
      ),
    )
    .orderBy(advertisements.startsAt, advertisements.id)
    .limit(20);
  const step = rows.length > 0 ? Math.min(...rows.map((row) => row.stepHours)) : defaultStepHours;
  return { step, list: rows.map(memberView) };
}

/**
 * A view (the popup closed) or a click, counted once per member, ad and (UTC) day: the report row
 * is the gate, and the day's counter moves by one upsert only when it is new, in one transaction.
 */
export async function reportAdvertisement(
  db: Db,
  input: { advertisementId: string; userId: string; kind: "view" | "click"; now?: Date },
): Promise<boolean> {
  const day = (input.now ?? new Date()).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [ad] = await tx
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(eq(advertisements.id, input.advertisementId));
    if (!ad) throw new AppError(404, errorCodes.notFound, "This advertisement does not exist.");
    const [fresh] = await tx
      .insert(advertisementReports)
      .values({ advertisementId: ad.id, userId: input.userId, day, kind: input.kind })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return false;
    const counter = input.kind === "view" ? "views" : "clicks";
    await tx
      .insert(advertisementDailyCounts)
      .values({ advertisementId: ad.id, day, [counter]: 1 })
      .onConflictDoUpdate({
        target: [advertisementDailyCounts.advertisementId, advertisementDailyCounts.day],
        set: { [counter]: sql`${advertisementDailyCounts[counter]} + 1` },
      });
    return true;
  });
}
