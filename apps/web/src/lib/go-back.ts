import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * Back as the browser's button goes, when this visit has a page of the app to go back to; a page
 * opened directly (a notification's link, a shared address, a new tab) goes to `fallback` instead
 * of leaving the app. React Router numbers the entries of a visit (`history.state.idx`, 0 first).
 */
export function useGoBack(): (fallback: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (fallback: string) => {
      const entry = window.history.state as { idx?: unknown } | null;
      if (typeof entry?.idx === "number" && entry.idx > 0) navigate(-1);
      else navigate(fallback, { replace: true });
    },
    [navigate],
  );
}
