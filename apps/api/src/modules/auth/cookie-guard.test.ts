import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodPassword } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { clientErrorReports } from "../logs/index.js";
import { mailboxMessages } from "../messaging/index.js";

/**
 * Cross-site requests ride on the session cookie; the one guard (plugin.ts) decides what they may
 * do: no write without `platform`, no sending on a GET, and a beacon report is kept anonymously.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in as the web app does and returns the session cookie. */
async function webSession(input: Parameters<typeof createTestUser>[1] = {}) {
  const user = await createTestUser(t.database.db, { password: goodPassword, ...input });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/users/sign_in",
    headers: { platform: "3" },
    payload: { user: { email: user.email, password: goodPassword } },
  });
  const cookie = [response.headers["set-cookie"]]
    .flat()
    .find((c) => c?.startsWith("session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(response.body);
  return { user, cookie };
}

const profileWith = (cookie: string) =>
  t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie, platform: "3" } });

describe("a write by cookie without platform", () => {
  it("is refused for sign-out, and the session stays live", async () => {
    const { cookie } = await webSession();
    const forged = await t.app.inject({ method: "DELETE", url: "/api/users/sign_out", headers: { cookie } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ status: false, code: "csrf_rejected" });
    expect((await profileWith(cookie)).statusCode).toBe(200);
    const real = await t.app.inject({
      method: "DELETE",
      url: "/api/users/sign_out",
      headers: { cookie, platform: "3" },
    });
    expect(real.statusCode).toBe(200);
    expect((await profileWith(cookie)).statusCode).toBe(401);
  });

  it("is refused on every kind of write, before the route runs", async () => {
    const { cookie } = await webSession();
    for (const [method, url] of [
      ["PUT", "/api/profile"],
      ["POST", "/api/phone_cards/withdraw"],
      ["POST", "/api/profile/resend_mail_confirmation_code"],
      ["DELETE", "/api/users"],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie }, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe("csrf_rejected");
    }
  });

  it("is kept as an anonymous report on /api/logs (text/plain, as sendBeacon sends it)", async () => {
    const { user, cookie } = await webSession();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logs",
      headers: { cookie, "content-type": "text/plain" },
      payload: JSON.stringify({ message: "beacon report" }),
    });
    expect(response.statusCode).toBe(202);
    const [stored] = await t.database.db
      .select()
      .from(clientErrorReports)
      .where(eq(clientErrorReports.message, "beacon report"));
    expect(stored?.userId).toBeNull();
    expect(stored?.userEmail).toBeNull();
    expect(stored?.userId).not.toBe(user.id);
  });
});

describe("resending codes", () => {
  it("never sends on a GET authenticated by the cookie; the web app POSTs", async () => {
    const { user, cookie } = await webSession({ emailConfirmed: false });
    const byGet = await t.app.inject({
      method: "GET",
      url: "/api/profile/resend_mail_confirmation_code",
      headers: { cookie, platform: "3" },
    });
    expect(byGet.statusCode).toBe(405);
    expect(byGet.json()).toMatchObject({ status: false, code: "method_not_allowed" });
    expect(await mailboxMessages(t.database.db, user.email)).toHaveLength(0);

    const byPost = await t.app.inject({
      method: "POST",
      url: "/api/profile/resend_mail_confirmation_code",
      headers: { cookie, platform: "3" },
    });
    expect(byPost.statusCode, byPost.body).toBe(200);
    expect(await mailboxMessages(t.database.db, user.email)).toHaveLength(1);
  });
});
