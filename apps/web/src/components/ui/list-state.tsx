import { useTranslation } from "react-i18next";
import { secondaryButton } from "./buttons";

const placeholderRows = ["first", "second", "third"];

/**
 * What a list shows before it has rows: a placeholder while loading, the failure with a retry, or
 * `emptyText`; nothing once it has some. The words are the feature's own (`ns`: its `loading`,
 * `failed`, `retry` and, without `emptyText`, `empty`), so each list names what it lists.
 */
export function ListState({
  ns,
  query,
  empty,
  emptyText,
  rows = 3,
}: {
  ns: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  emptyText?: string;
  rows?: number;
}) {
  const { t } = useTranslation(ns);
  if (query.isPending) {
    return (
      <div role="status" aria-label={t("loading")} className="space-y-3">
        {placeholderRows.slice(0, rows).map((row) => (
          <div key={row} className="h-24 animate-pulse rounded-2xl bg-gray-100" />
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
  if (empty) return <p className="rounded-xl bg-white p-4 text-gray-600">{emptyText ?? t("empty")}</p>;
  return null;
}
