import type {
  confirmEmailRequest,
  confirmPhoneRequest,
  doneAnswer,
  emailChangeConfirmRequest,
  emailChangeRequest,
  ProfileData,
  profileAnswer,
  sentAnswer,
  updatePasswordRequest,
  updateProfileRequest,
} from "@rewards/contracts";
import type { z } from "zod";
import { callApi } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { profileQuery } from "../../../shared/profile";

/** Every call that changes the profile answers with the whole profile: it replaces the cached one. */
function keep(answer: z.infer<typeof profileAnswer>): ProfileData {
  queryClient.setQueryData(profileQuery.queryKey, answer.data);
  return answer.data;
}

/** POST: the spec's GET twin is for token clients only (a GET never sends anything on a cookie). */
export async function resendEmailCode() {
  return (await callApi<typeof sentAnswer>("main", "profile/resend_mail_confirmation_code", { method: "POST" })).data;
}

export async function confirmEmail(code: string): Promise<ProfileData> {
  const body: z.input<typeof confirmEmailRequest> = { code };
  return keep(await callApi<typeof profileAnswer>("main", "profile/mail_confirm", { method: "POST", body }));
}

/** What `PUT profile` may change; every field is optional. */
export type ProfileChanges = z.input<typeof updateProfileRequest>["user_profile"];

/** `birth_day` is sent as the shifted instant (forms/birthday.ts); the server keeps its UTC date. */
export async function updateProfile(changes: ProfileChanges): Promise<ProfileData> {
  const body: z.input<typeof updateProfileRequest> = { user_profile: changes };
  return keep(await callApi<typeof profileAnswer>("main", "profile", { method: "PUT", body }));
}

/** The fresh proof a phone, email or password change carries in the same request. */
export type StepUpProofValue = { current_password: string } | { email_code: string };

/**
 * Replaces a confirmed phone number: the server wants the current password, or for an account
 * without one the code `sendStepUpCode` emailed, in the same request. The new number then needs
 * its texted code, like the first one.
 */
export async function changePhone(
  phone: Pick<NonNullable<ProfileChanges>, "country_code" | "phone_number">,
  proof: StepUpProofValue,
): Promise<ProfileData> {
  const body: z.input<typeof updateProfileRequest> = { user_profile: phone, ...proof };
  return keep(await callApi<typeof profileAnswer>("main", "profile", { method: "PUT", body }));
}

/** A new password for the signed-in member; the other devices are signed out, this one stays. */
export async function updatePassword(
  proof: StepUpProofValue,
  values: { password: string; password_confirmation: string },
): Promise<void> {
  const body: z.input<typeof updatePasswordRequest> = { ...proof, ...values };
  await callApi<typeof doneAnswer>("main", "user_password", { method: "PUT", body });
}

/** Sends a code to the new address (the answer is 'sent' whether or not the address has an account). */
export async function startEmailChange(newEmail: string, proof: StepUpProofValue) {
  const body: z.input<typeof emailChangeRequest> = { new_email: newEmail, ...proof };
  return (await callApi<typeof sentAnswer>("main", "profile/email_change", { method: "POST", body })).data;
}

/** The code from the new address makes it the account's email. */
export async function confirmEmailChange(newEmail: string, code: string): Promise<ProfileData> {
  const body: z.input<typeof emailChangeConfirmRequest> = { new_email: newEmail, code };
  return keep(await callApi<typeof profileAnswer>("main", "profile/email_change/confirm", { method: "POST", body }));
}

/** Emails the current address the code that stands in for a password (social sign-in accounts). */
export async function sendStepUpCode() {
  return (await callApi<typeof sentAnswer>("main", "profile/step_up_code", { method: "POST" })).data;
}

export async function resendPhoneCode() {
  return (await callApi<typeof sentAnswer>("main", "profile/resend_otp_confirmation_code", { method: "POST" })).data;
}

/** The server also sets `loggedIn=true`: the user is a member from now on. */
export async function confirmPhone(code: string): Promise<ProfileData> {
  const body: z.input<typeof confirmPhoneRequest> = { phone_token: code };
  return keep(await callApi<typeof profileAnswer>("main", "profile/phone_confirm", { method: "POST", body }));
}

export async function uploadAvatar(file: File): Promise<ProfileData> {
  const body = new FormData();
  body.append("avatar", file);
  return keep(await callApi<typeof profileAnswer>("main", "profile/avatar", { method: "POST", body }));
}
