import type { JobDefinition } from "../../jobs/definition.js";
import { pruneAttempts } from "./attempts.js";
import { sendPasswordResetCode, sendPasswordResetJobName } from "./password-reset.js";
import { prunePendingSessions } from "./pending-sign-ups.js";

/**
 * Every night, forget the sign-in state nobody needs any more: password attempts nobody has made
 * for a day (their locks are long over) and the sessions of pending sign-ups that ran out.
 */
export const pruneSignInAttemptsJob: JobDefinition = {
  name: "prune-sign-in-attempts",
  cron: "41 3 * * *",
  async run({ db, log }) {
    const removed = await pruneAttempts(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const pendingSessions = await prunePendingSessions(db);
    log.info({ removed, pendingSessions }, "pruned sign-in attempts");
  },
};

/** A reset code asked for at `user_password/sent_verify`: the lookup and the email, off the request. */
export const sendPasswordResetJob: JobDefinition<{ email: string }> = {
  name: sendPasswordResetJobName,
  async run({ db, config }, { email }) {
    await sendPasswordResetCode({ db, config }, email);
  },
};
