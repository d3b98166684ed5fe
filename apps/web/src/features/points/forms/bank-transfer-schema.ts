import { bankFieldLimits, type RedeemRate } from "@rewards/contracts";
import { z } from "zod";
import { type BankValidationKey, pointsProblem } from "./bank-transfer-form";

// The bank transfer form's checks, apart from bank-transfer-form.ts so that the redeem screen
// loads them (and zod) after it paints (components/form/lazy-resolver.ts).

const accountNumberPattern = new RegExp(
  `^\\d{${bankFieldLimits.accountNumberMin},${bankFieldLimits.accountNumberMax}}$`,
);
const bankText = z
  .string()
  .trim()
  .min(1, "required" satisfies BankValidationKey)
  .max(bankFieldLimits.nameMax, "tooLong" satisfies BankValidationKey);

/** The bank transfer form, checked as the server will check it, so a mistake shows before sending. */
export function bankTransferForm(rate: RedeemRate, balance: number, locale: string) {
  return z.object({
    point: z.string().superRefine((text, context) => {
      const problem = pointsProblem(text, locale, rate, balance);
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
