import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The public layout shows it on the landing and how-it-works pages, where visitors decide to join. */
export function JoinBanner() {
  const { t } = useTranslation("public-site");
  return (
    <section aria-label={t("banners.join.label")} className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold">{t("banners.join.text")}</p>
        <Link
          to="/sign-up"
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-white px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t("banners.join.button")}
        </Link>
      </div>
    </section>
  );
}
