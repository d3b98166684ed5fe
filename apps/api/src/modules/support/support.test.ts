import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = "I answered a survey yesterday but do not see the points yet.";

function file(
  payload: object,
  { ip = freshIp(), token, locale }: { ip?: string; token?: string; locale?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/support_requests",
    payload,
    headers: token ? { token } : {},
    ...(locale && { cookies: { locale } }),
    remoteAddress: ip,
  });
}

const list = (token: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/admin/support_requests${query}`, headers: { token } });

describe("support requests", () => {
  it("files a visitor's request from the contact form, in the page's language", async () => {
    const sent = await file({ email: "Visitor@Example.com", topic: "points", message }, { locale: "vi" });
    expect(sent.statusCode, sent.body).toBe(201);
    const { token } = await createSignedInUser(t.database.db, { roles: ["member", "support"] });
    const found = (await list(token, "?topic=points")).json().data;
    expect(found[0]).toMatchObject({
      id: sent.json().data.id,
      email: "visitor@example.com",
      user_id: null,
      topic: "points",
      message,
      locale: "vi",
    });
  });

  it("names the member who sent it signed in", async () => {
    const member = await createSignedInUser(t.database.db, { locale: "id" });
    const sent = await file(
      { email: member.user.email, name: "Ayu", topic: "redeem", message },
      { token: member.token },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const staff = await createSignedInUser(t.database.db, { roles: ["member", "admin"] });
    const found = (await list(staff.token, "?topic=redeem")).json().data;
    expect(found[0]).toMatchObject({ user_id: member.user.id, name: "Ayu", locale: "id" });
  });

  it("says what is missing, and refuses a flood from one address with the wait", async () => {
    const short = await file({ email: "a@example.com", topic: "other", message: "help" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: "message" });
    expect((await file({ email: "not-an-email", topic: "other", message })).json().field).toBe("email");

    const ip = freshIp();
    for (let sent = 0; sent < 5; sent++) {
      expect((await file({ email: "b@example.com", topic: "other", message }, { ip })).statusCode).toBe(201);
    }
    const refused = await file({ email: "b@example.com", topic: "other", message }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retry_after).toBeGreaterThan(0);
  });

  it("are read in the back office with the support permission only", async () => {
    const author = await createSignedInUser(t.database.db, { roles: ["member", "author"] });
    const member = await createSignedInUser(t.database.db);
    expect((await list(author.token)).statusCode).toBe(403);
    expect((await list(member.token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/support_requests" })).statusCode).toBe(401);
    const support = await createSignedInUser(t.database.db, { roles: ["member", "support"] });
    const page = (await list(support.token, "?limit=2")).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ page: 1, limit: 2 });
    expect(page.meta.total).toBeGreaterThanOrEqual(7);
  });
});
