import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { primaryButton } from "../../../components/ui/buttons";

/**
 * Why the member cannot answer: code 123 (answered already, the spec's refusal alert) or another
 * refusal that trying again would not change.
 */
export function SurveyRefused({ message }: { message?: string }) {
  const { t } = useTranslation("surveys");
  return (
    <section role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-center">
      <h1 className="text-xl font-bold text-amber-950">{t("refused.title")}</h1>
      <p className="mt-2 text-amber-950">{message ?? t("refused.answered")}</p>
      <Link to="/home/survey/my-survey" className={`${primaryButton} mt-5`}>
        {t("answer.backToList")}
      </Link>
    </section>
  );
}
