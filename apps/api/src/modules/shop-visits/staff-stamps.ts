import { createHmac, randomInt } from "node:crypto";
import {
  type CheckInResult,
  errorCodes,
  type StaffStampRequest,
  staffStampErrorCodes,
  staffStampMessages,
  staffStampRules,
} from "@rewards/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { users } from "../users/index.js";
import { checkInStore, recordCheckIn } from "./check-in.js";
import { memberName, recordStaffAction } from "./staff.js";
import { shopCheckIns, shopStaffStampCodes, shopStaffStampCounts } from "./tables.js";
import { checkInSecret } from "./tokens.js";

/**
 * A stamp without GPS (docs: shop-visits README, "A stamp without GPS"). The member's phone was refused
 * as too far (or could not tell where it is); the member asks for a one-time code and shows it at the
 * counter; the store's staff type it in and the check-in is recorded with `staff` as its source, under
 * the same once-a-day and cooldown rules as any check-in. What keeps it from being a loophole: the
 * code is good at one store for ten minutes and is confirmed once; a staff member gives at most
 * `perStaffPerHour` stamps by code in an hour (one conditional upsert, in the confirming
 * transaction, so a refused confirmation does not count and parallel ones cannot pass the limit);
 * each confirmation is in the store's staff history and the back office's audit log.
 */

/** The code's keyed hash, bound to its store: the table never holds a code that could be typed in. */
function codeHash(secret: string, storeId: string, code: string): string {
  return createHmac("sha256", secret).update(`staff-stamp:${storeId}:${code}`).digest("base64url");
}

const newCode = () => String(randomInt(0, 10 ** staffStampRules.codeLength)).padStart(staffStampRules.codeLength, "0");

/** `POST stores/{id}/staff_stamp`: a fresh code for this member at this store (an older one is replaced). */
export async function requestStaffStamp(
  db: Db,
  input: { userId: string; storeId: string; distanceMetres?: number | undefined; at?: Date },
): Promise<StaffStampRequest> {
  const at = input.at ?? new Date();
  const store = await checkInStore(db, input.storeId);
  if (!store) throw new AppError(404, errorCodes.notFound, "Store not found");
  const secret = await checkInSecret(db);
  const expiresAt = new Date(at.getTime() + staffStampRules.codeMinutes * 60_000);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const hash = codeHash(secret, store.id, code);
    const id = newId();
    const made = await db.transaction(async (tx) => {
      // The member's older code here, and a lapsed code with the same digits, give way.
      await tx
        .update(shopStaffStampCodes)
        .set({ status: "replaced" })
        .where(
          and(
            eq(shopStaffStampCodes.storeId, store.id),
            eq(shopStaffStampCodes.status, "pending"),
            sql`(${shopStaffStampCodes.userId} = ${input.userId} or (${shopStaffStampCodes.codeHash} = ${hash} and ${shopStaffStampCodes.expiresAt} <= ${at.toISOString()}::timestamptz))`,
          ),
        );
      const [row] = await tx
        .insert(shopStaffStampCodes)
        .values({
          id,
          userId: input.userId,
          storeId: store.id,
          codeHash: hash,
          distanceMetres: input.distanceMetres ?? null,
          expiresAt,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: shopStaffStampCodes.id });
      return row !== undefined;
    });
    // Another member holds a live code with these digits at this store: draw again.
    if (made) {
      return { id, store_id: store.id, code, status: "pending", expires_at: expiresAt.toISOString(), check_in: null };
    }
  }
  throw new AppError(409, "staff_stamp_busy", "Please try again in a moment.");
}

/** `GET staff_stamps/{id}`: the member's own code as it stands (404 for anyone else's). */
export async function staffStampOf(db: Db, userId: string, id: string, at = new Date()): Promise<StaffStampRequest> {
  const [row] = await db
    .select({
      id: shopStaffStampCodes.id,
      storeId: shopStaffStampCodes.storeId,
      status: shopStaffStampCodes.status,
      expiresAt: shopStaffStampCodes.expiresAt,
      checkInId: shopStaffStampCodes.checkInId,
    })
    .from(shopStaffStampCodes)
    .where(and(eq(shopStaffStampCodes.id, id), eq(shopStaffStampCodes.userId, userId)));
  if (!row) throw new AppError(404, errorCodes.notFound, "This request does not exist.");
  let checkIn: CheckInResult | null = null;
  if (row.status === "confirmed" && row.checkInId) {
    const [made] = await db
      .select({ stars: shopCheckIns.stars, points: shopCheckIns.points, at: shopCheckIns.checkedInAt })
      .from(shopCheckIns)
      .where(eq(shopCheckIns.id, row.checkInId));
    if (made) {
      checkIn = {
        point: made.points,
        star: made.stars,
        message: "",
        code: "checked_in",
        store_id: row.storeId,
        stars: made.stars,
        checked_in_at: made.at.toISOString(),
      };
    }
  }
  const status =
    row.status === "confirmed" ? "confirmed" : row.status === "pending" && row.expiresAt > at ? "pending" : "expired";
  return {
    id: row.id,
    store_id: row.storeId,
    code: null,
    status,
    expires_at: row.expiresAt.toISOString(),
    check_in: checkIn,
  };
}

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/**
 * `POST staff/stores/{id}/stamps {code}`: the staff member (already checked to work at the store)
 * confirms a member's code; one transaction: the hourly count, the code claimed once, the check-in,
 * the staff history and the audit entry. A refusal rolls all of it back.
 */
export async function confirmStaffStamp(
  db: Db,
  input: { staffId: string; storeId: string; code: string; requestId?: string | null; at?: Date },
): Promise<{ member: { id: string; display_name: string }; check_in: CheckInResult; remaining_this_hour: number }> {
  const at = input.at ?? new Date();
  const store = await checkInStore(db, input.storeId);
  if (!store) throw new AppError(404, errorCodes.notFound, "Store not found");
  const hash = codeHash(await checkInSecret(db), store.id, input.code);
  return db.transaction(async (tx) => {
    const hour = hourOf(at).toISOString();
    const counted = (await tx.execute(sql`
      insert into ${shopStaffStampCounts} (staff_id, hour, count) values (${input.staffId}, ${hour}::timestamptz, 1)
      on conflict (staff_id, hour) do update set count = ${shopStaffStampCounts.count} + 1
      where ${shopStaffStampCounts.count} < ${staffStampRules.perStaffPerHour}
      returning count`)) as unknown as { rows: { count: number }[] };
    const count = counted.rows[0]?.count;
    if (count === undefined) {
      throw new AppError(429, staffStampErrorCodes.limit, staffStampMessages.limit, "code", {
        retry_after: Math.ceil((hourOf(at).getTime() + 3_600_000 - at.getTime()) / 1000),
      });
    }
    const [claimed] = await tx
      .update(shopStaffStampCodes)
      .set({ status: "confirmed", confirmedBy: input.staffId, confirmedAt: at })
      .where(
        and(
          eq(shopStaffStampCodes.storeId, store.id),
          eq(shopStaffStampCodes.codeHash, hash),
          eq(shopStaffStampCodes.status, "pending"),
          sql`${shopStaffStampCodes.expiresAt} > ${at.toISOString()}::timestamptz`,
        ),
      )
      .returning({
        id: shopStaffStampCodes.id,
        userId: shopStaffStampCodes.userId,
        distance: shopStaffStampCodes.distanceMetres,
      });
    if (!claimed) throw new AppError(400, staffStampErrorCodes.codeInvalid, staffStampMessages.codeInvalid, "code");
    const made = await recordCheckIn(tx, {
      userId: claimed.userId,
      store,
      at,
      trust: "staff",
      distance: claimed.distance ?? 0,
      confirmedBy: input.staffId,
    });
    await tx.update(shopStaffStampCodes).set({ checkInId: made.id }).where(eq(shopStaffStampCodes.id, claimed.id));
    await recordStaffAction(tx, {
      storeId: store.id,
      staffId: input.staffId,
      action: "stamp.confirm",
      targetId: made.id,
      detail: { member_id: claimed.userId, request_id: claimed.id, distance_metres: claimed.distance },
      requestId: input.requestId ?? null,
    });
    const [member] = await tx.select({ name: memberName }).from(users).where(eq(users.id, claimed.userId));
    return {
      member: { id: claimed.userId, display_name: member?.name ?? "Member" },
      check_in: made.result,
      remaining_this_hour: staffStampRules.perStaffPerHour - count,
    };
  });
}
