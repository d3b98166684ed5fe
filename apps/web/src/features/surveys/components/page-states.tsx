import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { ApiError } from "../../../lib/api-error";
import { useSurveyErrorText } from "./error-text";

export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      <div className="h-8 w-2/3 animate-pulse rounded bg-gray-100 motion-reduce:animate-none" />
      <div className="h-48 animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none" />
    </div>
  );
}

/** Whether asking again could bring another answer: the network, a busy server, a rate limit. */
const mightPass = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

/**
 * A failure in the member's words. A retry is offered only when it could help; a refusal (not
 * answered, not found) leads back to the list instead.
 */
export function PageError({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation("surveys");
  const errorText = useSurveyErrorText();
  return (
    <div className="rounded-xl border border-red-100 bg-red-50 p-4 text-center">
      <p role="alert" className="font-medium text-red-800">
        {errorText(error)}
      </p>
      {retry && mightPass(error) ? (
        <button type="button" onClick={retry} className={`${smallSecondaryButton} mt-3`}>
          {t("list.retry")}
        </button>
      ) : (
        <Link to="/home/survey/my-survey" className={`${smallSecondaryButton} mt-3`}>
          {t("answer.backToList")}
        </Link>
      )}
    </div>
  );
}

export function PageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-2xl space-y-5 px-4 py-6 sm:py-8">{children}</div>;
}
