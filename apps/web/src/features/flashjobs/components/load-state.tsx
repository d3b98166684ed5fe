import { useTranslation } from "react-i18next";

/**
 * What a job screen shows while its profile loads (a placeholder of the content's size) and when it
 * could not load (`message`, else 'could not be loaded'); nothing once it has.
 */
export function LoadState({ query, message }: { query: { isPending: boolean; isError: boolean }; message?: string }) {
  const { t } = useTranslation("flashjobs");
  if (query.isPending) {
    return <div role="status" aria-label={t("loading")} className="h-64 animate-pulse rounded-2xl bg-gray-100" />;
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {message ?? t("entry.failed")}
      </p>
    );
  }
  return null;
}
