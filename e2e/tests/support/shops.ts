import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import { createMember, expect, type Member, randomAddress } from "./accounts.js";

const headers = { platform: "3" };
/** Where the test's store stands, and where the member's phone says it is. */
export const place = { latitude: -6.2001, longitude: 106.8167 };

/** Signs in as the demo admin from a client of its own, retrying when a parallel test took its session. */
async function asAdmin<T>(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  work: (admin: APIRequestContext) => Promise<APIResponse>,
): Promise<T> {
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
      const response = await work(admin);
      if (response.ok()) return (await response.json()) as T;
      expect(response.status() === 401 && attempt < 5, await response.text()).toBe(true);
    }
  } finally {
    await admin.dispose();
  }
}

/**
 * A new store, made through the back office's API, with a new member on its staff signed in on
 * `request` (signed in again after being added, so the session carries the shop_staff role).
 */
export async function staffOfNewStore(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  request: APIRequestContext,
  namePrefix: string,
): Promise<{ staff: Member; storeId: string; name: string }> {
  const staff = await createMember(request);
  const name = `${namePrefix} ${Date.now().toString(36)}`;
  const store = await asAdmin<{ data: { id: string } }>(playwright, baseURL, (admin) =>
    admin.post("/api/admin/stores", {
      headers,
      data: {
        name,
        category_ids: ["cafe"],
        address: "Jl. Kamera 1",
        city: "Jakarta",
        market: "indo",
        time_zone: "Asia/Jakarta",
        lat: place.latitude,
        lng: place.longitude,
      },
    }),
  );
  const storeId = store.data.id;
  await asAdmin(playwright, baseURL, (admin) =>
    admin.post(`/api/admin/stores/${storeId}/staff`, { headers, data: { email: staff.email } }),
  );
  const relog = await request.post("/api/users/sign_in", {
    headers,
    data: { user: { email: staff.email, password: staff.password } },
  });
  expect(relog.ok(), await relog.text()).toBe(true);
  return { staff, storeId, name };
}
