import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryAction, secondaryAction } from "./link-styles";

/** The two ways in that the landing and about pages offer: sign up, or read how it works first. */
export function StartActions({ className = "" }: { className?: string }) {
  const { t } = useTranslation("public-site");
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link to="/sign-up" className={primaryAction}>
        {t("actions.signUp")}
      </Link>
      <Link to="/how-it-work" className={secondaryAction}>
        {t("actions.howItWorks")}
      </Link>
    </div>
  );
}
