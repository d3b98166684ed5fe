import { useTranslation } from "react-i18next";
import { documentLanguageFor, termsSections } from "../legal/legal-document";
import { LegalPage } from "../legal/legal-page";
import { termsEn } from "../legal/terms-en";
import { termsVi } from "../legal/terms-vi";

const terms = { en: termsEn, vi: termsVi };

/** The terms of use, in Vietnamese for Vietnamese readers and in English for everyone else. */
export function TermPage() {
  const { t, i18n } = useTranslation("public-site");
  const language = documentLanguageFor(i18n.language);
  return (
    <LegalPage title={t("legal.termsTitle")} document={terms[language]} sections={termsSections} language={language} />
  );
}
