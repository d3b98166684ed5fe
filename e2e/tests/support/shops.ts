import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { createMember, expect, type Member } from "./accounts.js";
import { asDemoAdmin } from "./admin.js";

const headers = { platform: "3" };
/** Where the test's store stands, and where the member's phone says it is. */
export const place = { latitude: -6.2001, longitude: 106.8167 };

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
  const store = await asDemoAdmin<{ data: { id: string } }>(playwright, baseURL, (admin) =>
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
  await asDemoAdmin(playwright, baseURL, (admin) =>
    admin.post(`/api/admin/stores/${storeId}/staff`, { headers, data: { email: staff.email } }),
  );
  const relog = await request.post("/api/users/sign_in", {
    headers,
    data: { user: { email: staff.email, password: staff.password } },
  });
  expect(relog.ok(), await relog.text()).toBe(true);
  return { staff, storeId, name };
}
