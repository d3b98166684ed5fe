import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const ways = ["surveys", "missions", "bingo", "invite", "jobs", "shops"] as const;

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12 sm:py-20">
      <section className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-5xl">{t("landing.title")}</h1>
        <p className="mt-4 text-lg text-gray-600">{t("landing.lead")}</p>
        <Link
          to="/health-check"
          className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t("landing.cta")}
        </Link>
      </section>
      <section className="mt-14" aria-labelledby="ways-title">
        <h2 id="ways-title" className="text-xl font-semibold">
          {t("landing.ways.title")}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {ways.map((way) => (
            <li
              key={way}
              className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 font-medium text-brand-700"
            >
              {t(`landing.ways.${way}`)}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
