import type { Screen, ScreenLoader } from "../../shared/screens";

/**
 * The profile and the settings draw from what the home guard and the layout load (the profile, the
 * settings); declared so the server renders them. What only the browser knows (push on this device)
 * is drawn once the app has the page.
 */
const fromGuardAndLayout: ScreenLoader = async () => {};

/** Signing in, up and the password reset (prerendered for visitors), and the member's own profile and settings. */
export const screens: Screen[] = [
  {
    path: "/reset-password",
    layout: "public",
    meta: { title: "resetPassword" },
    lazy: async () => ({ Component: (await import("./pages/reset-password-page")).ResetPasswordPage }),
  },
  {
    path: "/reset-password/code",
    layout: "public",
    meta: { title: "resetPasswordCode" },
    lazy: async () => ({ Component: (await import("./pages/reset-password-code-page")).ResetPasswordCodePage }),
  },
  {
    path: "/sign-in",
    layout: "public",
    guard: "guest",
    meta: { title: "signIn" },
    lazy: async () => ({ Component: (await import("./pages/sign-in-page")).SignInPage }),
  },
  {
    path: "/sign-up",
    layout: "public",
    guard: "guest",
    meta: { title: "signUp" },
    lazy: async () => ({ Component: (await import("./pages/sign-up-page")).SignUpPage }),
  },
  {
    path: "/home/profile",
    layout: "home",
    guard: "home",
    meta: { title: "profile" },
    loader: fromGuardAndLayout,
    lazy: async () => ({ Component: (await import("./pages/profile-page")).ProfilePage }),
  },
  {
    path: "/home/setting",
    layout: "home",
    guard: "home",
    meta: { title: "setting" },
    loader: fromGuardAndLayout,
    lazy: async () => ({ Component: (await import("./pages/setting-page")).SettingPage }),
  },
];
