import { supportMessageLimits, supportTopics } from "@rewards/contracts";
import { z } from "zod";

/** The contact form's own checks, with catalog keys as messages; the server checks the same again. */
export const contactForm = z.object({
  email: z.email("email"),
  name: z.string().max(80),
  topic: z.enum(supportTopics),
  message: z.string().trim().min(supportMessageLimits.min, "message").max(supportMessageLimits.max),
});
export type ContactValues = z.infer<typeof contactForm>;
