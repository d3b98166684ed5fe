import type { RedeemRate, WithdrawRequest } from "@rewards/contracts";

/** The form's own errors: keys under `validation.` in the points catalog. */
export type BankValidationKey = "required" | "tooLong" | "wholePoints" | "threshold" | "notEnough" | "accountNumber";

/** Points as typed: digits, with the locale's group separators (`1.000`, `1,000`) allowed. */
export function parsePoints(text: string): number | null {
  const digits = text.replace(/[\s.,]/g, "");
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}

/** What is wrong with the points typed, against the market's threshold and the balance. */
export function pointsProblem(text: string, rate: RedeemRate, balance: number): BankValidationKey | null {
  if (text.trim() === "") return "required";
  const points = parsePoints(text);
  if (points === null || points === 0) return "wholePoints";
  if (points < rate.minimumCents) return "threshold";
  if (points > balance) return "notEnough";
  return null;
}

/** The bank transfer form's values as typed. */
export type BankTransferValues = { point: string; bank_name: string; account_name: string; account_number: string };

/** The form's values as `POST phone_cards/withdraw` takes them. */
export function withdrawBody(values: BankTransferValues): WithdrawRequest {
  return {
    point: parsePoints(values.point) ?? 0,
    bank_name: values.bank_name.trim(),
    account_name: values.account_name.trim(),
    account_number: values.account_number,
  };
}
