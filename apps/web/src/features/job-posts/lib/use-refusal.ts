import { useTranslation } from "react-i18next";
import { formatPoints } from "../../../lib/format";
import { refusalOf } from "./error-key";

/** The words for a refused step, the shortfall written as the member writes numbers. */
export function useRefusalText(): (error: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation("job-posts");
  return (error, fallback = "errors.failed") => {
    const refusal = refusalOf(error, fallback);
    const shortfall = refusal.values?.shortfall;
    return t(refusal.key, typeof shortfall === "number" ? { shortfall: formatPoints(shortfall, i18n.language) } : {});
  };
}
