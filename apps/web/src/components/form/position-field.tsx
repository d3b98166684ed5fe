import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { smallSecondaryButton } from "../ui/buttons";

export type Position = { lat: number; lng: number } | null;

/**
 * A map position taken from the device's location (a worker's home area, an onsite job's place), so
 * people nearby find it first. Its words come from the feature that shows it: `ns` and `keyPrefix`
 * name where its `location`, `locationSet`, `locationNone`, `useLocation`, `locating`,
 * `locationUnavailable` (and, when it can be cleared, `clearLocation`) are.
 */
export function PositionField({
  ns,
  keyPrefix,
  position,
  error,
  onChange,
  clearable = false,
  testId,
  className = "",
}: {
  ns: string;
  keyPrefix: string;
  position: Position;
  error?: string | undefined;
  onChange: (position: Position) => void;
  clearable?: boolean;
  testId: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation(ns, { keyPrefix });
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!("geolocation" in navigator)) {
      toast.error(t("locationUnavailable"));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        // Six decimals is about 10 cm: more would only pretend to a precision phones do not have.
        onChange({ lat: Number(coords.latitude.toFixed(6)), lng: Number(coords.longitude.toFixed(6)) });
      },
      () => {
        setLocating(false);
        toast.error(t("locationUnavailable"));
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  const figure = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  return (
    <div className={className}>
      <p className="text-sm font-medium text-gray-800">{t("location")}</p>
      <p className="mt-1 text-sm text-gray-700" data-testid={testId}>
        {position
          ? t("locationSet", { lat: figure.format(position.lat), lng: figure.format(position.lng) })
          : t("locationNone")}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={locate} disabled={locating} className={smallSecondaryButton}>
          {locating ? t("locating") : t("useLocation")}
        </button>
        {clearable && position && (
          <button type="button" onClick={() => onChange(null)} className={smallSecondaryButton}>
            {t("clearLocation")}
          </button>
        )}
      </div>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
