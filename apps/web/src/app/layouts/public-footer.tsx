import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  appStoreLinks,
  contactLinks,
  helpCentreLinks,
  isExternalLink,
  marketOf,
  type SocialNetwork,
  socialLinks,
  storesOf,
} from "../../lib/external-links";
import { isLocale } from "../../lib/i18n";

const external = { target: "_blank", rel: "noopener noreferrer" } as const;
const footerLink = "text-gray-300 underline-offset-4 hover:text-white hover:underline";

/**
 * Terms, the help centre, the contact page by locale, social pages and app stores (Vietnam or
 * Indonesia): the pages and apps a build names, none that do not exist.
 */
export function PublicFooter() {
  const { t, i18n } = useTranslation();
  const market = marketOf(isLocale(i18n.language) ? i18n.language : "en");
  const social = Object.entries(socialLinks[market]) as [SocialNetwork, string][];
  const stores = storesOf(appStoreLinks[market]);
  return (
    <footer className="mt-auto bg-gray-900 text-sm text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-base font-bold text-white">{t("app.name")}</p>
        </div>
        <ul className="space-y-2">
          <li>
            <Link to="/term" className={footerLink}>
              {t("footer.terms")}
            </Link>
          </li>
          <li>
            <Link to="/user-policy" className={footerLink}>
              {t("footer.privacy")}
            </Link>
          </li>
          <li>
            <a
              href={helpCentreLinks[market]}
              className={footerLink}
              {...(isExternalLink(helpCentreLinks[market]) ? external : {})}
            >
              {t("footer.helpCentre")}
            </a>
          </li>
          <li>
            <a
              href={contactLinks[market]}
              className={footerLink}
              {...(isExternalLink(contactLinks[market]) ? external : {})}
            >
              {t("footer.contact")}
            </a>
          </li>
        </ul>
        <div className="space-y-4">
          {social.length > 0 && (
            <div>
              <p className="font-semibold text-white">{t("footer.follow")}</p>
              <p className="mt-2 flex gap-4">
                {social.map(([network, href]) => (
                  <a key={network} href={href} className={footerLink} {...external}>
                    {t(`footer.${network}`)}
                  </a>
                ))}
              </p>
            </div>
          )}
          {stores.length > 0 && (
            <div>
              <p className="font-semibold text-white">{t("footer.getApp")}</p>
              <p className="mt-2 flex gap-4">
                {stores.map((store) => (
                  <a key={store} href={appStoreLinks[market][store]} className={footerLink} {...external}>
                    {t(store === "android" ? "footer.googlePlay" : "footer.appStore")}
                  </a>
                ))}
              </p>
            </div>
          )}
        </div>
      </div>
      <p className="border-t border-gray-800 px-4 py-4 text-center text-gray-400">
        {t("footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
