import {
  changePasswordRequest,
  doneAnswer,
  facebookLoginRequest,
  idTokenLoginRequest,
  passwordResetRequest,
  type SignInData,
  type SocialProvider,
  sentAnswer,
  signInAnswer,
  signInRequest,
  signUpAnswer,
  signUpRequest,
  socialProvidersAnswer,
  unregisterRequest,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "../../../lib/api";

/** Each body is checked against its contract before it leaves (the email is trimmed and lowercased). */
export async function signIn(body: z.input<typeof signInRequest>): Promise<SignInData> {
  return (await callApi("main", "users/sign_in", signInAnswer, { method: "POST", body: signInRequest.parse(body) }))
    .data;
}

export async function signUp(body: z.input<typeof signUpRequest>) {
  return callApi("main", "users", signUpAnswer, { method: "POST", body: signUpRequest.parse(body) });
}

export const socialProvidersQuery = queryOptions({
  queryKey: ["social-providers"],
  queryFn: async ({ signal }) =>
    (await callApi("main", "users/social_providers", socialProvidersAnswer, { signal })).data,
  staleTime: Number.POSITIVE_INFINITY,
});

/** Google and Apple send the ID token they gave us; Facebook its access token. */
export async function socialSignIn(provider: SocialProvider, token: string): Promise<SignInData> {
  const body =
    provider === "facebook"
      ? facebookLoginRequest.parse({ token })
      : idTokenLoginRequest.parse({ user: { id_token: token } });
  return (await callApi("main", `users/${provider}_login`, signInAnswer, { method: "POST", body })).data;
}

/** Answers the same whether or not an account has this email. */
export async function sendPasswordCode(email: string) {
  const body = passwordResetRequest.parse({ email });
  return (await callApi("main", "user_password/sent_verify", sentAnswer, { method: "POST", body })).data;
}

export async function changePassword(body: z.input<typeof changePasswordRequest>): Promise<void> {
  await callApi("main", "user_password/change_password", doneAnswer, {
    method: "POST",
    body: changePasswordRequest.parse(body),
  });
}

/** Deletes the account for good (all points are lost); the server clears the session cookies. */
export async function unregister(): Promise<void> {
  await callApi("main", "users", doneAnswer, { method: "DELETE", body: unregisterRequest.parse({ confirm: true }) });
}
