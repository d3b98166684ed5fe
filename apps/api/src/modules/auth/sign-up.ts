import { errorCodes, type SignUpRequest } from "@rewards/contracts";
import { isUniqueViolation } from "../../db/errors.js";
import { AppError } from "../../http/app-error.js";
import type { ServiceDeps } from "../../services/deps.js";
import { sendCode } from "../codes/index.js";
import { dispatchMessages } from "../messaging/index.js";
import { createUser, findLiveUserByEmail, type User } from "../users/index.js";
import { recordSignedUp } from "./activity.js";
import { accountWords, assertPasswordAllowed } from "./password-strength.js";
import { openSession } from "./sessions.js";

export const emailTakenMessage = "This email is already registered. Please sign in.";

/**
 * `POST users`: creates the account, records `signed_up`, emails its confirmation code and opens a
 * session, all or nothing; the email goes out after the commit.
 */
export async function signUp(
  deps: ServiceDeps,
  body: SignUpRequest,
  context: { market: string; locale: string; localeChosen: boolean; timeZone: string },
): Promise<{ user: User; token: string }> {
  const { user: input } = body;
  await assertPasswordAllowed(input.password, "user.password", accountWords({ email: input.email }));
  const signUpContext = {
    ...(body.store_id ? { store_id: body.store_id } : {}),
    ...(body.visit ? { visit: body.visit } : {}),
    ...(body.version ? { version: body.version } : {}),
  };

  try {
    const { user, token, messageId } = await deps.db.transaction(async (tx) => {
      if (await findLiveUserByEmail(tx, input.email)) {
        throw new AppError(409, errorCodes.emailTaken, emailTakenMessage, "user.email");
      }
      const user = await createUser(tx, {
        email: input.email,
        password: input.password,
        market: context.market,
        locale: context.locale,
        localeChosen: context.localeChosen,
        inviteCodeUsed: input.invite_code || null,
        signUpContext: Object.keys(signUpContext).length > 0 ? signUpContext : null,
      });
      await recordSignedUp(tx, user, context.timeZone);
      const messageId = await sendCode(tx, user, "email_confirm", user.email, {
        channel: "email",
        recipient: user.email,
      });
      const token = await openSession(tx, user.id);
      return { user, token, messageId };
    });
    await dispatchMessages(deps, [messageId]);
    return { user, token };
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser hears the same as above.
    if (isUniqueViolation(error)) throw new AppError(409, errorCodes.emailTaken, emailTakenMessage, "user.email");
    throw error;
  }
}
