import { useTranslation } from "react-i18next";
import { helpCentreLinks, isExternalLink, marketOf } from "../../../lib/external-links";
import { isLocale } from "../../../lib/i18n";
import { FaqAccordion } from "../components/faq-accordion";
import { textLink } from "../components/link-styles";
import { PageHeading } from "../components/page-heading";
import { ContactForm } from "../help/contact-form";

/**
 * The FAQ, then a contact form that files a support request the back office reads; a link to the
 * market's help centre when the build names one outside the app.
 */
export function HelpPage() {
  const { t, i18n } = useTranslation("public-site/help");
  const market = marketOf(isLocale(i18n.language) ? i18n.language : "en");
  const helpCentre = helpCentreLinks[market];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <PageHeading title={t("help.title")} lead={t("help.lead")} />
      <FaqAccordion />
      <section aria-labelledby="more-help-title" className="mt-12 rounded-2xl bg-brand-50 p-4 sm:p-6">
        <h2 id="more-help-title" className="text-xl font-bold text-gray-900">
          {t("help.more.title")}
        </h2>
        <p className="mt-2 text-gray-700">{t("help.more.text")}</p>
        {isExternalLink(helpCentre) && (
          <a href={helpCentre} className={`mt-4 inline-block ${textLink}`}>
            {t("help.more.link")}
          </a>
        )}
        <ContactForm />
      </section>
    </div>
  );
}
