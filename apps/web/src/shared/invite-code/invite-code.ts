/**
 * The invite code of a share link, kept in the browser between the invitation page and sign-up
 * (which may happen days later, or after the visitor browsed other pages).
 */
const storageKey = "inviteCode";

/** Letters and digits only, 4 to 32 of them: anything else is a damaged or forged link. */
const inviteCodePattern = /^[A-Za-z0-9]{4,32}$/;

export function isInviteCode(value: unknown): value is string {
  return typeof value === "string" && inviteCodePattern.test(value);
}

/** The code of a share link: `?invite_code=` as the app shares it, `?code=` as older links did. */
export function inviteCodeFromQuery(search: URLSearchParams): string | null {
  const code = (search.get("invite_code") ?? search.get("code"))?.trim();
  return isInviteCode(code) ? code : null;
}

/** Storage is missing outside a browser and throws when the visitor blocks it; both mean "none". */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readInviteCode(): string | null {
  try {
    const code = storage()?.getItem(storageKey);
    return isInviteCode(code) ? code : null;
  } catch {
    return null;
  }
}

/** Keeps a valid code for sign-up; an invalid one is ignored so it never replaces a good one. */
export function rememberInviteCode(code: string): void {
  if (!isInviteCode(code)) return;
  try {
    storage()?.setItem(storageKey, code);
  } catch {
    // A full or blocked storage only costs the prefill: the visitor can still type the code.
  }
}
