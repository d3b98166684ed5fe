import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, completeMemberThroughApi, freshIp, goodPassword, signUpThroughApi } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { mailboxMessages } from "../messaging/index.js";
import { users } from "../users/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("DELETE /api/users (unregister)", () => {
  it("needs the user to confirm that all points are lost", async () => {
    const { token } = await signUpThroughApi(t.app);
    const response = await call(t.app, { method: "DELETE", url: "/users", token, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("points");
  });

  it("erases the personal data in one go, ends the session and frees the email", async () => {
    const member = await completeMemberThroughApi(t.app, t.database.db, "81299990001");
    const response = await call(t.app, {
      method: "DELETE",
      url: "/users",
      token: member.token,
      payload: { confirm: true },
    });
    expect(response.statusCode).toBe(200);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.userId));
    expect(row).toMatchObject({
      name: null,
      lastName: null,
      birthDay: null,
      phoneNumber: null,
      passwordHash: null,
      avatarKey: null,
    });
    expect(row?.email).not.toContain(member.email);
    expect(row?.deletedAt).not.toBeNull();
    expect(await mailboxMessages(t.database.db, member.email)).toHaveLength(0);
    expect(await mailboxMessages(t.database.db, "+6281299990001")).toHaveLength(0);

    expect((await call(t.app, { method: "GET", url: "/profile", token: member.token })).statusCode).toBe(401);
    const signIn = await call(t.app, {
      method: "POST",
      url: "/users/sign_in",
      ip: freshIp(),
      payload: { user: { email: member.email, password: goodPassword } },
    });
    expect(signIn.statusCode).toBe(401);

    const again = await signUpThroughApi(t.app, member.email);
    expect(again.userId).not.toBe(member.userId);
  });

  it("lets the same phone number be confirmed by a new account afterwards", async () => {
    const first = await completeMemberThroughApi(t.app, t.database.db, "81299990002");
    await call(t.app, { method: "DELETE", url: "/users", token: first.token, payload: { confirm: true } });
    await completeMemberThroughApi(t.app, t.database.db, "81299990002");
  });
});
