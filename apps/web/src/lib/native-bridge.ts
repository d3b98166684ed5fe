/**
 * The one place that knows about the native app wrapper. The wrapper injects a channel object
 * (a JavaScript channel with `postMessage(string)`) into the page; everything else in the web app
 * asks this module instead of touching the global.
 */
export const nativeChannelName: string = import.meta.env.VITE_NATIVE_CHANNEL ?? "AppChannel";

type NativeChannel = { postMessage(message: string): void };

function channel(): NativeChannel | null {
  if (typeof window === "undefined") return null;
  const candidate = (window as unknown as Record<string, unknown>)[nativeChannelName];
  if (candidate && typeof (candidate as NativeChannel).postMessage === "function") return candidate as NativeChannel;
  return null;
}

export function isInsideNativeApp(): boolean {
  return channel() !== null;
}

export type NativeMessage =
  | { type: "login" }
  | { type: "share"; url: string; title?: string }
  /** Show a rewarded ad whose server-side verification carries `custom_data` (bingo's catch-up ticket). */
  | { type: "rewarded_ad"; ad_unit: string; custom_data: string };

/** Posts a message to the wrapper; false when the page is not inside it. */
export function postToNativeApp(message: NativeMessage): boolean {
  const target = channel();
  if (!target) return false;
  target.postMessage(JSON.stringify(message));
  return true;
}
