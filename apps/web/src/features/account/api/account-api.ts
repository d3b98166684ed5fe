import type {
  changePasswordRequest,
  doneAnswer,
  SignInData,
  SocialProvider,
  sentAnswer,
  signInAnswer,
  signInRequest,
  signUpAnswer,
  signUpRequest,
} from "@rewards/contracts";
import type { z } from "zod";
import { callApi } from "../../../lib/api";

/** The request schemas, loaded with the first call rather than with the sign-in and sign-up screens. */
const requests = () => import("./requests");

/** Each body is checked against its contract before it leaves (the email is trimmed and lowercased). */
export async function signIn(body: z.input<typeof signInRequest>): Promise<SignInData> {
  return (
    await callApi<typeof signInAnswer>("main", "users/sign_in", {
      method: "POST",
      body: (await requests()).signInRequest.parse(body),
    })
  ).data;
}

export async function signUp(body: z.input<typeof signUpRequest>) {
  return callApi<typeof signUpAnswer>("main", "users", {
    method: "POST",
    body: (await requests()).signUpRequest.parse(body),
  });
}

/** Google and Apple send the ID token they gave us; Facebook its access token. */
export async function socialSignIn(provider: SocialProvider, token: string): Promise<SignInData> {
  const body =
    provider === "facebook"
      ? (await requests()).facebookLoginRequest.parse({ token })
      : (await requests()).idTokenLoginRequest.parse({ user: { id_token: token } });
  return (await callApi<typeof signInAnswer>("main", `users/${provider}_login`, { method: "POST", body })).data;
}

/** Answers the same whether or not an account has this email. */
export async function sendPasswordCode(email: string) {
  const body = (await requests()).passwordResetRequest.parse({ email });
  return (await callApi<typeof sentAnswer>("main", "user_password/sent_verify", { method: "POST", body })).data;
}

export async function changePassword(body: z.input<typeof changePasswordRequest>): Promise<void> {
  await callApi<typeof doneAnswer>("main", "user_password/change_password", {
    method: "POST",
    body: (await requests()).changePasswordRequest.parse(body),
  });
}

/** Deletes the account for good (all points are lost); the server clears the session cookies. */
export async function unregister(): Promise<void> {
  await callApi<typeof doneAnswer>("main", "users", {
    method: "DELETE",
    body: (await requests()).unregisterRequest.parse({ confirm: true }),
  });
}
