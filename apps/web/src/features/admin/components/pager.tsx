import { useTranslation } from "react-i18next";

/** Previous and next page of a list the server pages; the page lives in the address. */
export function Pager({
  page,
  totalPages,
  total,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <nav className="adm-pager" aria-label={t("common.pages")}>
      <button type="button" className="adm-btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("common.previous")}
      </button>
      <span>{t("common.pageOf", { page, pages: Math.max(1, totalPages), total })}</span>
      <button type="button" className="adm-btn" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t("common.next")}
      </button>
    </nav>
  );
}
