import { useTranslation } from "react-i18next";
import { helpCentreLinks, marketOf } from "../../../lib/external-links";
import { isLocale } from "../../../lib/i18n";
import { FaqAccordion } from "../components/faq-accordion";
import { textLink } from "../components/link-styles";
import { PageHeading } from "../components/page-heading";

/** The FAQ, then the way to the market's help centre for anything it does not answer. */
export function HelpPage() {
  const { t, i18n } = useTranslation("public-site");
  const market = marketOf(isLocale(i18n.language) ? i18n.language : "en");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <PageHeading title={t("help.title")} lead={t("help.lead")} />
      <FaqAccordion />
      <section aria-labelledby="more-help-title" className="mt-12 rounded-2xl bg-brand-50 p-6">
        <h2 id="more-help-title" className="text-xl font-bold text-gray-900">
          {t("help.more.title")}
        </h2>
        <p className="mt-2 text-gray-700">{t("help.more.text")}</p>
        <a href={helpCentreLinks[market]} className={`mt-4 inline-block ${textLink}`}>
          {t("help.more.link")}
        </a>
      </section>
    </div>
  );
}
