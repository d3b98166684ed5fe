import type { signUpRequest } from "@rewards/contracts";
import type { z } from "zod";
import type { SignUpValues } from "./sign-up-form";

/** The server's names for the form's fields, so its errors land on the right one. */
export const signUpServerFields = {
  "user.email": "email",
  "user.password": "password",
  "user.password_confirmation": "password_confirmation",
  "user.invite_code": "invite_code",
} as const;

/**
 * `POST users`: the invite code, the shop (`store_id`, `visit`) of the page's query string and the
 * app's version go only when present (spec section 5).
 */
export function signUpBody(
  values: SignUpValues,
  query: URLSearchParams,
  version: string | undefined,
): z.input<typeof signUpRequest> {
  const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    user: {
      email: values.email,
      password: values.password,
      password_confirmation: values.password_confirmation,
      invite_code: present(values.invite_code),
    },
    store_id: present(query.get("store_id")),
    visit: present(query.get("visit")),
    version: present(version),
  };
}
