import { isInsideNativeApp, postToNativeApp } from "./native-bridge";
import { isLoggedIn } from "./session";

/**
 * For the screens that need a session (Shop, Profile in the shop layout): true when signed in;
 * otherwise asks the native wrapper to start its login, or sends a web visitor to /sign-in.
 */
export function ensureSignedIn(goToSignIn: () => void): boolean {
  if (isLoggedIn()) return true;
  if (isInsideNativeApp()) postToNativeApp({ type: "login" });
  else goToSignIn();
  return false;
}
