import { z } from "zod";
import { emailInput, repeatedInput } from "./validators";

/**
 * Sign-in: the email and the password as typed (only required here). No market: a signed-in
 * member's market is their account's, so a choice here would change nothing they could see.
 */
export const signInForm = z.object({ email: emailInput, password: repeatedInput });
