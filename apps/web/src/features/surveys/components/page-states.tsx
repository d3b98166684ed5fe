import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { useSurveyErrorText } from "./error-text";

export function PageLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      <div className="h-8 w-2/3 animate-pulse rounded bg-gray-100 motion-reduce:animate-none" />
      <div className="h-48 animate-pulse rounded-2xl bg-gray-100 motion-reduce:animate-none" />
    </div>
  );
}

/** A failure with the server's words, and a retry unless the answer will not change. */
export function PageError({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t } = useTranslation("surveys");
  const errorText = useSurveyErrorText();
  return (
    <div className="rounded-xl border border-red-100 bg-red-50 p-4 text-center">
      <p role="alert" className="font-medium text-red-800">
        {errorText(error)}
      </p>
      {retry && (
        <button type="button" onClick={retry} className={`${smallSecondaryButton} mt-3`}>
          {t("list.retry")}
        </button>
      )}
    </div>
  );
}

export function PageShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-2xl space-y-5 px-4 py-6 sm:py-8">{children}</div>;
}
