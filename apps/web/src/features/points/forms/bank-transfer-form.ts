import { type RedeemRate, readWholeNumber, type WithdrawRequest } from "@rewards/contracts";

/** The form's own errors: keys under `validation.` in the points catalog. */
export type BankValidationKey = "required" | "tooLong" | "wholePoints" | "threshold" | "notEnough" | "accountNumber";

/**
 * Points as typed in the member's language: whole, with its thousands marks allowed (`1.000` in id
 * and vi, `1,000` in en); `12.5` is not whole, never 125 (`readWholeNumber` in the contracts).
 */
export function parsePoints(text: string, locale: string): number | null {
  const points = readWholeNumber(text, locale);
  return points !== null && points >= 0 && points <= 9_999_999_999 ? points : null;
}

/** What is wrong with the points typed, against the market's threshold and the balance. */
export function pointsProblem(
  text: string,
  locale: string,
  rate: RedeemRate,
  balance: number,
): BankValidationKey | null {
  if (text.trim() === "") return "required";
  const points = parsePoints(text, locale);
  if (points === null || points === 0) return "wholePoints";
  if (points < rate.minimumCents) return "threshold";
  if (points > balance) return "notEnough";
  return null;
}

/** The bank transfer form's values as typed; `channel_code` empty: another bank, paid by hand. */
export type BankTransferValues = {
  point: string;
  channel_code: string;
  bank_name: string;
  account_name: string;
  account_number: string;
};

/** The form's values as `POST phone_cards/withdraw` takes them. */
export function withdrawBody(values: BankTransferValues, locale: string, channelName?: string): WithdrawRequest {
  return {
    point: parsePoints(values.point, locale) ?? 0,
    bank_name: values.channel_code ? (channelName ?? values.channel_code) : values.bank_name.trim(),
    account_name: values.account_name.trim(),
    account_number: values.account_number,
    ...(values.channel_code ? { channel_code: values.channel_code } : {}),
  };
}
