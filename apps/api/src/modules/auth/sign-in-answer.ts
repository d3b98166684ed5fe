import type { SignInData } from "@rewards/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { accountSummary, type User } from "../users/index.js";
import { isWebClient, setSessionCookies } from "./cookies.js";

/**
 * The answer to every kind of sign-in. The web app gets its session as an httpOnly cookie and no
 * token in the body; native and API clients get `auth_token` to send as the `token` header.
 */
export function signedIn(request: FastifyRequest, reply: FastifyReply, user: User, token: string): SignInData {
  const account = accountSummary(user);
  const web = isWebClient(request);
  if (web) setSessionCookies(request, reply, token, account.phone_confirmed);
  return {
    auth_token: web ? null : token,
    phone_confirmed: account.phone_confirmed,
    user_profile: { country_code: user.countryCode, user_id: user.id },
    account,
  };
}
