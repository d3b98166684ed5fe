import { postToNativeApp } from "./native-bridge";

export type ShareOutcome = "shared" | "copied" | "failed" | "cancelled";

/** Shares a page through the native wrapper, the Web Share API, or by copying its link. */
export async function sharePage(url: string, title: string): Promise<ShareOutcome> {
  if (postToNativeApp({ type: "share", url, title })) return "shared";
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ url, title });
      return "shared";
    } catch (error) {
      return error instanceof DOMException && error.name === "AbortError" ? "cancelled" : "failed";
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch {
    return "failed";
  }
}
