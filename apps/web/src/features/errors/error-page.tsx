import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { NotFoundPage } from "./not-found-page";

function describe(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: error.statusText || null };
  if (error && typeof error === "object" && "status" in error && typeof error.status === "number") {
    return { status: error.status, message: error instanceof Error ? error.message : null };
  }
  return { status: 500, message: error instanceof Error ? error.message : null };
}

/** The route error element: 'Oops! ' plus the message with the status code (default 500). */
export function ErrorPage() {
  const { t } = useTranslation();
  const { status, message } = describe(useRouteError());
  if (status === 404) return <NotFoundPage />;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <p className="text-6xl font-bold text-brand-600">{status}</p>
      <h1 className="mt-4 text-xl font-semibold">{t("errors.oops", { message: message ?? t("errors.generic") })}</h1>
      <Link to="/" className="mt-6 text-brand-700 underline underline-offset-4">
        {t("errors.backHome")}
      </Link>
    </main>
  );
}
