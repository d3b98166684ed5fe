/**
 * The providers' own sign-in scripts, loaded only for a provider the server has configured and
 * only on the sign-in screen. Each gives back the token the server checks: Google's and Apple's
 * ID token, Facebook's access token.
 */

type GoogleCredential = { credential?: string };
type GoogleId = {
  initialize(options: { client_id: string; callback: (answer: GoogleCredential) => void; ux_mode?: "popup" }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: "standard";
      theme: "outline";
      size: "large";
      text: "continue_with";
      width: number;
      locale: string;
    },
  ): void;
};
type AppleAuth = {
  init(options: { clientId: string; scope: string; redirectURI: string; usePopup: true }): void;
  signIn(): Promise<{ authorization: { id_token: string } }>;
};
type FacebookLoginAnswer = { authResponse?: { accessToken: string } | null };
type FacebookSdk = {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (answer: FacebookLoginAnswer) => void, options: { scope: string }): void;
};

type ProviderGlobals = {
  google?: { accounts: { id: GoogleId } };
  AppleID?: { auth: AppleAuth };
  FB?: FacebookSdk;
};
const globals = () => window as unknown as ProviderGlobals;

const scripts = new Map<string, Promise<void>>();

/** Adds a script once; a failed load can be tried again. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** Google Identity Services draws its own button (200 to 400 px wide) into `parent`; a click ends in `onToken`. */
export async function mountGoogleButton(
  parent: HTMLElement,
  options: { clientId: string; locale: string; width: number },
  onToken: (idToken: string) => void,
): Promise<void> {
  await loadScript("https://accounts.google.com/gsi/client");
  const id = globals().google?.accounts.id;
  if (!id) throw new Error("Google Identity Services did not start");
  id.initialize({
    client_id: options.clientId,
    ux_mode: "popup",
    callback: (answer) => {
      if (answer.credential) onToken(answer.credential);
    },
  });
  id.renderButton(parent, {
    type: "standard",
    theme: "outline",
    size: "large",
    text: "continue_with",
    width: Math.min(400, Math.max(200, options.width)),
    locale: options.locale,
  });
}

export async function prepareApple(clientId: string, redirectUri: string): Promise<void> {
  await loadScript("https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js");
  const auth = globals().AppleID?.auth;
  if (!auth) throw new Error("Sign in with Apple did not start");
  auth.init({ clientId, scope: "name email", redirectURI: redirectUri, usePopup: true });
}

/** Apple's popup; null when the user closed it. Must run inside the click (popup blockers). */
export async function appleIdToken(): Promise<string | null> {
  const auth = globals().AppleID?.auth;
  if (!auth) throw new Error("Sign in with Apple is not ready");
  try {
    return (await auth.signIn()).authorization.id_token;
  } catch (error) {
    if ((error as { error?: string } | null)?.error === "popup_closed_by_user") return null;
    throw error;
  }
}

export async function prepareFacebook(appId: string): Promise<void> {
  await loadScript("https://connect.facebook.net/en_US/sdk.js");
  const sdk = globals().FB;
  if (!sdk) throw new Error("The Facebook SDK did not start");
  sdk.init({ appId, version: "v21.0", cookie: false, xfbml: false });
}

/** Facebook's login dialog with the email permission; null when the user cancelled. */
export function facebookAccessToken(): Promise<string | null> {
  const sdk = globals().FB;
  if (!sdk) return Promise.reject(new Error("The Facebook SDK is not ready"));
  return new Promise((resolve) => {
    sdk.login((answer) => resolve(answer.authResponse?.accessToken ?? null), { scope: "email" });
  });
}
