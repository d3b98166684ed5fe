import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { formatPoints } from "../../../lib/format";
import { earnPointsQuery } from "../api/home-api";
import { earnWayText } from "../lib/earn-ways";

/** `/home/earn-point`: every way to earn and what each pays now, from the settings and the data. */
export function EarnPointPage() {
  const { t, i18n } = useTranslation("home");
  const ways = useQuery(earnPointsQuery);
  const points = (value: number) => formatPoints(value, i18n.language);

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{t("earn.title")}</h1>
        <p className="mt-1 text-gray-700">{t("earn.lead")}</p>
      </header>
      {ways.isPending && (
        <div role="status" aria-label={t("loading")} className="space-y-3">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <div key={index} className="h-20 animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none" />
          ))}
        </div>
      )}
      {ways.isError && (
        <div className="rounded-xl border border-red-100 bg-red-50 p-4 text-center">
          <p role="alert" className="font-medium text-red-800">
            {t("failed")}
          </p>
          <button type="button" onClick={() => void ways.refetch()} className={`${smallSecondaryButton} mt-3`}>
            {t("retry")}
          </button>
        </div>
      )}
      {ways.data && (
        <ul className="space-y-3">
          {ways.data.map((way) => {
            const text = earnWayText(way, points);
            return (
              <li key={way.key}>
                {way.available ? (
                  <Link
                    to={way.path}
                    data-testid={`earn-way-${way.key}`}
                    className={`${wayCard} hover:border-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700`}
                  >
                    <WayText title={t(`ways.${way.key}.title`)} text={t(text.key, text.values)} />
                    <span aria-hidden="true" className="shrink-0 text-xl text-gray-400">
                      ›
                    </span>
                  </Link>
                ) : (
                  // Not launched yet: told, but no link to a placeholder.
                  <div data-testid={`earn-way-${way.key}`} className={wayCard}>
                    <WayText title={t(`ways.${way.key}.title`)} text={t(text.key, text.values)} />
                    <span className="shrink-0 rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700">
                      {t("menu.soon")}
                    </span>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-gray-600">{t("earn.note")}</p>
    </div>
  );
}

const wayCard = "flex min-h-20 items-center gap-3 rounded-2xl border border-gray-100 bg-white p-4 shadow-sm";

function WayText({ title, text }: { title: string; text: string }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block font-bold text-gray-900">{title}</span>
      <span className="mt-0.5 block text-sm text-gray-700">{text}</span>
    </span>
  );
}
