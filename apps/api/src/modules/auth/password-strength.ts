import { errorCodes } from "@rewards/contracts";
import { AppError } from "../../http/app-error.js";

/**
 * Which passwords the product refuses: those an attacker tries first. zxcvbn-ts estimates how many
 * guesses a password takes against its common-password list, English words and names, keyboard
 * walks, repeats and sequences, and the member's own email and name. A password is refused when
 * it is one common password on its own (in any case or l33t spelling), when it is built from the
 * member's email or name, or when its estimate is under a million guesses (zxcvbn score 0 or 1).
 * Passphrases with spaces pass on their length.
 */
export const weakPasswordMessage = "This password is too easy to guess. Please choose a longer one.";
export const commonPasswordMessage = "This password is too common. Please choose another.";
export const passwordLikeAccountMessage = "This password is too close to your email or name. Please choose another.";

/** Under this zxcvbn score (1: fewer than about a million guesses) a password is refused. */
const minimumScore = 2;

type Checker = (password: string, userInputs: string[]) => "weak" | "common" | "like_account" | null;

let loading: Promise<Checker> | null = null;

/**
 * The dictionaries (some 200,000 words) take a few hundred milliseconds to load and index, so they
 * load once per process, started when the server starts (`warmPasswordChecker`), never per request
 * and never in the web bundle.
 */
export function passwordChecker(): Promise<Checker> {
  loading ??= loadChecker().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function warmPasswordChecker(): Promise<void> {
  return passwordChecker().then(() => undefined);
}

async function loadChecker(): Promise<Checker> {
  const [{ ZxcvbnFactory }, common, en] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    // The estimate's cost grows with length; a password whose first 100 characters are strong is.
    maxLength: 100,
  });
  return (password, userInputs) => {
    const result = zxcvbn.check(password, userInputs);
    const whole = result.sequence.length === 1 ? result.sequence[0] : undefined;
    const wholeDictionary = whole?.pattern === "dictionary" ? whole.dictionaryName : undefined;
    const fromAccount = result.sequence.some(
      (match) => match.pattern === "dictionary" && match.dictionaryName === "userInputs",
    );
    if (wholeDictionary === "userInputs" || (fromAccount && result.score < minimumScore)) return "like_account";
    if (wholeDictionary === "passwords-common") return "common";
    if (result.score < minimumScore) return "weak";
    return null;
  };
}

/** The words of the member's own that a password must not be built from: the email, its parts, the name. */
export function accountWords(account: { email: string; name?: string | null; lastName?: string | null }): string[] {
  const [local = "", domain = ""] = account.email.toLowerCase().split("@");
  const names = [account.name, account.lastName].flatMap((name) => (name ? name.trim().split(/\s+/) : []));
  return [account.email, local, ...local.split(/[._+-]+/), domain.split(".")[0] ?? "", ...names].filter(
    (word) => word.length >= 3,
  );
}

/** Refuses a new password (sign-up, reset, change) in the error envelope, on the given field. */
export async function assertPasswordAllowed(password: string, field: string, userInputs: string[]): Promise<void> {
  const verdict = (await passwordChecker())(password, userInputs);
  if (verdict === "common") throw new AppError(400, errorCodes.commonPassword, commonPasswordMessage, field);
  if (verdict === "like_account")
    throw new AppError(400, errorCodes.passwordLikeAccount, passwordLikeAccountMessage, field);
  if (verdict === "weak") throw new AppError(400, errorCodes.weakPassword, weakPasswordMessage, field);
}
