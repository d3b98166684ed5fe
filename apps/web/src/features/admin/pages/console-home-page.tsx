import type { StaffProfile } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { Navigate, useOutletContext } from "react-router";
import { sectionsFor } from "../layout/sections";
import { DashboardPage } from "./dashboard-page";

/** `/admin`: the dashboard for those who may see it, otherwise the first section their roles open. */
export function ConsoleHomePage() {
  const { t } = useTranslation("admin");
  const staff = useOutletContext<StaffProfile>();
  if (staff.permissions.includes("dashboard")) return <DashboardPage />;
  const first = sectionsFor(staff.permissions).find((section) => section.path !== "/admin");
  if (first) return <Navigate to={first.path} replace />;
  return (
    <>
      <h1>{t("layout.title")}</h1>
      <p>{t("layout.nothingYet")}</p>
    </>
  );
}
