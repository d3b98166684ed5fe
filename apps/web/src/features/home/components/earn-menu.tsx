import type { EarnMenuKey, HomeData } from "@rewards/contracts";
import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BriefcaseIcon, GiftIcon, SearchIcon, StoreIcon, TargetIcon, TicketIcon } from "../../../components/ui/icons";

const icons: Record<EarnMenuKey, ComponentType<SVGProps<SVGSVGElement>>> = {
  survey: SearchIcon,
  mission: TargetIcon,
  bingo: TicketIcon,
  invite: GiftIcon,
  jobs: BriefcaseIcon,
  shops: StoreIcon,
};

const tile =
  "relative flex h-full min-h-24 flex-col items-center justify-center gap-1.5 rounded-2xl border border-gray-100 bg-white p-2 text-center shadow-sm";

/**
 * The earning menu of spec section 2: each entry leads to its screen. An entry whose feature has not
 * launched says 'soon' and is no link, so no menu leads to a placeholder.
 */
export function EarnMenu({ entries, claimable }: { entries: HomeData["earn_menu"]; claimable: number }) {
  const { t } = useTranslation("home");
  return (
    <nav aria-labelledby="earn-menu-title">
      <h2 id="earn-menu-title" className="sr-only">
        {t("menu.title")}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6 sm:gap-3">
        {entries.map((entry) => {
          const Icon = icons[entry.key];
          const dot = entry.key === "mission" && claimable > 0;
          if (!entry.available) {
            return (
              <li key={entry.key}>
                <div data-testid={`earn-menu-${entry.key}`} className={`${tile} bg-gray-50`}>
                  <span className="flex size-10 items-center justify-center rounded-full bg-gray-100 text-gray-600">
                    <Icon width={22} height={22} />
                  </span>
                  <span className="text-sm leading-tight font-semibold text-gray-900">{t(`menu.${entry.key}`)}</span>
                  <span className="rounded-full bg-gray-100 px-2 text-[0.6875rem] font-medium text-gray-700">
                    {t("menu.soon")}
                  </span>
                </div>
              </li>
            );
          }
          return (
            <li key={entry.key}>
              <Link
                to={entry.path}
                data-testid={`earn-menu-${entry.key}`}
                aria-label={dot ? `${t(`menu.${entry.key}`)}: ${t("menu.claimable")}` : undefined}
                className={`${tile} hover:border-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700`}
              >
                <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon width={22} height={22} />
                </span>
                <span className="text-sm leading-tight font-semibold text-gray-900">{t(`menu.${entry.key}`)}</span>
                {dot && (
                  <span
                    data-testid="earn-menu-mission-dot"
                    className="absolute top-2 right-2 size-2.5 rounded-full bg-brand-600"
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
