import { markets } from "@rewards/contracts";
import { z } from "zod";
import { emailInput, repeatedInput } from "./validators";

/** Sign-in: the email, the password as typed (only required here) and the market. */
export const signInForm = z.object({ email: emailInput, password: repeatedInput, country: z.enum(markets) });
