import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import type { ToasterProps } from "sonner";
import { LoadingBar } from "../components/ui/loading-bar";
import { AppBanner } from "../features/app-banner";
import { markToasterMounted, useToasterWanted } from "../lib/toast";
import { useDocumentTitle } from "./document-title";

// Toasts are never part of the first paint: the Toaster mounts, and its code loads, with the first
// toast (lib/toast.ts), which waits for it to have mounted. If their code cannot load (a flaky
// network, a new deploy), the app goes on without toasts.
type LoadedToaster = { default: ComponentType<ToasterProps> };
const Toaster = lazy(
  (): Promise<LoadedToaster> =>
    import("sonner")
      .then(({ Toaster: Loaded }) => ({
        default: (props: ToasterProps) => {
          useEffect(() => markToasterMounted(), []);
          return <Loaded {...props} />;
        },
      }))
      .catch(() => ({ default: () => null })),
);

/** The frame every screen lives in: skip link, app banner, loading bar, toasts, the document title. */
export function RootLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  const toasterWanted = useToasterWanted();
  // A prerendered page's first script (prerender/wake.ts) holds what was pressed until the app runs.
  useEffect(() => {
    window.dispatchEvent(new Event("app:ready"));
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t("app.skipToContent")}
      </a>
      <LoadingBar />
      <AppBanner />
      {toasterWanted && (
        <Suspense>
          <Toaster
            position="top-right"
            duration={1500}
            richColors
            closeButton={false}
            containerAriaLabel={t("app.notificationsRegion")}
          />
        </Suspense>
      )}
      <Suspense>
        <Outlet />
      </Suspense>
    </>
  );
}
