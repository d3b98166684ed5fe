import { codeRules, type SignUpRequest } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { hashPassword } from "../../lib/passwords.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { sendCode } from "../codes/index.js";
import { dispatchMessages, noticeMessage, queueMessage } from "../messaging/index.js";
import { createUser, findLiveUserByEmail, normalizeEmail, type User, updateUser } from "../users/index.js";
import { recordSignedUp } from "./activity.js";
import { accountWords, assertPasswordAllowed } from "./password-strength.js";
import { accountSnapshot, openPendingSession, pendingAccount } from "./pending-sign-ups.js";
import { openSession } from "./sessions.js";
import { type PendingSignUp, pendingSignUps } from "./tables.js";

export type SignUpContext = { market: string; locale: string; localeChosen: boolean; timeZone: string };

/** What the caller answers with, the same way whichever branch made it. */
export type SignedUp = { user: User; token: string };

type Outcome = { answer: SignedUp; messageIds: string[] };

/** The owner hears of sign-ups with their email at most this often. */
const noticeEveryMs = 24 * 60 * 60 * 1000;

/**
 * `POST users`. Every sign-up is answered alike, 201 with a session and a new unconfirmed
 * account's data, so the answer never tells whether the email has an account:
 * - a new email gets the account, its `signed_up` and its emailed code, all or nothing;
 * - an email whose account was never confirmed starts that sign-up over: the new password, a new
 *   session (the old one hears it was signed in elsewhere) and a new code (paced as resends are);
 * - any other registered email gets a pending sign-up, which shows what a new account would
 *   (`pending-sign-ups.ts`) while its owner gets a notice instead of a code.
 * Each branch hashes the password once (argon2, the costly part), and the email goes out after
 * the commit.
 */
export async function signUp(deps: ServiceDeps, body: SignUpRequest, context: SignUpContext): Promise<SignedUp> {
  await assertPasswordAllowed(body.user.password, "user.password", accountWords({ email: body.user.email }));
  // The code is dated by the app's clock, as the resend that paces it reads it.
  const now = deps.clock.now();
  const attempt = () => deps.db.transaction((tx) => signUpIn(tx, body, context, now));
  let outcome: Outcome;
  try {
    outcome = await attempt();
  } catch (error) {
    // Two sign-ups racing for one new email: the unique index keeps one account, the other goes
    // again and finds it.
    if (!isUniqueViolation(error)) throw error;
    outcome = await attempt();
  }
  await dispatchMessages(deps, outcome.messageIds);
  return outcome.answer;
}

async function signUpIn(tx: Tx, body: SignUpRequest, context: SignUpContext, now: Date): Promise<Outcome> {
  const email = normalizeEmail(body.user.email);
  const owner = await findLiveUserByEmail(tx, email);
  if (!owner) {
    // A pending sign-up left from an account deleted since: the new account takes the email.
    await tx.delete(pendingSignUps).where(eq(pendingSignUps.email, email));
    const { user, token, messageId } = await createAccount(tx, email, body, context, now);
    return { answer: { user, token }, messageIds: [messageId] };
  }
  if (!owner.emailConfirmedAt && owner.passwordHash && !owner.suspendedAt) {
    return startOver(tx, owner, body.user.password, now);
  }
  return holdPendingSignUp(tx, owner, email, body, context);
}

/** A new account with its `signed_up`, its email code and its session, in the caller's transaction. */
async function createAccount(tx: Tx, email: string, body: SignUpRequest, context: SignUpContext, now: Date) {
  const signUpContext = {
    ...(body.store_id ? { store_id: body.store_id } : {}),
    ...(body.visit ? { visit: body.visit } : {}),
    ...(body.version ? { version: body.version } : {}),
  };
  const user = await createUser(tx, {
    email,
    password: body.user.password,
    market: context.market,
    locale: context.locale,
    localeChosen: context.localeChosen,
    inviteCodeUsed: body.user.invite_code || null,
    signUpContext: Object.keys(signUpContext).length > 0 ? signUpContext : null,
  });
  await recordSignedUp(tx, user, context.timeZone);
  const messageId = await sendCode(tx, user, "email_confirm", email, { channel: "email", recipient: email }, now);
  const token = await openSession(tx, user.id);
  return { user, token, messageId };
}

const paced = (error: unknown) => {
  if (error instanceof AppError && error.statusCode === 429) return null;
  throw error;
};

/**
 * Nobody proved this address yet, so whoever signs up with it again takes the sign-up over; the
 * account keeps its id, language and invitation. The code it sends is the only way in.
 */
async function startOver(tx: Tx, owner: User, password: string, now: Date): Promise<Outcome> {
  const user = await updateUser(tx, owner.id, { passwordHash: await hashPassword(password) });
  const messageId = await sendCode(
    tx,
    user,
    "email_confirm",
    user.email,
    {
      channel: "email",
      recipient: user.email,
    },
    now,
  ).catch(paced);
  const token = await openSession(tx, user.id);
  return { answer: { user, token }, messageIds: messageId ? [messageId] : [] };
}

/**
 * The email has an account: nothing of it changes. The first time, the whole new-account work is
 * rehearsed and rolled back, so the invite code is refused alike, the answer's data is what a
 * new account's would be, and the cost is the same; later sign-ups replace the password as
 * `startOver` does. The owner is told, at most once a day, in their language.
 */
async function holdPendingSignUp(
  tx: Tx,
  owner: User,
  email: string,
  body: SignUpRequest,
  context: SignUpContext,
): Promise<Outcome> {
  const now = new Date();
  const pending =
    (await replacePendingSignUp(tx, email, body.user.password, now)) ??
    (await firstPendingSignUp(tx, email, body, context, now)) ??
    (await replacePendingSignUp(tx, email, body.user.password, now));
  if (!pending) throw new Error("pending sign-up vanished");
  const token = await openPendingSession(tx, pending.id, now);
  const messageIds: string[] = [];
  if (!pending.noticeSentAt || now.getTime() - pending.noticeSentAt.getTime() >= noticeEveryMs) {
    const notice = noticeMessage("sign_up_attempt", owner.locale);
    messageIds.push(
      await queueMessage(tx, { channel: "email", recipient: owner.email, subject: notice.subject, body: notice.text }),
    );
    await tx.update(pendingSignUps).set({ noticeSentAt: now }).where(eq(pendingSignUps.id, pending.id));
  }
  return { answer: { user: pendingAccount(pending), token }, messageIds };
}

async function replacePendingSignUp(tx: Tx, email: string, password: string, now: Date) {
  const [existing] = await tx.select().from(pendingSignUps).where(eq(pendingSignUps.email, email)).for("update");
  if (!existing) return null;
  const codeDue = now.getTime() - existing.codeSentAt.getTime() >= codeRules.resendAfterSeconds * 1000;
  const [replaced] = await tx
    .update(pendingSignUps)
    .set({ passwordHash: await hashPassword(password), ...(codeDue ? { codeSentAt: now } : {}) })
    .where(eq(pendingSignUps.id, existing.id))
    .returning();
  return replaced ?? null;
}

/** Null when another sign-up with the email got there first (then it is replaced instead). */
async function firstPendingSignUp(
  tx: Tx,
  email: string,
  body: SignUpRequest,
  context: SignUpContext,
  now: Date,
): Promise<PendingSignUp | null> {
  const rehearsed = await rehearse(tx, async (savepoint) => {
    const { user } = await createAccount(savepoint, `${newId()}@sign-up.invalid`, body, context, now);
    return user;
  });
  const [pending] = await tx
    .insert(pendingSignUps)
    .values({
      id: rehearsed.id,
      email,
      passwordHash: rehearsed.passwordHash ?? (await hashPassword(body.user.password)),
      account: accountSnapshot(rehearsed),
      codeSentAt: now,
    })
    .onConflictDoNothing({ target: pendingSignUps.email })
    .returning();
  return pending ?? null;
}

/** Carries what a rehearsal made out of the savepoint it rolls back. */
class Rehearsal extends Error {
  constructor(readonly account: User) {
    super("sign-up rehearsal, rolled back");
  }
}

async function rehearse(tx: Tx, run: (savepoint: Tx) => Promise<User>): Promise<User> {
  try {
    await tx.transaction(async (savepoint) => {
      throw new Rehearsal(await run(savepoint));
    });
  } catch (error) {
    if (error instanceof Rehearsal) return error.account;
    throw error;
  }
  throw new Error("a rehearsal always rolls back");
}
