import { useTranslation } from "react-i18next";
import { secondaryButton } from "../../../components/ui/buttons";

const placeholderRows = ["first", "second", "third"];

/**
 * What a job-post screen shows before its content: a placeholder while loading, the failure with
 * a retry (`message` when the screen knows why), or `emptyText` when there is nothing. Nothing once it has.
 */
export function LoadState({
  query,
  empty = false,
  emptyText,
  message,
  rows = 1,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty?: boolean;
  emptyText?: string;
  message?: string;
  rows?: number;
}) {
  const { t } = useTranslation("job-posts");
  if (query.isPending) {
    return (
      <div role="status" aria-label={t("loading")} className="space-y-3">
        {placeholderRows.slice(0, rows).map((row) => (
          <div key={row} className="h-28 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-800">
        <p>{message ?? t("failed")}</p>
        <button type="button" className={secondaryButton} onClick={() => void query.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  }
  if (empty) return <p className="rounded-xl bg-white p-4 text-gray-600">{emptyText}</p>;
  return null;
}
