import type { TFunction } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteHandle } from "./route-handle";

/** A screen's document title in the reader's language, 'Points · Rewards'; the app's name alone without one. */
export function documentTitle(screen: string | undefined, t: TFunction): string {
  const app = t("app.name");
  return screen ? t("app.documentTitle", { screen: t(`screens.${screen}`), app }) : app;
}

/**
 * Keeps the tab's title on the current screen's, in the member's language: set on every
 * navigation and again when the language changes.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const screen = useRouteHandle()?.title;
  const title = documentTitle(screen, t);
  // Public pages describe themselves to search engines and link previews; signed-in screens keep the app's.
  const description = i18n.exists(`descriptions.${screen}`) ? t(`descriptions.${screen}`) : null;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [description]);
}
