import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, randomAddress } from "./accounts.js";

const headers = { platform: "3" };

/**
 * Does `work` as the demo admin, from a client of its own, and answers its reply's JSON. The admin
 * has one session at a time and parallel tests sign in as it too, so work whose session was just
 * replaced (401) signs in again and retries; work that must happen once carries its own
 * Idempotency-Key, the same on every try.
 */
export async function asDemoAdmin<T = unknown>(
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
