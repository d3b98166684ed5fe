import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

const links = [
  { to: "/home/flashjobs/jobs", key: "jobs" },
  { to: "/home/flashjobs/search", key: "search" },
  { to: "/home/flashjobs/applied", key: "applied" },
  { to: "/home/flashjobs/favorite", key: "favorite" },
] as const;

/** A job screen's title and the worker's four job lists, side by side (the applied jobs are only here). */
export function JobsHeader({ title }: { title: string }) {
  const { t } = useTranslation("jobs");
  return (
    <div className="space-y-3">
      {/* The phone's header already names the screen. */}
      <h1 className="sr-only md:not-sr-only md:text-2xl md:font-bold md:text-gray-900">{title}</h1>
      <nav aria-label={t("nav.label")} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {links.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  `inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
                    isActive
                      ? "bg-brand-700 text-white"
                      : "border border-gray-200 bg-white text-gray-800 hover:bg-gray-100"
                  }`
                }
              >
                {t(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
