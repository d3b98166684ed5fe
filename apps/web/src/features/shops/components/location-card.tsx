import { useTranslation } from "react-i18next";
import { primaryButton, textLink } from "../../../components/ui/buttons";
import { type CityId, cityIds } from "../../../shared/stores";
import { useShopLocation } from "../lib/use-shop-location";

/**
 * Where the member looks for shops. The browser's prompt comes only after this card said why
 * (a prompt out of the blue is mostly refused, and a refusal is hard to undo); refused or
 * unavailable, a city stands in. With a place chosen it is one line with 'Change'.
 */
export function LocationCard() {
  const { t } = useTranslation("shops");
  const { location, status, askDevice, chooseCity, change } = useShopLocation();

  if (location && (status === "idle" || status === "asking")) return <LocationLine />;

  const picking = status === "refused" || status === "picking";
  return (
    <section
      aria-labelledby="shop-location-title"
      data-testid="location-card"
      className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="shop-location-title" className="font-bold text-gray-900">
        {t("location.askTitle")}
      </h2>
      {status === "refused" ? (
        <p role="status" className="mt-1 text-sm text-gray-700">
          {t("location.refused")}
        </p>
      ) : (
        <p className="mt-1 text-sm text-gray-700">{t("location.askReason")}</p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {status !== "refused" && (
          <button type="button" className={primaryButton} onClick={askDevice} disabled={status === "asking"}>
            {status === "asking" ? t("location.asking") : t("location.askButton")}
          </button>
        )}
        {!picking && (
          <button type="button" className={textLink} onClick={change}>
            {t("location.pickCity")}
          </button>
        )}
      </div>
      {picking && <CityPicker onChoose={chooseCity} />}
    </section>
  );
}

function CityPicker({ onChoose }: { onChoose: (city: CityId) => void }) {
  const { t } = useTranslation("shops");
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-gray-800">{t("location.cityLabel")}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {cityIds.map((city) => (
          <button
            key={city}
            type="button"
            onClick={() => onChoose(city)}
            className="min-h-11 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:border-brand-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t(`location.cities.${city}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** 'Near you' or 'Near Jakarta', and a way to change it. */
export function LocationLine() {
  const { t } = useTranslation("shops");
  const { location, change } = useShopLocation();
  if (!location) return null;
  const where =
    location.source === "device"
      ? t("location.nearYou")
      : t("location.nearCity", { city: t(`location.cities.${location.source}`) });
  return (
    <p className="flex items-center gap-2 text-sm text-gray-700" data-testid="location-line">
      <span className="font-semibold text-gray-900">{where}</span>
      <button type="button" className={textLink} onClick={change}>
        {t("location.change")}
      </button>
    </p>
  );
}
