import { useTranslation } from "react-i18next";
import type { Locale } from "../../lib/i18n";
import { chooseLanguage } from "../../lib/language-choice";
import { GlobeIcon } from "./icons";
import { Menu, MenuRadioItem } from "./menu";

/** id, vi, en; choosing one sets the locale (its cookie, and the account's with a session) and closes the menu. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Menu
      label={t("nav.language")}
      testId="language-switch"
      triggerClassName="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-gray-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=open]:bg-brand-50"
      trigger={
        <>
          <GlobeIcon width={18} height={18} />
          <span className="uppercase">{i18n.language}</span>
        </>
      }
    >
      {(["id", "vi", "en"] satisfies Locale[]).map((locale) => (
        <MenuRadioItem
          key={locale}
          lang={locale}
          checked={i18n.language === locale}
          onSelect={() => void chooseLanguage(locale)}
        >
          {t(`languages.${locale}`)}
        </MenuRadioItem>
      ))}
    </Menu>
  );
}
