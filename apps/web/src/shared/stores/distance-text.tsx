import { useTranslation } from "react-i18next";
import { distanceParts } from "./distance";

/** "1.2 km" from the member's place; nothing when the server had no place to measure from. */
export function DistanceText({ metres }: { metres: number | null }) {
  const { t, i18n } = useTranslation("shared/stores");
  if (metres === null) return null;
  const { unit, value } = distanceParts(metres, i18n.language);
  return (
    <span data-testid="store-distance">{t(unit === "m" ? "store.distanceM" : "store.distanceKm", { value })}</span>
  );
}
