import { useTranslation } from "react-i18next";
import { secondaryButton } from "../../../components/ui/buttons";

const placeholderRows = ["first", "second", "third"];

/**
 * What a job list shows before it has jobs: a placeholder while loading, the failure with a retry,
 * or `emptyText`. Nothing once it has some.
 */
export function ListState({
  query,
  empty,
  emptyText,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation("jobs");
  if (query.isPending) {
    return (
      <div role="status" aria-label={t("loading")} className="space-y-3">
        {placeholderRows.map((row) => (
          <div key={row} className="h-28 animate-pulse rounded-2xl bg-gray-100" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-800">
        <p>{t("failed")}</p>
        <button type="button" className={secondaryButton} onClick={() => void query.refetch()}>
          {t("retry")}
        </button>
      </div>
    );
  }
  if (empty) return <p className="rounded-xl bg-white p-4 text-gray-600">{emptyText}</p>;
  return null;
}
