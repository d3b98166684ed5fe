import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { goodPassword } from "../../test/accounts.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createTestUser } from "../../test/factories.js";
import { endUserSessions } from "./sessions.js";

/**
 * A page rendered on the server asks the API in process with the reader's cookie
 * (`http/server-render.ts`); those calls share the page request's session lookup instead of
 * looking the same session up once each, and only a call with the very same session shares it.
 */
let t: TestApp;
let otherCookie = "";

/** A page's stand-in: looks its reader up, ends every session, then asks the API as the page would. */
function pageRoute(app: FastifyInstance) {
  app.get("/test/page", async (request) => {
    const reader = await request.currentUser();
    if (!reader) return { reader: null };
    await endUserSessions(t.database.db, reader.id, "signed_out");
    return request.sharingSession(async () => {
      const cookie = String(request.headers.cookie);
      const ask = (with_: string) => app.inject({ method: "GET", url: "/api/profile", headers: { cookie: with_ } });
      const [own, other] = await Promise.all([ask(cookie), ask(otherCookie)]);
      const id = (answer: typeof own) => answer.json().data?.user_profile?.user_id;
      return { reader: reader.id, own: own.statusCode, ownId: id(own), other: id(other) };
    });
  });
}

async function sessionCookie(email: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/users/sign_in",
    headers: { platform: "3" },
    payload: { user: { email, password: goodPassword } },
  });
  const cookie = [response.headers["set-cookie"]]
    .flat()
    .find((value) => value?.startsWith("session="))
    ?.split(";")[0];
  if (!cookie) throw new Error(response.body);
  return cookie;
}

beforeAll(async () => {
  t = await createTestApp({}, { routes: pageRoute });
});
afterAll(() => t.close());

describe("a request's in-process calls", () => {
  it("find its session as it looked it up, and another session as its own", async () => {
    const reader = await createTestUser(t.database.db, { password: goodPassword });
    const other = await createTestUser(t.database.db, { password: goodPassword });
    const cookie = await sessionCookie(reader.email);
    otherCookie = await sessionCookie(other.email);

    const page = await t.app.inject({ method: "GET", url: "/test/page", headers: { cookie } });
    // The session ended after the page looked it up: its own call used that lookup, not a new one.
    expect(page.json()).toMatchObject({ reader: reader.id, own: 200, other: other.id });
    expect(String(page.json().ownId)).toBe(String(reader.id));

    // Outside the page, the session is looked up afresh, and is over.
    const after = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});
