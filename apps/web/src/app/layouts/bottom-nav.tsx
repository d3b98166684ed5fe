import type { ComponentType, ReactNode, SVGProps } from "react";
import { NavLink } from "react-router";

export type BottomNavItem = {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  end?: boolean;
  /** A short figure on the icon (the points balance), and the entry's full name that goes with it. */
  badge?: { text: string; label: string } | null;
  /** A dot on the icon (a mission waiting to be claimed), and the entry's full name that goes with it. */
  dot?: { label: string } | null;
};

/** A fixed bar of up to five destinations at the bottom of a phone screen. */
export function BottomNav({
  label,
  items,
  children,
}: {
  label: string;
  items?: BottomNavItem[];
  children?: ReactNode;
}) {
  return (
    <nav
      aria-label={label}
      data-bottom-nav
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto flex max-w-lg items-stretch justify-around">
        {items?.map(({ to, label: itemLabel, icon: Icon, end, badge, dot }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end={end ?? false}
              aria-label={badge?.label ?? dot?.label}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 px-1 py-2 text-xs font-medium ${isActive ? "text-brand-700" : "text-gray-600"}`
              }
            >
              <span className="relative">
                <Icon width={22} height={22} />
                {badge && (
                  <span
                    aria-hidden="true"
                    data-testid="bottom-nav-badge"
                    className="absolute -top-2 left-3.5 rounded-full bg-brand-700 px-1.5 text-[0.625rem] leading-4 font-semibold whitespace-nowrap text-white"
                  >
                    {badge.text}
                  </span>
                )}
                {dot && (
                  <span
                    aria-hidden="true"
                    data-testid="bottom-nav-dot"
                    className="absolute -top-0.5 -right-1 size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
                  />
                )}
              </span>
              <span className="truncate">{itemLabel}</span>
            </NavLink>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
