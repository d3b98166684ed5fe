import type { Screen } from "../../shared/screens";

/** The public site's pages, prerendered in every language for visitors (build/prerender.mjs). */
export const screens: Screen[] = [
  {
    path: "/about",
    layout: "public",
    meta: { title: "about" },
    lazy: async () => ({ Component: (await import("./pages/about-page")).AboutPage }),
  },
  {
    path: "/help",
    layout: "public",
    meta: { title: "help" },
    lazy: async () => ({ Component: (await import("./pages/help-page")).HelpPage }),
  },
  {
    path: "/how-it-work",
    layout: "public",
    meta: { title: "howItWork" },
    lazy: async () => ({ Component: (await import("./pages/how-it-work-page")).HowItWorkPage }),
  },
  {
    path: "/invite",
    layout: "public",
    meta: { title: "invite" },
    lazy: async () => ({ Component: (await import("./pages/invite-page")).InvitePage }),
  },
  {
    path: "/term",
    layout: "public",
    meta: { title: "terms" },
    lazy: async () => ({ Component: (await import("./pages/term-page")).TermPage }),
  },
  {
    path: "/user-policy",
    layout: "public",
    meta: { title: "privacy" },
    lazy: async () => ({ Component: (await import("./pages/user-policy-page")).UserPolicyPage }),
  },
];
