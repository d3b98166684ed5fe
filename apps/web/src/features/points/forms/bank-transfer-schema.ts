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
  return z
    .object({
      point: z.string().superRefine((text, context) => {
        const problem = pointsProblem(text, locale, rate, balance);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
      channel_code: z.string(),
      bank_name: z.string(),
      account_name: bankText,
      account_number: z
        .string()
        .trim()
        .min(1, "required" satisfies BankValidationKey)
        .refine(
          (value) => accountNumberPattern.test(value.replace(/[\s-]/g, "").replace(/^\+/, "")),
          "accountNumber" satisfies BankValidationKey,
        ),
    })
    .superRefine((values, context) => {
      // A channel names the bank; only another bank, paid by hand, needs its name typed.
      if (values.channel_code) return;
      const name = bankText.safeParse(values.bank_name);
      if (!name.success) {
        context.addIssue({ code: "custom", path: ["bank_name"], message: name.error.issues[0]?.message ?? "required" });
      }
    });
}
