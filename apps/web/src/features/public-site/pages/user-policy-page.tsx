import { useTranslation } from "react-i18next";
import { documentLanguageFor, policySections } from "../legal/legal-document";
import { LegalPage } from "../legal/legal-page";
import { policyEn } from "../legal/policy-en";
import { policyVi } from "../legal/policy-vi";

const policies = { en: policyEn, vi: policyVi };

/** The privacy policy, in Vietnamese for Vietnamese readers and in English for everyone else. */
export function UserPolicyPage() {
  const { t, i18n } = useTranslation("public-site");
  const language = documentLanguageFor(i18n.language);
  return (
    <LegalPage
      title={t("legal.policyTitle")}
      document={policies[language]}
      sections={policySections}
      language={language}
    />
  );
}
