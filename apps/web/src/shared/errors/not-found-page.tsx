import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Shown for any path that is not a route; the server answers it with HTTP 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-xl font-semibold">{t("errors.notFound")}</h1>
      <Link to="/" className="mt-6 text-brand-700 underline underline-offset-4">
        {t("errors.backHome")}
      </Link>
    </main>
  );
}
