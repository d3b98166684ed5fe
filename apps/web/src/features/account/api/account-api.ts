import {
  changePasswordRequest,
  type doneAnswer,
  facebookLoginRequest,
  idTokenLoginRequest,
  passwordResetRequest,
  type SignInData,
  type SocialProvider,
  type sentAnswer,
  type signInAnswer,
  signInRequest,
  type signUpAnswer,
  signUpRequest,
  unregisterRequest,
} from "@rewards/contracts";
import type { z } from "zod";
import { callApi } from "../../../lib/api";

/** Each body is checked against its contract before it leaves (the email is trimmed and lowercased). */
export async function signIn(body: z.input<typeof signInRequest>): Promise<SignInData> {
  return (
    await callApi<typeof signInAnswer>("main", "users/sign_in", { method: "POST", body: signInRequest.parse(body) })
  ).data;
}

export async function signUp(body: z.input<typeof signUpRequest>) {
  return callApi<typeof signUpAnswer>("main", "users", { method: "POST", body: signUpRequest.parse(body) });
}

/** Google and Apple send the ID token they gave us; Facebook its access token. */
export async function socialSignIn(provider: SocialProvider, token: string): Promise<SignInData> {
  const body =
    provider === "facebook"
      ? facebookLoginRequest.parse({ token })
      : idTokenLoginRequest.parse({ user: { id_token: token } });
  return (await callApi<typeof signInAnswer>("main", `users/${provider}_login`, { method: "POST", body })).data;
}

/** Answers the same whether or not an account has this email. */
export async function sendPasswordCode(email: string) {
  const body = passwordResetRequest.parse({ email });
  return (await callApi<typeof sentAnswer>("main", "user_password/sent_verify", { method: "POST", body })).data;
}

export async function changePassword(body: z.input<typeof changePasswordRequest>): Promise<void> {
  await callApi<typeof doneAnswer>("main", "user_password/change_password", {
    method: "POST",
    body: changePasswordRequest.parse(body),
  });
}

/** Deletes the account for good (all points are lost); the server clears the session cookies. */
export async function unregister(): Promise<void> {
  await callApi<typeof doneAnswer>("main", "users", {
    method: "DELETE",
    body: unregisterRequest.parse({ confirm: true }),
  });
}
