import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";

/** The frame every screen lives in; the layouts of the spec build on it. */
export function RootLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t("app.skipToContent")}
      </a>
      <Outlet />
    </>
  );
}
