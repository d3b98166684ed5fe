import { useTranslation } from "react-i18next";
import { textLink } from "../components/link-styles";
import { PageHeading } from "../components/page-heading";
import type { DocumentLanguage, LegalDocument } from "./legal-document";

type Props<Section extends string> = {
  title: string;
  document: LegalDocument<Section>;
  sections: readonly Section[];
  language: DocumentLanguage;
};

/**
 * A legal document under a title in the reader's language. When the reader's language has no
 * version of its own (Indonesian), a note says so, and the text is marked as English for screen readers.
 */
export function LegalPage<Section extends string>({ title, document, sections, language }: Props<Section>) {
  const { t, i18n } = useTranslation("public-site");
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(document.updated),
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <PageHeading title={title} />
      {language !== i18n.language && (
        <p
          role="note"
          className="mt-6 rounded-2xl border-s-4 border-brand-700 bg-brand-50 p-4 font-medium text-gray-900"
        >
          {t("legal.languageNote")}
        </p>
      )}
      <p className="mt-4 text-sm text-gray-700">{t("legal.updated", { date: updated })}</p>
      <div lang={language}>
        <nav aria-label={t("legal.contents")} className="mt-8 rounded-2xl border border-brand-100 p-5">
          <ol className="space-y-2">
            {sections.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className={textLink}>
                  {document.sections[section].title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section} id={section} aria-labelledby={`${section}-title`} className="mt-10 scroll-mt-20">
            <h2 id={`${section}-title`} className="text-xl font-bold text-gray-900">
              {document.sections[section].title}
            </h2>
            {document.sections[section].paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-gray-800">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
