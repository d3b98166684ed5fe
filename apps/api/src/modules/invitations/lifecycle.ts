import { createHmac } from "node:crypto";
import { entryNotes, errorCodes, invalidInviteCodeMessage, inviteeBonusPoints } from "@rewards/contracts";
import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { type ActivityConsumer, type ActivityEvent, recordActivity } from "../activity/index.js";
import { installationSecret } from "../app-meta/index.js";
import { readSetting } from "../app-settings/index.js";
import { sharedDevice } from "../auth/index.js";
import { postPoints } from "../ledger/index.js";
import { findLiveUser, fullPhoneNumber } from "../users/index.js";
import { inviterOfCode } from "./codes.js";
import {
  type InvitationRefusal,
  type InvitationRow,
  invitations,
  inviteDailyPayouts,
  invitePhoneRewards,
} from "./tables.js";

/**
 * A number as `invite_phone_rewards` keeps it: HMAC-SHA-256 keyed by this installation's own secret
 * (`app_meta`), so the table alone (a copy or an export of it) cannot be turned back into numbers by
 * hashing every possible one, as a plain hash of a phone number can. The key is never rotated: a new
 * one would forget every number already rewarded.
 */
async function phoneHash(tx: Tx, phone: string): Promise<string> {
  const key = await installationSecret(tx, "invite-phone-key");
  return createHmac("sha256", key).update(phone).digest("hex");
}

async function refuse(tx: Tx, inviteeId: string, refusal: InvitationRefusal): Promise<void> {
  await tx.update(invitations).set({ status: "not_eligible", refusal }).where(eq(invitations.inviteeId, inviteeId));
}

/** `signed_up` with an invite code: the invitation starts; an unknown code refuses the sign-up. */
async function onSignedUp(tx: Tx, event: ActivityEvent): Promise<void> {
  const invitee = await findLiveUser(tx, event.userId);
  if (!invitee?.inviteCodeUsed) return;
  const inviter = await inviterOfCode(tx, invitee.inviteCodeUsed);
  if (!inviter || inviter.userId === invitee.id) {
    throw new AppError(400, errorCodes.invalidInviteCode, invalidInviteCodeMessage, "user.invite_code");
  }
  await tx.insert(invitations).values({
    inviteeId: invitee.id,
    inviterId: inviter.userId,
    code: inviter.code,
    status: "joined",
    joinedAt: event.occurredAt,
  });
}

/**
 * The inviter's bonus, once the invitee has confirmed the phone and answered a first survey: the
 * move to `rewarded` is one conditional update, so of any number of events only one gets here.
 * Then the device check again (a sign-in may have come since), the inviter's daily cap (one
 * conditional upsert), the bonus for the inviter's market, and `invitee_qualified` for the inviter.
 */
async function qualify(tx: Tx, inviteeId: string, event: ActivityEvent): Promise<void> {
  const [invitation] = await tx
    .update(invitations)
    .set({ status: "rewarded", rewardedAt: event.occurredAt })
    .where(
      and(
        eq(invitations.inviteeId, inviteeId),
        eq(invitations.status, "phone_confirmed"),
        isNotNull(invitations.firstSurveyAt),
      ),
    )
    .returning();
  if (!invitation) return;
  const inviter = await findLiveUser(tx, invitation.inviterId);
  if (!inviter) return refuse(tx, inviteeId, "inviter_gone");
  if (await sharedDevice(tx, inviteeId, inviter.id)) return refuse(tx, inviteeId, "shared_device");

  const settings = await readSetting(tx, "invitations");
  if (!(await countPayout(tx, invitation, settings.inviter_daily_cap, event.occurredAt))) {
    await tx
      .update(invitations)
      .set({ status: "daily_cap", rewardedAt: null })
      .where(eq(invitations.inviteeId, inviteeId));
    return;
  }
  const amount = settings.inviter_bonus_points[inviter.market === "vi" ? "vi" : "indo"];
  if (amount > 0) {
    const { entry } = await postPoints(tx, {
      userId: inviter.id,
      amountCents: amount,
      type: "Invitation",
      cause: { kind: "invitation", id: inviteeId },
      idempotencyKey: `invite:inviter:${inviteeId}`,
      note: entryNotes.invitedFriend,
    });
    await tx
      .update(invitations)
      .set({ inviterBonus: amount, inviterEntryId: entry.id })
      .where(eq(invitations.inviteeId, inviteeId));
  }
  await recordActivity(tx, {
    userId: inviter.id,
    kind: "invitee_qualified",
    cause: inviteeId,
    detail: { point: amount },
    timeZone: event.timeZone,
    occurredAt: event.occurredAt,
  });
}

/** Counts a payout against the inviter's cap for the (UTC) day; false once the cap is reached. */
async function countPayout(tx: Tx, invitation: InvitationRow, cap: number, at: Date): Promise<boolean> {
  if (cap <= 0) return false;
  const counted = await tx
    .insert(inviteDailyPayouts)
    .values({ inviterId: invitation.inviterId, day: at.toISOString().slice(0, 10), count: 1 })
    .onConflictDoUpdate({
      target: [inviteDailyPayouts.inviterId, inviteDailyPayouts.day],
      set: { count: sql`${inviteDailyPayouts.count} + 1` },
      setWhere: lt(inviteDailyPayouts.count, cap),
    })
    .returning({ count: inviteDailyPayouts.count });
  return counted.length === 1;
}

/**
 * `phone_confirmed`: the invitee's bonus, unless the invitee shares a device with the inviter or
 * the number has carried an invitation bonus before (on any account, ever).
 */
async function onPhoneConfirmed(tx: Tx, event: ActivityEvent): Promise<void> {
  const [invitation] = await tx
    .update(invitations)
    .set({ status: "phone_confirmed", phoneConfirmedAt: event.occurredAt })
    .where(and(eq(invitations.inviteeId, event.userId), eq(invitations.status, "joined")))
    .returning();
  if (!invitation) return;
  if (await sharedDevice(tx, invitation.inviteeId, invitation.inviterId)) {
    return refuse(tx, invitation.inviteeId, "shared_device");
  }
  const invitee = await findLiveUser(tx, invitation.inviteeId);
  const phone = invitee && fullPhoneNumber(invitee);
  if (!phone) return;
  const firstTime = await tx
    .insert(invitePhoneRewards)
    .values({ phoneHash: await phoneHash(tx, phone), inviteeId: invitation.inviteeId })
    .onConflictDoNothing()
    .returning({ phoneHash: invitePhoneRewards.phoneHash });
  if (firstTime.length === 0) return refuse(tx, invitation.inviteeId, "phone_already_rewarded");

  await postPoints(tx, {
    userId: invitation.inviteeId,
    amountCents: inviteeBonusPoints,
    type: "Invitation",
    cause: { kind: "invitation", id: invitation.inviteeId },
    idempotencyKey: `invite:invitee:${invitation.inviteeId}`,
    note: entryNotes.joinedWithCode,
  });
  await tx
    .update(invitations)
    .set({ inviteeBonus: inviteeBonusPoints })
    .where(eq(invitations.inviteeId, invitation.inviteeId));
  await qualify(tx, invitation.inviteeId, event);
}

/** `survey_completed`: the invitee's first survey, which may complete the milestone. */
async function onSurveyCompleted(tx: Tx, event: ActivityEvent): Promise<void> {
  const [first] = await tx
    .update(invitations)
    .set({ firstSurveyAt: event.occurredAt })
    .where(and(eq(invitations.inviteeId, event.userId), isNull(invitations.firstSurveyAt)))
    .returning({ inviteeId: invitations.inviteeId });
  if (first) await qualify(tx, first.inviteeId, event);
}

export const invitationConsumer: ActivityConsumer = {
  name: "invitations",
  handlers: { signed_up: onSignedUp, phone_confirmed: onPhoneConfirmed, survey_completed: onSurveyCompleted },
};
