import { useTranslation } from "react-i18next";
import { PageHeading } from "../components/page-heading";
import { PointValuesTable } from "../components/point-values-table";
import { waysToEarn, waysToRedeem } from "../components/ways-lists";
import { useOfferedSocialSignIns } from "../help/social-offered";

/** The journey in order; the earn and redeem steps list their options (shared with the about page). */
const journey = [
  { step: "signUp" },
  { step: "verify" },
  { step: "profile" },
  { step: "earn", options: waysToEarn.map((way) => `about.earn.${way}`) },
  { step: "redeem", options: waysToRedeem.map((way) => `about.redeem.${way}`) },
] as const;

/** Step by step from sign-up to redemption, and what points are worth; the layout's join banner follows. */
export function HowItWorkPage() {
  const { t, i18n } = useTranslation("public-site/about");
  const providers = useOfferedSocialSignIns(i18n.language);
  const stepText = (step: (typeof journey)[number]["step"]) =>
    step === "signUp" && providers
      ? t("howItWork.steps.signUp.textWithSocial", { providers })
      : t(`howItWork.steps.${step}.text`);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-16">
      <PageHeading title={t("howItWork.title")} lead={t("howItWork.lead")} />

      <ol className="mt-10 space-y-6">
        {journey.map((item, index) => (
          <li key={item.step} className="flex gap-4 rounded-2xl border border-brand-100 p-5 shadow-sm sm:p-6">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="text-xl font-semibold text-gray-900">{t(`howItWork.steps.${item.step}.title`)}</h2>
              <p className="mt-1 text-gray-700">{stepText(item.step)}</p>
              {"options" in item && (
                <ul className="mt-3 list-disc space-y-1 ps-5 text-gray-800 marker:text-brand-700">
                  {item.options.map((option) => (
                    <li key={option}>{t(option)}</li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ol>

      <section aria-labelledby="points-title" className="mt-14">
        <h2 id="points-title" className="text-2xl font-bold text-gray-900">
          {t("howItWork.points.title")}
        </h2>
        <p className="mt-3 text-gray-700">{t("howItWork.points.cents")}</p>
        <PointValuesTable />
        <p className="mt-6 rounded-2xl bg-brand-50 p-5 text-gray-800">{t("howItWork.points.expiry")}</p>
      </section>
    </div>
  );
}
