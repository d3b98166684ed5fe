import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { clientErrorReports } from "./tables.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function reportsWith(message: string) {
  return t.database.db.select().from(clientErrorReports).where(eq(clientErrorReports.message, message));
}

function post(payload: unknown, headers: Record<string, string> = {}, ip = "10.0.0.1") {
  return t.app.inject({ method: "POST", url: "/api/logs", payload: payload as object, headers, remoteAddress: ip });
}

describe("POST /api/logs", () => {
  it("stores a visitor's report", async () => {
    const response = await post({
      name: "TypeError",
      message: "visitor boom",
      stack: "at x",
      href: "/home",
      note: "n",
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: true, data: { stored: true } });
    const [row] = await reportsWith("visitor boom");
    expect(row).toMatchObject({ name: "TypeError", stack: "at x", href: "/home", note: "n", userId: null });
  });

  it("records the token owner's name and email when signed in", async () => {
    const { user, token } = await createSignedInUser(t.database.db, { name: "Maya", lastName: "Putri" });
    await post({ message: "member boom" }, { token });
    const [row] = await reportsWith("member boom");
    expect(row).toMatchObject({ userId: user.id, userName: "Maya Putri", userEmail: user.email });
  });

  it("ignores a token that is not a live session", async () => {
    const response = await post({ message: "stale token boom" }, { token: "not-a-session" });
    expect(response.json().data.stored).toBe(true);
    const [row] = await reportsWith("stale token boom");
    expect(row?.userId).toBeNull();
  });

  it("accepts a beacon sent as text/plain", async () => {
    const response = await post(JSON.stringify({ message: "beacon boom" }), { "content-type": "text/plain" });
    expect(response.json().data.stored).toBe(true);
    expect(await reportsWith("beacon boom")).toHaveLength(1);
  });

  it("keeps a cross-site text/plain post that carries only the session cookie, without the member's identity", async () => {
    const { token } = await createSignedInUser(t.database.db, { name: "Dewi" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/logs",
      payload: JSON.stringify({ message: "forged report", note: "written by another site" }),
      headers: { "content-type": "text/plain", origin: "https://elsewhere.example" },
      cookies: { session: token },
      remoteAddress: "10.0.0.2",
    });
    expect(response.statusCode).toBe(202);
    const [row] = await reportsWith("forged report");
    expect(row).toMatchObject({ userId: null, userName: null, userEmail: null });
  });

  it("cuts over-long fields instead of refusing the report", async () => {
    await post({ message: "long boom", stack: "s".repeat(40_000) });
    const [row] = await reportsWith("long boom");
    expect(row?.stack?.length).toBe(16_000);
  });

  it("never fails its caller: a malformed report is answered with success and not kept", async () => {
    const response = await post([1, 2, 3]);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: true, data: { stored: false } });
  });

  it("limits each address to 30 reports a minute without failing the caller", async () => {
    const answers = [];
    for (let i = 0; i < 32; i++) answers.push((await post({ message: `flood ${i}` }, {}, "10.9.9.9")).json());
    expect(answers.every((answer) => answer.status === true)).toBe(true);
    expect(answers.filter((answer) => answer.data.stored)).toHaveLength(30);
    expect((await post({ message: "other address" }, {}, "10.9.9.8")).json().data.stored).toBe(true);
  });
});
