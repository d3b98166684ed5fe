import { errorCodes, type IdCheckDetail, idCheckPageSize, type VerificationState } from "@rewards/contracts";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { FileLinks } from "../../lib/file-links.js";
import { recordActivity } from "../activity/index.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { notify } from "../notifications/index.js";
import { users } from "../users/index.js";
import { jobProfiles, jobVerifications } from "./tables.js";
import { documentsOf, presentDocuments } from "./verification.js";

/**
 * The back office's ID checks (permission `id_checks`): the verifications sent for review, what a
 * reviewer compares (the documents against the profile's name and address), and the decision.
 */

const summaryColumns = {
  id: jobVerifications.id,
  state: jobVerifications.state,
  submittedAt: jobVerifications.submittedAt,
  decidedAt: jobVerifications.decidedAt,
  reason: jobVerifications.reason,
  profileId: jobProfiles.id,
  profileName: jobProfiles.name,
  profileAddress: jobProfiles.address,
  userId: users.id,
  email: users.email,
  name: users.name,
  lastName: users.lastName,
  birthDay: users.birthDay,
  phoneConfirmedAt: users.phoneConfirmedAt,
};

type SummaryRow = {
  id: string;
  state: VerificationState;
  submittedAt: Date | null;
  decidedAt: Date | null;
  profileName: string;
  userId: string;
  email: string;
  name: string | null;
  lastName: string | null;
};

function summaryOf(row: SummaryRow) {
  return {
    id: row.id,
    state: row.state,
    member: {
      id: row.userId,
      email: row.email,
      name: [row.name, row.lastName].filter(Boolean).join(" "),
    },
    profile_name: row.profileName,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** Pending ones oldest sent first (the queue), decided ones newest decision first. */
export async function listIdChecks(db: Db, query: { state: "pending" | "approved" | "rejected"; page: number }) {
  const where = eq(jobVerifications.state, query.state);
  const order =
    query.state === "pending"
      ? [asc(jobVerifications.submittedAt), asc(jobVerifications.id)]
      : [desc(jobVerifications.decidedAt), desc(jobVerifications.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(jobVerifications)
      .innerJoin(jobProfiles, eq(jobProfiles.id, jobVerifications.profileId))
      .innerJoin(users, eq(users.id, jobProfiles.userId))
      .where(where)
      .orderBy(...order)
      .limit(idCheckPageSize)
      .offset((query.page - 1) * idCheckPageSize),
    db.select({ value: count() }).from(jobVerifications).where(where),
  ]);
  return { checks: rows.map(summaryOf), total: total?.value ?? 0 };
}

const noCheck = () => new AppError(404, errorCodes.notFound, "This ID check does not exist.");

export async function idCheckDetail(db: Db, links: FileLinks, id: string): Promise<IdCheckDetail> {
  const [row] = await db
    .select(summaryColumns)
    .from(jobVerifications)
    .innerJoin(jobProfiles, eq(jobProfiles.id, jobVerifications.profileId))
    .innerJoin(users, eq(users.id, jobProfiles.userId))
    .where(eq(jobVerifications.id, id));
  if (!row) throw noCheck();
  return {
    ...summaryOf(row),
    profile_id: row.profileId,
    profile_address: row.profileAddress,
    birth_day: row.birthDay,
    phone_verified: row.phoneConfirmedAt !== null,
    reason: row.reason,
    documents: await presentDocuments(await documentsOf(db, row.id), links),
  };
}

/**
 * Approves or rejects a pending verification by one conditional UPDATE (two reviewers at once: one
 * wins, the other hears 409). In the same transaction: the profile's badge, the activity event of
 * an approval, the member's notification and the audit entry. Each decision's notification is its
 * own (the cause names the sending it answers), so a rejected member who sends again hears again.
 */
export async function decideIdCheck(
  db: Db,
  actor: AuditActor,
  input: { id: string; decision: "approved" | "rejected"; reason?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobVerifications).where(eq(jobVerifications.id, input.id));
    if (!before) throw noCheck();
    const [moved] = await tx
      .update(jobVerifications)
      .set({
        state: input.decision,
        reason: input.decision === "rejected" ? (input.reason ?? null) : null,
        decidedAt: sql`now()`,
        decidedBy: actor.userId,
      })
      .where(and(eq(jobVerifications.id, input.id), eq(jobVerifications.state, "pending")))
      .returning();
    if (!moved) {
      throw new AppError(409, errorCodes.idCheckStateConflict, "This ID check has already been decided.");
    }
    const [profile] = await tx
      .update(jobProfiles)
      .set({ idVerified: input.decision === "approved", updatedAt: new Date() })
      .where(eq(jobProfiles.id, moved.profileId))
      .returning({ userId: jobProfiles.userId });
    if (!profile) throw noCheck();
    const cause = `${moved.id}:${moved.submittedAt?.toISOString() ?? ""}`;
    if (input.decision === "approved") {
      await recordActivity(tx, { userId: profile.userId, kind: "worker_verified", cause: moved.id });
      await notify(tx, profile.userId, "worker_verification_approved", { cause });
    } else {
      await notify(tx, profile.userId, "worker_verification_rejected", {
        cause,
        values: { reason: input.reason ?? "" },
      });
    }
    await recordAudit(tx, actor, {
      action: input.decision === "approved" ? "id_check.approve" : "id_check.reject",
      target: { kind: "job_verification", id: moved.id },
      before: { state: before.state },
      after: { state: moved.state, reason: moved.reason },
    });
  });
}
