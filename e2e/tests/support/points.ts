import { randomUUID } from "node:crypto";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, randomAddress } from "./accounts.js";

const headers = { platform: "3" };

/** The signed-in member's user id, from the profile. */
export async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/profile/info_basic_user", { headers });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { user_profile: { user_id: string } } };
  return data.user_profile.user_id;
}

/**
 * Credits `points` to a member as the demo admin would, from a client of its own. The admin has one
 * session at a time and parallel tests sign in as it too, so a grant whose session was just replaced
 * signs in again and retries; its Idempotency-Key makes sure the member is credited once.
 */
/**
 * Makes a member a staff member with `roles`, as the demo admin would (retrying like a grant), so a
 * test can drive the console under an account of its own instead of the one shared demo admin.
 */
export async function giveRoles(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  userId: string,
  roles: string[],
): Promise<void> {
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  try {
    for (let attempt = 1; ; attempt++) {
      const signIn = await admin.post("/api/users/sign_in", {
        headers,
        data: { user: { email: "admin@example.com", password: "demo-pass-2026" } },
      });
      expect(signIn.ok(), await signIn.text()).toBe(true);
      const changed = await admin.put(`/api/admin/members/${userId}/roles`, { headers, data: { roles } });
      if (changed.ok()) return;
      expect(changed.status() === 401 && attempt < 5, await changed.text()).toBe(true);
    }
  } finally {
    await admin.dispose();
  }
}

export async function grantPoints(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  userId: string,
  points: number,
  reason = "Points for the browser test",
): Promise<void> {
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const key = randomUUID();
  try {
    for (let attempt = 1; ; attempt++) {
      const signIn = await admin.post("/api/users/sign_in", {
        headers,
        data: { user: { email: "admin@example.com", password: "demo-pass-2026" } },
      });
      expect(signIn.ok(), await signIn.text()).toBe(true);
      const grant = await admin.post("/api/admin/point_grants", {
        headers: { ...headers, "Idempotency-Key": key },
        data: { user_id: userId, point: points, reason },
      });
      if (grant.ok()) return;
      expect(grant.status() === 401 && attempt < 5, await grant.text()).toBe(true);
    }
  } finally {
    await admin.dispose();
  }
}
