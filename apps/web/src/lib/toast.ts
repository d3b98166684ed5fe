import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info";

/**
 * Toasts, with the toast library loaded on the first one rather than on every screen's first
 * load: a screen shows a toast after a press, by which time the library is a moment away (the
 * Toaster itself mounts lazily in the root layout, and shows toasts sent before it subscribed).
 */
function show(kind: Kind, message: string, options?: ExternalToast): void {
  // Without the toast code the screen still works; only the notice is missed.
  import("sonner").then(({ toast }) => toast[kind](message, options)).catch(() => {});
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};
