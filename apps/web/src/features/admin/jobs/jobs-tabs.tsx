import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

/** The job marketplace section's two lists, each its own address so a link or a reload keeps the tab. */
export function JobsTabs() {
  const { t } = useTranslation("admin");
  return (
    <nav className="adm-tabs" aria-label={t("sections.jobs")}>
      <NavLink to="/admin/jobs" end className="adm-tab adm-link-tab">
        {t("jobs.tabs.disputes")}
      </NavLink>
      <NavLink to="/admin/jobs/reports" className="adm-tab adm-link-tab">
        {t("jobs.tabs.reports")}
      </NavLink>
    </nav>
  );
}
