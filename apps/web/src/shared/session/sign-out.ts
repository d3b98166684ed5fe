import { apiUrl, requestHeaders } from "../../lib/api";
import { forgetSession } from "../../lib/session";

/**
 * Ends the session on the server (best effort) and forgets it here. This browser's push
 * subscription goes first, while the session can still remove it (loaded only when it is used).
 * Here rather than in lib/session.ts, since it reaches push on this device (shared/push).
 */
export async function signOut(): Promise<void> {
  await import("../push/device-push").then((push) => push.forgetDevicePush()).catch(() => {});
  await fetch(apiUrl("main", "users/sign_out"), {
    method: "DELETE",
    headers: requestHeaders("DELETE"),
    credentials: "same-origin",
  }).catch(() => {});
  forgetSession();
}
