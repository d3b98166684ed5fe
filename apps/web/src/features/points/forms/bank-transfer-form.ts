import { bankFieldLimits, type RedeemRate, type WithdrawRequest } from "@rewards/contracts";
import { z } from "zod";

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

const accountNumberPattern = new RegExp(
  `^\\d{${bankFieldLimits.accountNumberMin},${bankFieldLimits.accountNumberMax}}$`,
);
const bankText = z
  .string()
  .trim()
  .min(1, "required" satisfies BankValidationKey)
  .max(bankFieldLimits.nameMax, "tooLong" satisfies BankValidationKey);

/** The bank transfer form, checked as the server will check it, so a mistake shows before sending. */
export function bankTransferForm(rate: RedeemRate, balance: number) {
  return z.object({
    point: z.string().superRefine((text, context) => {
      const problem = pointsProblem(text, rate, balance);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
    bank_name: bankText,
    account_name: bankText,
    account_number: z
      .string()
      .trim()
      .min(1, "required" satisfies BankValidationKey)
      .refine(
        (value) => accountNumberPattern.test(value.replace(/[\s-]/g, "")),
        "accountNumber" satisfies BankValidationKey,
      ),
  });
}
export type BankTransferValues = z.input<ReturnType<typeof bankTransferForm>>;

/** The form's values as `POST phone_cards/withdraw` takes them. */
export function withdrawBody(values: BankTransferValues): WithdrawRequest {
  return {
    point: parsePoints(values.point) ?? 0,
    bank_name: values.bank_name.trim(),
    account_name: values.account_name.trim(),
    account_number: values.account_number,
  };
}
