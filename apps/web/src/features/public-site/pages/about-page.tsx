import { useTranslation } from "react-i18next";
import { PageHeading } from "../components/page-heading";
import { StartActions } from "../components/start-actions";
import { waysToEarn, waysToRedeem } from "../components/ways-lists";

const audiences = ["indonesia", "vietnam", "english"] as const;

/** What the product is and whom it serves, for visitors deciding whether to join. */
export function AboutPage() {
  const { t } = useTranslation("public-site/about");
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
      <PageHeading title={t("about.title")} lead={t("about.lead")} />

      <section aria-labelledby="audience-title" className="mt-14">
        <h2 id="audience-title" className="text-2xl font-bold text-gray-900">
          {t("about.audience.title")}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {audiences.map((audience) => (
            <li key={audience} className="rounded-2xl border border-brand-100 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-gray-900">{t(`about.audience.${audience}.title`)}</h3>
              <p className="mt-2 text-gray-700">{t(`about.audience.${audience}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="earn-title">
          <h2 id="earn-title" className="text-2xl font-bold text-gray-900">
            {t("about.earn.title")}
          </h2>
          <ul className="mt-4 list-disc space-y-2 ps-6 text-gray-800 marker:text-brand-700">
            {waysToEarn.map((way) => (
              <li key={way}>{t(`about.earn.${way}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="redeem-title">
          <h2 id="redeem-title" className="text-2xl font-bold text-gray-900">
            {t("about.redeem.title")}
          </h2>
          <ul className="mt-4 list-disc space-y-2 ps-6 text-gray-800 marker:text-brand-700">
            {waysToRedeem.map((way) => (
              <li key={way}>{t(`about.redeem.${way}`)}</li>
            ))}
          </ul>
        </section>
      </div>

      <StartActions className="mt-14" />
    </div>
  );
}
