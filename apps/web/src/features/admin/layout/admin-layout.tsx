import "./admin.css";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, NavLink, Outlet, useLocation } from "react-router";
import { LanguageSwitch } from "../../../components/ui/language-switch";
import { ApiError } from "../../../lib/api-error";
import { staffQuery } from "../api/admin-api";
import { sectionAt, sectionsFor } from "./sections";

/**
 * The back office's frame: who is signed in, the sections their roles open (the server answers
 * `/api/admin/me` with the permissions it enforces), and the section's screen.
 */
export function AdminLayout() {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const staff = useQuery(staffQuery);

  if (staff.error instanceof ApiError && staff.error.status === 401) {
    return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  if (staff.isPending) return <div className="adm" aria-busy="true" />;
  if (staff.isError) {
    const refused = staff.error instanceof ApiError && staff.error.status === 403;
    return (
      <div className="adm">
        <main id="main" className="adm-main">
          <h1>{t("layout.title")}</h1>
          <p role="alert">{refused ? t("layout.notStaff") : t("layout.loadFailed")}</p>
          <a href="/home">{t("layout.backToApp")}</a>
        </main>
      </div>
    );
  }

  const sections = sectionsFor(staff.data.permissions);
  // A section the roles do not open (a shared link): say so, rather than let its requests fail.
  // The dashboard sends those it does not open to a section they do (pages/dashboard-page.tsx).
  const here = sectionAt(location.pathname);
  const refused = here !== undefined && here.key !== "dashboard" && !staff.data.permissions.includes(here.permission);
  return (
    <div className="adm">
      <header className="adm-bar">
        <span className="adm-brand">{t("layout.title")}</span>
        <span className="adm-who" data-testid="admin-who">
          {staff.data.email} ·{" "}
          {staff.data.roles
            .filter((role) => role !== "member")
            .map((role) => t(`roles.${role}`))
            .join(", ")}
        </span>
        <LanguageSwitch />
        <a href="/home">{t("layout.backToApp")}</a>
      </header>
      <div className="adm-frame">
        <nav className="adm-nav" aria-label={t("layout.sections")}>
          <ul>
            {sections.map((section) => (
              <li key={section.key}>
                {/* A section stays marked on its own pages (a detail, a second tab); only the
                    dashboard's address is a prefix of every other, so only it must match exactly. */}
                <NavLink to={section.path} end={section.path === "/admin"}>
                  {t(`sections.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="adm-main">
          {refused ? (
            <>
              <h1>{t(`sections.${here.key}`)}</h1>
              <p role="alert">{t("layout.notAllowed")}</p>
            </>
          ) : (
            <Outlet context={staff.data} />
          )}
        </main>
      </div>
    </div>
  );
}
