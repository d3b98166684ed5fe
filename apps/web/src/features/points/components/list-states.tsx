import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { smallSecondaryButton } from "../../../components/ui/buttons";
import { LoadMore as LoadMoreButton, type LoadMoreProps } from "../../../components/ui/load-more";
import { usePointsErrorText } from "../forms/error-text";

/** Grey bars where rows will be, while the first page loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation("points");
  return (
    <div role="status" aria-label={t("list.loading")} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className="h-14 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function ListError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation("points");
  const { apiErrorText } = usePointsErrorText();
  return (
    <div className="rounded-xl border border-red-100 bg-red-50 p-4 text-center">
      <p role="alert" className="font-medium text-red-800">
        {apiErrorText(error)}
      </p>
      <button type="button" onClick={retry} className={`${smallSecondaryButton} mt-3`}>
        {t("list.retry")}
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-200 bg-white px-4 py-10 text-center">
      <p className="font-semibold text-gray-900">{title}</p>
      {children && <div className="mt-2 text-sm text-gray-600">{children}</div>}
    </div>
  );
}

/** The next page of a points list, pressed for; gone on the last page. */
export function LoadMore(props: Omit<LoadMoreProps, "label" | "busyLabel" | "loadOnScroll">) {
  const { t } = useTranslation("points");
  return <LoadMoreButton {...props} label={t("list.loadMore")} busyLabel={t("list.loadingMore")} />;
}
