import { useTranslation } from "react-i18next";

/** Open now or closed, by the store's hours in its own time zone (the server decides). */
export function OpenBadge({ open }: { open: boolean }) {
  const { t } = useTranslation("shared/stores");
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${open ? "bg-green-50 text-green-800" : "bg-gray-100 text-gray-700"}`}
    >
      {t(open ? "store.openNow" : "store.closed")}
    </span>
  );
}
