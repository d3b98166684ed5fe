import { useTranslation } from "react-i18next";
import { useRouteHandle } from "./route-handle";

/**
 * The body of a route whose screen belongs to a feature that has not landed yet: the route, its
 * layout and its title are real; the feature's issue replaces this body.
 */
export function PendingScreen() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-gray-900">{t(`screens.${handle?.title ?? "home"}`)}</h1>
      <p className="mt-3 text-gray-600">{t("screens.pending")}</p>
    </section>
  );
}
