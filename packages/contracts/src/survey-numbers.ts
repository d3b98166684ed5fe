import { z } from "zod";
import { surveyLimits, surveyMessages } from "./survey-rules.js";

/** A number answer, and a number question's bounds: a double precision column, kept exact. */
export const numberAnswer = z
  .number()
  .min(-surveyLimits.numberMax, surveyMessages.invalidInput)
  .max(surveyLimits.numberMax, surveyMessages.invalidInput);
