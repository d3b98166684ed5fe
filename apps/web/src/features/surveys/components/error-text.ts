import { errorCodes, surveyMessages } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";
import { retryWaitText } from "../../../lib/retry-wait";

/** The spec's answer messages by their English wording, as the server sends them for a field. */
const validationKeys = new Map<string, string>(Object.entries(surveyMessages).map(([key, text]) => [text, key]));

/** Refusals that will not change by trying again: the page says why and leads back to the list. */
const finalRefusals = new Set<string | number>([
  errorCodes.surveyAlreadyAnswered,
  errorCodes.surveyNotOpen,
  errorCodes.surveyExpired,
  errorCodes.surveyFull,
  errorCodes.surveyNotEligible,
  errorCodes.surveyCheckInRequired,
]);

export const isFinalRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && finalRefusals.has(error.code);

/**
 * The catalog key for a failure: the server's code when the catalog has it, else the spec's
 * message for an answer the server refused; null when only the server's own message will do.
 */
export function surveyErrorKey(error: unknown, inCatalog: (key: string) => boolean): string | null {
  if (!(error instanceof ApiError)) return "errors.generic";
  const byCode = `errors.${error.code}`;
  if (inCatalog(byCode)) return byCode;
  const validation = validationKeys.get(error.message);
  return validation && inCatalog(`validation.${validation}`) ? `validation.${validation}` : null;
}

/** A failure in the member's words (see `surveyErrorKey`), else the server's message. */
export function useSurveyErrorText() {
  const { t, i18n } = useTranslation("surveys");
  const { t: shell } = useTranslation();
  return (error: unknown): string => {
    const wait = retryWaitText(error, shell);
    if (wait) return wait;
    const key = surveyErrorKey(error, (candidate) => i18n.exists(candidate, { ns: "surveys" }));
    return key ? t(key) : (error as Error).message;
  };
}
