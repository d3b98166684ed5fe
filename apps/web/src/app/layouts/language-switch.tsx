import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { GlobeIcon } from "../../components/ui/icons";
import { isLocale, type Locale } from "../../lib/i18n";
import { chooseLanguage } from "../../lib/language-choice";
import { MenuContent } from "./menu";

/** id, vi, en; choosing one sets the locale (its cookie, and the account's with a session) and closes the menu. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-gray-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        aria-label={t("nav.language")}
        data-testid="language-switch"
      >
        <GlobeIcon width={18} height={18} />
        <span className="uppercase">{i18n.language}</span>
      </DropdownMenu.Trigger>
      <MenuContent>
        <DropdownMenu.RadioGroup
          value={i18n.language}
          onValueChange={(value) => {
            if (isLocale(value)) void chooseLanguage(value);
          }}
        >
          {(["id", "vi", "en"] satisfies Locale[]).map((locale) => (
            <DropdownMenu.RadioItem
              key={locale}
              value={locale}
              lang={locale}
              className="flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold data-[state=checked]:text-brand-700"
            >
              {t(`languages.${locale}`)}
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}
