import {
  errorCodes,
  type VerificationDocument,
  type VerificationDocumentKind,
  verificationDocumentKinds,
  verificationMessages,
  type WorkerVerification,
} from "@rewards/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import type { FileLinks } from "../../lib/file-links.js";
import type { FileStorage } from "../../lib/file-storage.js";
import { newId } from "../../lib/ids.js";
import { users } from "../users/index.js";
import { type JobProfileRow, jobVerificationDocuments, jobVerifications } from "./tables.js";

export type VerificationRow = typeof jobVerifications.$inferSelect;
export type DocumentRow = typeof jobVerificationDocuments.$inferSelect;

const locked = () => new AppError(409, errorCodes.verificationLocked, verificationMessages.locked);

export async function verificationOfProfile(db: DbOrTx, profileId: string): Promise<VerificationRow | null> {
  const [row] = await db.select().from(jobVerifications).where(eq(jobVerifications.profileId, profileId));
  return row ?? null;
}

export async function documentsOf(db: DbOrTx, verificationId: string): Promise<DocumentRow[]> {
  return db.select().from(jobVerificationDocuments).where(eq(jobVerificationDocuments.verificationId, verificationId));
}

/**
 * Every document kind in the spec's order, with a fresh signed link for the uploaded ones. Only
 * callers that checked the reader (the owner, or staff with `id_checks`) may call it.
 */
export async function presentDocuments(documents: DocumentRow[], links: FileLinks): Promise<VerificationDocument[]> {
  return Promise.all(
    verificationDocumentKinds.map(async (kind) => {
      const found = documents.find((document) => document.kind === kind);
      return {
        kind,
        uploaded: found !== undefined,
        url: found ? await links.privateUrl(found.storageKey) : null,
        uploaded_at: found?.uploadedAt.toISOString() ?? null,
      };
    }),
  );
}

const isComplete = (documents: DocumentRow[]) =>
  verificationDocumentKinds.every((kind) => documents.some((document) => document.kind === kind));

/** `GET worker/verify/1`: the owner's view of their verification (an empty one before the first upload). */
export async function workerVerification(
  db: Db,
  links: FileLinks,
  profile: JobProfileRow,
): Promise<WorkerVerification> {
  const [row, [owner]] = await Promise.all([
    verificationOfProfile(db, profile.id),
    db.select({ phoneConfirmedAt: users.phoneConfirmedAt }).from(users).where(eq(users.id, profile.userId)),
  ]);
  const documents = row ? await documentsOf(db, row.id) : [];
  const state = row?.state ?? "none";
  return {
    state,
    reason: state === "rejected" ? (row?.reason ?? null) : null,
    documents: await presentDocuments(documents, links),
    phone_verified: Boolean(owner?.phoneConfirmedAt),
    can_submit: (state === "none" || state === "rejected") && isComplete(documents),
    submitted_at: row?.submittedAt?.toISOString() ?? null,
    decided_at: row?.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Refuses an upload while the review runs or after approval before the image is decoded; the
 * upload's transaction checks again under the row lock.
 */
export async function assertDocumentsOpen(db: DbOrTx, profileId: string): Promise<void> {
  const row = await verificationOfProfile(db, profileId);
  if (row?.state === "pending" || row?.state === "approved") throw locked();
}

/** The profile's verification row, made on first use and locked for the rest of the transaction. */
async function lockedVerification(tx: Tx, profileId: string): Promise<VerificationRow> {
  await tx.insert(jobVerifications).values({ id: newId(), profileId }).onConflictDoNothing();
  const [row] = await tx.select().from(jobVerifications).where(eq(jobVerifications.profileId, profileId)).for("update");
  if (!row) throw new Error("verification row vanished");
  return row;
}

/**
 * Stores one document image (already re-encoded) as a private file and points the verification at
 * it, replacing an earlier upload of that kind. Refused while the review runs or after approval.
 * The new file is written first and removed again if the database refuses; the old one goes after
 * the commit.
 */
export async function saveDocument(
  deps: { db: Db; storage: FileStorage },
  profile: JobProfileRow,
  kind: VerificationDocumentKind,
  image: Buffer,
): Promise<void> {
  const key = `id-documents/${newId()}.jpg`;
  await deps.storage.put(key, image);
  try {
    const previous = await deps.db.transaction(async (tx) => {
      const row = await lockedVerification(tx, profile.id);
      if (row.state === "pending" || row.state === "approved") throw locked();
      const [old] = await tx
        .select({ storageKey: jobVerificationDocuments.storageKey })
        .from(jobVerificationDocuments)
        .where(and(eq(jobVerificationDocuments.verificationId, row.id), eq(jobVerificationDocuments.kind, kind)));
      await tx
        .insert(jobVerificationDocuments)
        .values({ verificationId: row.id, kind, storageKey: key })
        .onConflictDoUpdate({
          target: [jobVerificationDocuments.verificationId, jobVerificationDocuments.kind],
          set: { storageKey: key, uploadedAt: sql`now()` },
        });
      return old?.storageKey ?? null;
    });
    if (previous) await deps.storage.remove(previous).catch(() => {});
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
}

/**
 * Sends the documents for review: none or rejected → pending, by one conditional UPDATE, once every
 * document is there.
 */
export async function submitVerification(db: Db, profile: JobProfileRow): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedVerification(tx, profile.id);
    if (!isComplete(await documentsOf(tx, row.id))) {
      throw new AppError(409, errorCodes.verificationIncomplete, verificationMessages.incomplete);
    }
    const [moved] = await tx
      .update(jobVerifications)
      .set({ state: "pending", reason: null, submittedAt: sql`now()`, decidedAt: null, decidedBy: null })
      .where(and(eq(jobVerifications.id, row.id), inArray(jobVerifications.state, ["none", "rejected"])))
      .returning({ id: jobVerifications.id });
    if (!moved) throw locked();
  });
}
