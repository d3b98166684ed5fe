import { lazy } from "react";
import { useLoaderData } from "react-router";
import type { FrontPageData } from "../features/account";

const LandingPage = lazy(async () => ({
  default: (await import("../features/public-site/pages/landing-page")).LandingPage,
}));
const AccountSetupPage = lazy(async () => ({
  default: (await import("../features/account/pages/account-setup-page")).AccountSetupPage,
}));

/** `/`: the landing page, or the account setup for a signed-in user whose account is not complete. */
export function FrontPage() {
  const { setup } = useLoaderData<FrontPageData>();
  return setup ? <AccountSetupPage /> : <LandingPage />;
}
