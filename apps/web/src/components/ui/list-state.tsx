import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type RefusalContext, useRefusalText } from "../../shared/refusals";
import { secondaryButton } from "./buttons";

/**
 * The list-state kit: what a list (or a screen's content) shows before it has rows. The words are
 * the feature's own, found by convention in its namespace `ns` (under `keyPrefix` where it keeps
 * them in a group): `loading`, `failed`, `retry` and `empty`, so each list names what it lists.
 */
export type ListWords = { ns: string; keyPrefix?: string };

function useListWords({ ns, keyPrefix }: ListWords) {
  return useTranslation(ns, keyPrefix ? { keyPrefix } : undefined).t;
}

/** Grey bars where the rows will be, while the first page loads (`rowClassName`: their height and corners). */
export function ListSkeleton({
  rows = 3,
  rowClassName = "h-24 rounded-2xl",
  ...words
}: ListWords & { rows?: number; rowClassName?: string }) {
  const t = useListWords(words);
  return (
    <div role="status" aria-label={t("loading")} className="space-y-3">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className={`${rowClassName} animate-pulse bg-gray-100 motion-reduce:animate-none`} />
      ))}
    </div>
  );
}

/**
 * A list that could not be loaded, with a way to try again. It says `message` when the screen knows
 * why, the refusal in the member's words when handed the `error` (shared/refusals), else `failed`.
 */
export function ListFailure({
  retry,
  error,
  context,
  message,
  ...words
}: ListWords & { retry: () => unknown; error?: unknown; context?: RefusalContext; message?: string | undefined }) {
  const t = useListWords(words);
  const refusalText = useRefusalText(context ? { context } : {});
  const text = message ?? (error === undefined ? t("failed") : refusalText(error));
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-red-100 bg-red-50 p-4 text-red-800">
      <p className="font-medium">{text}</p>
      <button type="button" className={secondaryButton} onClick={() => void retry()}>
        {t("retry")}
      </button>
    </div>
  );
}

/** Nothing to list: what the list would hold (`title`), and where it comes from (`children`). */
export function ListEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-200 bg-white px-4 py-10 text-center">
      <p className="font-semibold text-gray-900">{title}</p>
      {children && <div className="mt-2 text-sm text-gray-600">{children}</div>}
    </div>
  );
}

/**
 * Before a list has rows: the placeholder while loading, the failure with a retry, or `emptyText`
 * (by default the namespace's `empty`); nothing once it has some.
 */
export function ListState({
  query,
  empty,
  emptyText,
  message,
  rows = 3,
  rowClassName,
  ...words
}: ListWords & {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: boolean;
  emptyText?: string;
  message?: string | undefined;
  rows?: number;
  rowClassName?: string;
}) {
  const t = useListWords(words);
  if (query.isPending) return <ListSkeleton {...words} rows={rows} {...(rowClassName && { rowClassName })} />;
  if (query.isError) return <ListFailure {...words} retry={query.refetch} message={message} />;
  if (empty) return <p className="rounded-xl bg-white p-4 text-gray-600">{emptyText ?? t("empty")}</p>;
  return null;
}
