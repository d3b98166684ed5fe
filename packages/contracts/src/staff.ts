// Kept free of zod: the web app's console reads the permissions to build its navigation.

/**
 * Every role a user can hold; one account can hold several (a worker is also a member). The last
 * three run the back office at `/admin`.
 */
export const userRoles = ["member", "worker", "client", "shop_staff", "admin", "author", "support"] as const;
export type UserRole = (typeof userRoles)[number];

/** The back-office roles, strongest first: an action is recorded under the first one that allows it. */
export const staffRoles = ["admin", "author", "support"] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * What a back-office route needs. Each `/api/admin` route declares exactly one; the server refuses
 * to start with a route that declares none. Sections of features still to come are listed already,
 * so their routes only have to name theirs.
 */
export const adminPermissions = [
  /** Open the console at all: who am I, what may I do. */
  "console",
  "dashboard",
  "members",
  /** Credit or debit a member's points by hand: it makes money, so only admins. */
  "points",
  /** Give or take back roles. */
  "roles",
  "surveys",
  "redemptions",
  "audit_log",
  /** The product's tunable parameters (the settings store). */
  "settings",
  "missions",
  "bingo",
  "ads",
  "notifications",
  "id_checks",
  "reports",
  "disputes",
  /** Read what members and visitors sent through the help page's contact form. */
  "support_requests",
  /** The shop-visit stores: their details, photos, hours, location and staff (admins only). */
  "stores",
] as const;
export type AdminPermission = (typeof adminPermissions)[number];

/** Admins may do everything; authors write content; support looks after members and their money. */
export const rolePermissions: Record<StaffRole, readonly AdminPermission[]> = {
  admin: adminPermissions,
  author: ["console", "surveys", "missions", "bingo", "ads", "notifications"],
  support: ["console", "members", "redemptions", "id_checks", "reports", "disputes", "support_requests"],
};

export function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}

/** The role a user acts under for a permission: the strongest of theirs that grants it, or null. */
export function roleGranting(roles: readonly string[], permission: AdminPermission): StaffRole | null {
  return staffRoles.find((role) => roles.includes(role) && rolePermissions[role].includes(permission)) ?? null;
}

/** Everything a set of roles may do in the back office. */
export function permissionsOf(roles: readonly string[]): AdminPermission[] {
  return adminPermissions.filter((permission) => roleGranting(roles, permission) !== null);
}

/** The staff roles that hold a permission. */
export function rolesWith(permission: AdminPermission): StaffRole[] {
  return staffRoles.filter((role) => rolePermissions[role].includes(permission));
}
