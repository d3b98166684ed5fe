import type { AdminPermission } from "@rewards/contracts";

/** The console's sections, in the navigation's order, each opened by one server permission. */
export const sections = [
  { path: "/admin", key: "dashboard", permission: "dashboard" },
  { path: "/admin/members", key: "members", permission: "members" },
  { path: "/admin/redemptions", key: "redemptions", permission: "redemptions" },
  { path: "/admin/card-stock", key: "cardStock", permission: "redemptions" },
  { path: "/admin/support-requests", key: "supportRequests", permission: "support_requests" },
  { path: "/admin/id-checks", key: "idChecks", permission: "id_checks" },
  { path: "/admin/jobs", key: "jobs", permission: "disputes" },
  { path: "/admin/surveys", key: "surveys", permission: "surveys" },
  { path: "/admin/missions", key: "missions", permission: "missions" },
  { path: "/admin/bingo", key: "bingo", permission: "bingo" },
  { path: "/admin/ads", key: "ads", permission: "ads" },
  { path: "/admin/stores", key: "stores", permission: "stores" },
  { path: "/admin/notifications", key: "notifications", permission: "notifications" },
  { path: "/admin/audit", key: "audit", permission: "audit_log" },
] as const satisfies readonly { path: string; key: string; permission: AdminPermission }[];

export type Section = (typeof sections)[number];

/** The sections a staff member's permissions open. */
export function sectionsFor(permissions: readonly string[]): Section[] {
  return sections.filter((section) => permissions.includes(section.permission));
}

/**
 * The section an address is in: the one whose path is the longest prefix of it. The dashboard
 * only at its own address, since its path begins every other.
 */
export function sectionAt(pathname: string): Section | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/admin") return sections[0];
  return sections.find(
    (section) => section.path !== "/admin" && (path === section.path || path.startsWith(`${section.path}/`)),
  );
}
