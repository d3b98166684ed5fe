import { codeField } from "@rewards/contracts";
import { z } from "zod";

/** The texted code that confirms a bank transfer: required, then the six digits of any code. */
export const otpForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, "required")
    .refine((code) => codeField.safeParse(code).success, "invalidCode"),
});
