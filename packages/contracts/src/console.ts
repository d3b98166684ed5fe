import { z } from "zod";
import { okEnvelope } from "./envelope.js";
import { adminPermissions, userRoles } from "./staff.js";
import { queryInt } from "./text.js";

/** `GET /api/admin/me`: who is using the console and what they may do there. */
export const staffProfile = z.object({
  user_id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  roles: z.array(z.enum(userRoles)),
  permissions: z.array(z.enum(adminPermissions)),
});
export type StaffProfile = z.infer<typeof staffProfile>;
export const staffProfileAnswer = okEnvelope(staffProfile);

/** `GET /api/admin/dashboard`: the last `days` days, in the zone of the `TimeZone` header. */
export const dashboardQuery = z.object({ days: queryInt({ min: 7, max: 90 }).default(30) });

export const dashboardDay = z.object({
  /** YYYY-MM-DD in the caller's time zone. */
  date: z.string(),
  sign_ups: z.number().int(),
  /** Members who used the app that day (any signed-in request). */
  active_members: z.number().int(),
  /** Points earned: every credit except points returned by a rejected redemption. */
  points_issued: z.number().int(),
  /** Points that left balances: redemptions, expiry and debits by hand. */
  points_spent: z.number().int(),
  /** Points credited back when a redemption was rejected. */
  points_returned: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const waitingRedemption = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  point: z.number().int(),
  user_email: z.string(),
  created_at: z.string(),
});

export const dashboard = z.object({
  time_zone: z.string(),
  days: z.array(dashboardDay),
  totals: z.object({
    members: z.number().int(),
    suspended: z.number().int(),
    /** Every member's balance added up. */
    points_outstanding: z.number().int(),
    redemptions_waiting: z.number().int(),
    redemptions_waiting_points: z.number().int(),
  }),
  /** The oldest requests still to handle. */
  waiting: z.array(waitingRedemption),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardAnswer = okEnvelope(dashboard);
