import {
  type CheckInClosedDetail,
  type CheckInResult,
  type CheckInTooFarDetail,
  checkInErrorCodes,
  checkInMessages,
  errorCodes,
  memberTierPerks,
} from "@rewards/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { localDay } from "../../lib/local-day.js";
import { recordActivity } from "../activity/index.js";
import { postPoints } from "../ledger/index.js";
import { hoursToday, isOpenAt, storeHours, stores } from "../stores/index.js";
import { recordStoreCheckIn } from "../surveys/index.js";
import { notifyVisit } from "./notices.js";
import { checkInRules } from "./rules.js";
import { earnStars, starsAt, tierOf } from "./stars.js";
import { shopCheckInCooldowns, shopCheckInRefusals, shopCheckIns, storeCheckInConfigs } from "./tables.js";
import { checkInSecret, metresBetween, verifyCheckInToken } from "./tokens.js";

export { checkInRules };

export type CheckInInput = {
  userId: string;
  storeId: string;
  token: string;
  lat: number;
  lng: number;
  version?: string | undefined;
  deviceTimeZone?: string | undefined;
  at?: Date;
};

/** The points a check-in gives a member with these lifetime stars at the store: the base and the tier's bonus. */
export function checkInPointsFor(lifetimeStars: number): number {
  return checkInRules.points + memberTierPerks[tierOf(lifetimeStars).tier].bonus_points;
}

/**
 * What a recorded check-in gives: its stars (with their history row) and its points through the
 * ledger, once per check-in (the ledger's idempotency key and the star history's unique cause).
 * The check-in route and the demo data both pay a check-in here. Returns the member's stars there.
 */
export async function rewardCheckIn(
  tx: Tx,
  input: { checkInId: string; userId: string; storeId: string; storeName: string; at: Date; points: number },
): Promise<number> {
  const stars = await earnStars(tx, {
    userId: input.userId,
    storeId: input.storeId,
    stars: checkInRules.stars,
    causeId: input.checkInId,
    at: input.at,
  });
  await postPoints(tx, {
    userId: input.userId,
    amountCents: input.points,
    type: "UserEventReward",
    cause: { kind: "shop_check_in", id: input.checkInId },
    idempotencyKey: `shop_check_in:${input.checkInId}`,
    // The points history names the store, as it names a survey.
    note: input.storeName,
  });
  return stars;
}

/** The store with its check-in settings (defaults when it has no row). */
export async function checkInStore(db: DbOrTx, storeId: string) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      lat: stores.lat,
      lng: stores.lng,
      timeZone: stores.timeZone,
      acceptStaticQr: storeCheckInConfigs.acceptStaticQr,
      radiusMetres: storeCheckInConfigs.radiusMetres,
      staticSerial: storeCheckInConfigs.staticSerial,
      acceptOutsideHours: storeCheckInConfigs.acceptOutsideHours,
    })
    .from(stores)
    .leftJoin(storeCheckInConfigs, eq(storeCheckInConfigs.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) return null;
  return {
    ...row,
    acceptStaticQr: row.acceptStaticQr ?? false,
    radiusMetres: row.radiusMetres ?? checkInRules.defaultRadiusMetres,
    staticSerial: row.staticSerial ?? 1,
    acceptOutsideHours: row.acceptOutsideHours ?? false,
  };
}

async function refuse(
  db: Db,
  input: CheckInInput,
  reason: string,
  distance: number | null,
  failure: { status: number; code: string; message: string; data?: unknown },
): Promise<never> {
  await db.insert(shopCheckInRefusals).values({
    id: newId(),
    userId: input.userId,
    storeId: input.storeId,
    reason,
    distanceMetres: distance,
    lat: input.lat,
    lng: input.lng,
  });
  throw new AppError(
    failure.status,
    failure.code,
    failure.message,
    undefined,
    failure.data === undefined ? undefined : { data: failure.data },
  );
}

/**
 * `POST stores/{id}/checkin`: the token, the distance, once per store and local day, the cooldown;
 * then stars and points (`rewardCheckIn`), the activity event, the survey eligibility and the visit
 * notification, all in one transaction. Refusals of the token or the distance are kept for review.
 */
export async function checkIn(db: Db, input: CheckInInput): Promise<CheckInResult> {
  const at = input.at ?? new Date();
  const store = await checkInStore(db, input.storeId);
  if (!store) throw new AppError(404, errorCodes.notFound, "Store not found");
  const secret = await checkInSecret(db);
  const token = verifyCheckInToken(secret, input.token, store, at);
  if (!token.ok) {
    const failure =
      token.reason === "expired"
        ? { code: checkInErrorCodes.tokenExpired, message: checkInMessages.tokenExpired }
        : token.reason === "static_refused"
          ? { code: checkInErrorCodes.staticRefused, message: checkInMessages.staticRefused }
          : { code: checkInErrorCodes.tokenInvalid, message: checkInMessages.tokenInvalid };
    await refuse(db, input, `token_${token.reason}`, null, { status: 400, ...failure });
  }
  const trust = token.ok ? token.trust : "rotating";
  const distance = metresBetween({ lat: input.lat, lng: input.lng }, store);
  // A store that has listed no hours takes check-ins at any time (nothing says it is closed).
  const hours = store.acceptOutsideHours
    ? []
    : await db
        .select({
          weekday: storeHours.weekday,
          opensMinute: storeHours.opensMinute,
          closesMinute: storeHours.closesMinute,
        })
        .from(storeHours)
        .where(eq(storeHours.storeId, store.id));
  if (hours.length > 0 && !isOpenAt(hours, at, store.timeZone)) {
    const data: CheckInClosedDetail = { hours_today: hoursToday(hours, at, store.timeZone), time_zone: store.timeZone };
    await refuse(db, input, "closed", distance, {
      status: 400,
      code: checkInErrorCodes.closed,
      message: checkInMessages.closed,
      data,
    });
  }
  if (distance > store.radiusMetres) {
    const data: CheckInTooFarDetail = { distance_metres: distance, radius_metres: store.radiusMetres };
    await refuse(db, input, "too_far", distance, {
      status: 400,
      code: checkInErrorCodes.tooFar,
      message: checkInMessages.tooFar,
      data,
    });
  }
  const day = localDay(at, store.timeZone);

  return db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: shopCheckIns.id })
      .from(shopCheckIns)
      .where(
        and(eq(shopCheckIns.userId, input.userId), eq(shopCheckIns.storeId, store.id), eq(shopCheckIns.localDay, day)),
      );
    if (already) throw new AppError(409, checkInErrorCodes.alreadyToday, checkInMessages.alreadyToday);

    // The cooldown: one conditional upsert; a member's parallel check-ins wait on its row.
    const cooled = await tx.execute(sql`
      insert into ${shopCheckInCooldowns} (user_id, last_at) values (${input.userId}, ${at.toISOString()}::timestamptz)
      on conflict (user_id) do update set last_at = excluded.last_at
      where ${shopCheckInCooldowns.lastAt} <= excluded.last_at - make_interval(secs => ${checkInRules.cooldownSeconds})
      returning user_id`);
    if ((cooled as unknown as { rows: unknown[] }).rows.length === 0) {
      throw new AppError(429, checkInErrorCodes.cooldown, checkInMessages.cooldown, undefined, {
        retry_after: checkInRules.cooldownSeconds,
      });
    }

    // The tier held before this check-in decides its bonus.
    const points = checkInPointsFor((await starsAt(tx, input.userId, store.id))?.lifetimeStars ?? 0);
    const id = newId();
    const [made] = await tx
      .insert(shopCheckIns)
      .values({
        id,
        userId: input.userId,
        storeId: store.id,
        localDay: day,
        trust,
        distanceMetres: distance,
        stars: checkInRules.stars,
        points,
        deviceTimeZone: input.deviceTimeZone ?? null,
        appVersion: input.version ?? null,
        checkedInAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: shopCheckIns.id });
    if (!made) throw new AppError(409, checkInErrorCodes.alreadyToday, checkInMessages.alreadyToday);

    const stars = await rewardCheckIn(tx, {
      checkInId: id,
      userId: input.userId,
      storeId: store.id,
      storeName: store.name,
      at,
      points,
    });
    // Surveys bound to a store read these (the back office's manual record stays for support).
    await recordStoreCheckIn(tx, { userId: input.userId, storeId: store.id, at });
    await recordActivity(tx, {
      userId: input.userId,
      kind: "shop_checked_in",
      cause: `shop_check_in:${id}`,
      occurredAt: at,
      timeZone: store.timeZone,
      detail: { store_id: store.id, stars: checkInRules.stars, trust },
    });
    await notifyVisit(tx, input.userId, "shop_checked_in", {
      cause: id,
      values: {
        store: store.name,
        store_id: store.id,
        stars: checkInRules.stars,
        points,
        link: `/home/shops/search/${store.id}?tab=memberCard`,
      },
    });
    return {
      point: points,
      star: checkInRules.stars,
      message: checkInMessages.done.replace("{star}", String(checkInRules.stars)).replace("{point}", String(points)),
      code: "checked_in" as const,
      store_id: store.id,
      stars,
      checked_in_at: at.toISOString(),
    };
  });
}
