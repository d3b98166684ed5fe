import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ApiError } from "../../lib/api-error";
import { isChunkLoadError, reloadForNewVersion } from "../../lib/chunk-reload";
import { reportError } from "../../lib/report-error";
import { useRefusalText } from "../refusals";
import { NotFoundPage } from "./not-found-page";

/** The status and what to say after 'Oops!': a refused call in the member's words (shared/refusals). */
function describe(error: unknown, refusalText: (error: unknown) => string): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: error.statusText || null };
  if (error instanceof ApiError) return { status: error.status || 500, message: refusalText(error) };
  return { status: 500, message: error instanceof Error ? error.message : null };
}

/** The route error element: the status code and 'Oops! ' plus the message (default 500), and a link home. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const refusalText = useRefusalText();
  const { status, message } = describe(error, refusalText);
  // A route chunk that failed to load is most likely a new deploy: reload, at most once a minute.
  const [reloading] = useState(() => isChunkLoadError(error) && reloadForNewVersion());

  useEffect(() => {
    if (status !== 404 && !reloading) reportError(error, "route error");
  }, [error, status, reloading]);

  if (status === 404) return <NotFoundPage />;
  if (reloading) return <p className="p-8 text-center text-gray-600">{t("errors.chunkReload")}</p>;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <p className="text-6xl font-bold text-brand-600" data-testid="error-status">
        {status}
      </p>
      <h1 className="mt-4 text-xl font-semibold">{t("errors.oops", { message: message ?? t("errors.generic") })}</h1>
      <Link to="/" className="mt-6 text-brand-700 underline underline-offset-4">
        {t("errors.backHome")}
      </Link>
    </main>
  );
}
