import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-error";

/** A failure in the member's words when the catalog has it; the server's message otherwise. */
export function useSurveyErrorText() {
  const { t } = useTranslation("surveys");
  return (error: unknown): string => (error instanceof ApiError ? error.message : t("errors.generic"));
}
