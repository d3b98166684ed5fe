import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { usePlace } from "../lib/use-place";

/** Whether distances can show, and the button that shares the worker's place. */
export function PlaceLine() {
  const { t } = useTranslation("jobs");
  const { place, status, locate } = usePlace();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 text-sm text-gray-700">
      <p className="min-w-0 flex-1" role={status === "refused" ? "alert" : undefined}>
        {status === "refused" ? t("place.refused") : place ? t("place.known") : t("place.unknown")}
      </p>
      <button type="button" className={smallSecondaryButton} onClick={locate} disabled={status === "asking"}>
        {status === "asking" ? t("place.asking") : place ? t("place.refresh") : t("place.share")}
      </button>
    </div>
  );
}
