import { useTranslation } from "react-i18next";
import { formatPoints } from "../../../lib/format";
import { refusalOf } from "./error-key";

/** The words for a refused step, its amounts (a shortfall, a changed quote) written as the member writes numbers. */
export function useRefusalText(): (error: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation("job-posts");
  return (error, fallback = "errors.failed") => {
    const refusal = refusalOf(error, fallback);
    // Amounts written as the member writes numbers.
    const values = Object.fromEntries(
      Object.entries(refusal.values ?? {}).map(([name, value]) => [
        name,
        typeof value === "number" ? formatPoints(value, i18n.language) : value,
      ]),
    );
    return t(refusal.key, values);
  };
}
