import { createECDH, randomBytes } from "node:crypto";
import { pushLimits } from "@rewards/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { loadConfig } from "../../config/env.js";
import { appMeta } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { pushSubscriptions, vapidDetails } from "./index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const device = (endpoint = `https://push.example.com/send/${randomBytes(8).toString("hex")}`) => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") } };
};
const subscribe = (token: string | undefined, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/push_subscriptions", headers: token ? { token } : {}, payload });
const unsubscribe = (token: string, endpoint: string) =>
  t.app.inject({ method: "DELETE", url: "/api/push_subscriptions", headers: { token }, payload: { endpoint } });
const devicesOf = async (userId: string) =>
  (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
    (row) => row.endpoint,
  );

describe("the VAPID public key", () => {
  it("is made on the first start, kept in the database and the same on every call", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/push_subscriptions/vapid_public_key" });
    const second = await t.app.inject({ method: "GET", url: "/api/push_subscriptions/vapid_public_key" });
    expect(first.statusCode).toBe(200);
    const key = first.json().data.public_key as string;
    expect(Buffer.from(key, "base64url")).toHaveLength(65);
    expect(second.json().data.public_key).toBe(key);
    const [stored] = await t.database.db.select().from(appMeta).where(eq(appMeta.key, "vapidKeys"));
    expect(stored?.value).toMatchObject({ publicKey: key });
  });

  it("is the configured one when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set", async () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(await vapidDetails(t.database.db, config)).toEqual({ subject: "mailto:no-reply@rewards.invalid", ...keys });
  });
});

describe("push subscriptions", () => {
  it("store a device for the signed-in member, once per endpoint, and remove it", async () => {
    const member = await createSignedInUser(t.database.db);
    const phone = device();
    expect((await subscribe(undefined, phone)).statusCode).toBe(401);
    const answer = await subscribe(member.token, { ...phone, expirationTime: null });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: true, data: { subscribed: true } });
    // The same browser again (fresh keys after a reinstall, say): still one device.
    expect((await subscribe(member.token, { ...device(phone.endpoint) })).statusCode).toBe(200);
    expect(await devicesOf(member.user.id)).toEqual([phone.endpoint]);

    expect((await unsubscribe(member.token, phone.endpoint)).json()).toEqual({
      status: true,
      data: { subscribed: false },
    });
    expect(await devicesOf(member.user.id)).toEqual([]);
  });

  it("move a shared browser to the member who subscribed it last; another member cannot remove it", async () => {
    const first = await createSignedInUser(t.database.db);
    const second = await createSignedInUser(t.database.db);
    const shared = device();
    await subscribe(first.token, shared);
    await subscribe(second.token, shared);
    expect(await devicesOf(first.user.id)).toEqual([]);
    expect(await devicesOf(second.user.id)).toEqual([shared.endpoint]);
    await unsubscribe(first.token, shared.endpoint);
    expect(await devicesOf(second.user.id)).toEqual([shared.endpoint]);
  });

  it("refuse an endpoint that is not a push service's https address, and keys that are not keys", async () => {
    const member = await createSignedInUser(t.database.db);
    const good = device();
    const refused = [
      { ...good, endpoint: "http://push.example.com/x" },
      { ...good, endpoint: "https://127.0.0.1/x" },
      { ...good, endpoint: "https://localhost:8443/x" },
      { ...good, endpoint: "https://user:pass@push.example.com/x" },
      { ...good, endpoint: `https://push.example.com/${"x".repeat(pushLimits.endpointMax)}` },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
      { ...good, keys: { ...good.keys, auth: randomBytes(32).toString("base64url") } },
      // 65 bytes that start like a key but are no point on the curve.
      {
        ...good,
        keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url") },
      },
    ];
    for (const body of refused) {
      const answer = await subscribe(member.token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().status).toBe(false);
    }
    expect(await devicesOf(member.user.id)).toEqual([]);
  });

  it("keep a member's newest devices only, and limit how often one member subscribes", async () => {
    const member = await createSignedInUser(t.database.db);
    const endpoints: string[] = [];
    for (let i = 0; i < pushLimits.devicesPerMember + 2; i++) {
      const one = device();
      endpoints.push(one.endpoint);
      expect((await subscribe(member.token, one)).statusCode).toBe(200);
    }
    const kept = await devicesOf(member.user.id);
    expect(kept).toHaveLength(pushLimits.devicesPerMember);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints.at(-1));

    for (let i = pushLimits.devicesPerMember + 2; i < pushLimits.subscribesPerHour; i++) {
      await subscribe(member.token, device());
    }
    const limited = await subscribe(member.token, device());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
  });
});
