import { codeRules, errorCodes } from "@rewards/contracts";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { codeMessage, queueMessage } from "../messaging/index.js";
import type { User } from "../users/index.js";
import { issueCode, lastCodeSentAt } from "./service.js";
import type { CodePurpose } from "./tables.js";

export type CodeDelivery = { channel: "email" | "sms"; recipient: string };

/**
 * Codes for one purpose are paced: a second one within a minute of `last` is refused, so resend
 * buttons cannot flood an inbox. Throws the refusal, which says how long to wait.
 */
export function assertCodePaced(last: Date | null, now = new Date()): void {
  const waitMs = last ? last.getTime() + codeRules.resendAfterSeconds * 1000 - now.getTime() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(
      429,
      errorCodes.rateLimited,
      `Please wait ${seconds} seconds before asking for another code.`,
      undefined,
      { retry_after: seconds },
    );
  }
}

async function assertPaced(db: DbOrTx, userId: string, purpose: CodePurpose, now: Date): Promise<void> {
  assertCodePaced(await lastCodeSentAt(db, userId, purpose), now);
}

/**
 * Issues a code and writes its email or SMS to the outbox, in the caller's transaction; the caller
 * dispatches the returned message after the commit.
 */
export async function sendCode(
  db: DbOrTx,
  user: Pick<User, "id" | "locale">,
  purpose: CodePurpose,
  subject: string,
  delivery: CodeDelivery,
  now = new Date(),
): Promise<string> {
  await assertPaced(db, user.id, purpose, now);
  const issued = await issueCode(db, { userId: user.id, purpose, subject }, now);
  const copy = codeMessage(purpose, user.locale, issued.code);
  return queueMessage(db, { ...delivery, subject: copy.subject, body: copy.text });
}

/**
 * Paces and issues a code exactly as `sendCode` does, but sends it nowhere: where sending would
 * reveal something (the address belongs to another account), the caller answers as if it had
 * sent, and the pacing and the replaced earlier code behave the same either way.
 */
export async function withholdCode(
  db: DbOrTx,
  user: Pick<User, "id">,
  purpose: CodePurpose,
  subject: string,
  now = new Date(),
): Promise<void> {
  await assertPaced(db, user.id, purpose, now);
  await issueCode(db, { userId: user.id, purpose, subject }, now);
}
