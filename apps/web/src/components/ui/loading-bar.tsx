import { useIsFetching } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/** Loads shorter than this show no bar at all (spec: 200 ms throttle). */
export const loadingBarDelayMs = 200;
/** A load that takes longer stops showing the bar (spec: 5000 ms cap). */
export const loadingBarCapMs = 5000;

/** A thin bar at the top of the page while a route or data is loading. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const busy = navigation.state !== "idle" || fetching > 0;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const show = setTimeout(() => setVisible(true), loadingBarDelayMs);
    const cap = setTimeout(() => setVisible(false), loadingBarCapMs);
    return () => {
      clearTimeout(show);
      clearTimeout(cap);
    };
  }, [busy]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("app.loading")}
      data-testid="loading-bar"
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="loading-bar-fill h-full w-1/3 bg-brand-600" />
    </div>
  );
}
