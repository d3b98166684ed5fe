import { randomUUID } from "node:crypto";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { expect } from "./accounts.js";
import { asDemoAdmin } from "./admin.js";

const headers = { platform: "3" };

/** The signed-in member's user id, from the profile. */
export async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/profile/info_basic_user", { headers });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { user_profile: { user_id: string } } };
  return data.user_profile.user_id;
}

/**
 * Makes a member a staff member with `roles`, as the demo admin would, so a test can drive the
 * console under an account of its own instead of the one shared demo admin.
 */
export async function giveRoles(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  userId: string,
  roles: string[],
): Promise<void> {
  await asDemoAdmin(playwright, baseURL, (admin) =>
    admin.put(`/api/admin/members/${userId}/roles`, { headers, data: { roles } }),
  );
}

/** Credits `points` to a member as the demo admin would; its Idempotency-Key credits them once, however often tried. */
export async function grantPoints(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  userId: string,
  points: number,
  reason = "Points for the browser test",
): Promise<void> {
  const key = randomUUID();
  await asDemoAdmin(playwright, baseURL, (admin) =>
    admin.post("/api/admin/point_grants", {
      headers: { ...headers, "Idempotency-Key": key },
      data: { user_id: userId, point: points, reason },
    }),
  );
}
