import { errorCodes, type SocialProvider } from "@rewards/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/errors.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { createUser, findLiveUser, findLiveUserByEmail, type User, updateUser } from "../users/index.js";
import { recordSignedUp } from "./activity.js";
import { endUserSessions } from "./sessions.js";
import { type SocialIdentity, SocialTokenError, type SocialVerifier } from "./social/index.js";
import { socialIdentities } from "./tables.js";

const providerNames: Record<SocialProvider, string> = { google: "Google", apple: "Apple", facebook: "Facebook" };

export const socialLoginFailedMessage = "We could not sign you in with this account. Please try again.";

/** Verifies the provider's token for real; a provider without configuration is switched off. */
export async function verifySocialToken(
  verifier: SocialVerifier,
  provider: SocialProvider,
  token: string,
  log: { warn(obj: object, msg: string): void },
): Promise<SocialIdentity> {
  if (!verifier.enabled(provider)) {
    throw new AppError(
      400,
      errorCodes.providerDisabled,
      `Sign-in with ${providerNames[provider]} is not available. Please use your email.`,
    );
  }
  try {
    return await verifier.verify(provider, token);
  } catch (error) {
    if (error instanceof SocialTokenError) {
      log.warn({ provider, reason: error.message }, "social token refused");
      throw new AppError(401, errorCodes.socialLoginFailed, socialLoginFailedMessage);
    }
    throw error;
  }
}

/**
 * The account behind a verified provider identity: the one it is linked to; else the live account
 * with the same verified email, which it gets linked to (an unconfirmed one loses the password it
 * was signed up with); else a new confirmed account.
 */
export async function accountForIdentity(
  db: Db,
  identity: SocialIdentity,
  {
    market,
    locale,
    localeChosen,
    timeZone,
  }: { market: string; locale: string; localeChosen: boolean; timeZone: string },
): Promise<User> {
  const link = async (): Promise<User> =>
    db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ userId: socialIdentities.userId })
        .from(socialIdentities)
        .where(and(eq(socialIdentities.provider, identity.provider), eq(socialIdentities.subject, identity.subject)))
        .limit(1);
      if (linked) {
        const user = await findLiveUser(tx, linked.userId);
        if (user) return user;
        await tx.delete(socialIdentities).where(eq(socialIdentities.userId, linked.userId));
      }
      if (!identity.email || !identity.emailVerified) {
        throw new AppError(
          401,
          errorCodes.socialLoginFailed,
          `Your ${providerNames[identity.provider]} account has no confirmed email. Please sign up with your email.`,
        );
      }
      let user = await findLiveUserByEmail(tx, identity.email);
      if (!user) {
        user = await createUser(tx, { email: identity.email, emailConfirmed: true, market, locale, localeChosen });
        await recordSignedUp(tx, user, timeZone);
      } else if (!user.emailConfirmedAt) {
        // The provider has confirmed the address, which is what the emailed code would have done.
        // Whoever signed up with it never proved it, so their password and sessions end: else
        // someone could register a victim's email first and keep a way in after the victim arrives.
        user = await updateUser(tx, user.id, { emailConfirmedAt: new Date(), passwordHash: null });
        await endUserSessions(tx, user.id, "credentials_changed");
      }
      await tx
        .insert(socialIdentities)
        .values({ id: newId(), userId: user.id, provider: identity.provider, subject: identity.subject });
      return user;
    });
  try {
    return await link();
  } catch (error) {
    // Two first sign-ins racing: the other one linked or created the account; this one finds it.
    if (isUniqueViolation(error)) return link();
    throw error;
  }
}
