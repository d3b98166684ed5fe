import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { LanguageSwitch } from "../../components/ui/language-switch";
import { hasSession, isLoggedIn } from "../../lib/session";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? "text-brand-700" : "text-gray-700"
  }`;

const primaryLink =
  "rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * How-it-works, help, the language switch; log in and sign up without a session. A member (phone
 * confirmed, so the setup is done) gets 'Start earning'; a user still setting up the account is
 * offered the way back to the setup instead, never 'Start earning' before it is done (and nothing
 * on `/`, where the setup is).
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const signedIn = hasSession();
  const member = isLoggedIn();
  const atSetup = useLocation().pathname === "/";
  return (
    <header className="sticky top-0 z-40 border-b border-gray-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 gap-y-1 px-3 py-2 sm:gap-x-2 sm:px-4">
        <Link to="/" className="mr-auto flex items-center gap-2 font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="max-[380px]:sr-only">{t("app.name")}</span>
        </Link>
        <nav aria-label={t("nav.mainNavigation")} className="order-last flex w-full gap-1 sm:order-none sm:w-auto">
          <NavLink to="/how-it-work" className={linkClass}>
            {t("nav.howItWorks")}
          </NavLink>
          <NavLink to="/help" className={linkClass}>
            {t("nav.help")}
          </NavLink>
        </nav>
        <LanguageSwitch />
        {member ? (
          <Link to="/home" className={primaryLink}>
            {t("nav.start")}
          </Link>
        ) : signedIn ? (
          !atSetup && (
            <Link to="/" className={primaryLink}>
              {t("nav.continueSetup")}
            </Link>
          )
        ) : (
          <>
            <Link to="/sign-in" className="rounded-md px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
              {t("nav.login")}
            </Link>
            <Link to="/sign-up" className={primaryLink}>
              {t("nav.signUp")}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
