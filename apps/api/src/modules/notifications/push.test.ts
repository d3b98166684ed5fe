import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { importJWK, jwtVerify } from "jose";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { JobDefinition } from "../../jobs/definition.js";
import { startJobs } from "../../jobs/queue.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { updateUser } from "../users/index.js";
import {
  deliverNotificationsJob,
  deliverPendingNotifications,
  notifications,
  notify,
  pushDeliveries,
  pushNotification,
  pushSubscriptions,
  saveSubscription,
  sendPushJob,
} from "./index.js";

/**
 * Web Push against a push service of our own on 127.0.0.1: it checks the VAPID signature as a
 * real push service does and decrypts the payload as the browser does (RFC 8291, by hand here, so
 * the check does not share code with the sender).
 */
type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
/** The status the stub answers on a path; 201 unless a test says otherwise. */
const answers = new Map<string, number[]>();
const stub = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const path = request.url ?? "";
    received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(answers.get(path)?.shift() ?? 201).end();
  });
});

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => stub.close(resolve));
  await t.close();
});
beforeEach(() => {
  received.length = 0;
  answers.clear();
});

const deps = () => ({ db: t.database.db, config: t.config, jobs: null });

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function newDevice() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

async function subscribe(userId: string, path: string, device = newDevice()) {
  await saveSubscription(t.database.db, userId, {
    endpoint: `${origin}${path}`,
    keys: { p256dh: device.ecdh.getPublicKey("base64url"), auth: device.auth.toString("base64url") },
  });
  return device;
}

async function notifyPoints(userId: string, points = 1500) {
  const cause = `push:${randomUUID()}`;
  await t.database.db.transaction((tx) => notify(tx, userId, "points_received", { cause, values: { points } }));
  const [row] = await t.database.db.select().from(notifications).where(eq(notifications.cause, cause));
  if (!row) throw new Error("not notified");
  return row;
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 + RFC 8188: what the browser does with an aes128gcm push body. */
function decrypt(body: Buffer, device: ReturnType<typeof newDevice>): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(device.auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString("utf8");
}

/** The push service's check of `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292). */
async function verifyVapid(headers: http.IncomingHttpHeaders) {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${headers.authorization}`);
  const point = Buffer.from(match[2], "base64url");
  const key = await importJWK(
    {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    "ES256",
  );
  const { payload } = await jwtVerify(match[1], key, { audience: origin, algorithms: ["ES256"] });
  return { publicKey: match[2], claims: payload };
}

describe("Web Push delivery", () => {
  it("sends a VAPID-signed, aes128gcm-encrypted push in the member's language, once per device", async () => {
    const member = await createSignedInUser(t.database.db, { locale: "vi" });
    const device = await subscribe(member.user.id, "/push/phone");
    const row = await notifyPoints(member.user.id);

    await deliverPendingNotifications(deps());
    await deliverPendingNotifications(deps());
    await pushNotification(deps(), row.id);

    expect(received).toHaveLength(1);
    const [push] = received;
    if (!push) throw new Error("nothing pushed");
    expect(push.path).toBe("/push/phone");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    const keyAnswer = await t.app.inject({ method: "GET", url: "/api/push_subscriptions/vapid_public_key" });
    const { publicKey, claims } = await verifyVapid(push.headers);
    expect(publicKey).toBe(keyAnswer.json().data.public_key);
    expect(claims.sub).toBe("mailto:no-reply@rewards.invalid");
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);

    expect(JSON.parse(decrypt(push.body, device))).toEqual({
      id: row.id,
      title: "Bạn đã nhận điểm",
      body: "1.500 điểm đã được cộng vào tài khoản của bạn.",
      reasonable_type: "Notification",
      reasonable_id: row.id,
    });
    const [delivery] = await t.database.db
      .select()
      .from(pushDeliveries)
      .where(eq(pushDeliveries.notificationId, row.id));
    expect(delivery).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("leads a survey's push to the survey, on every device the member subscribed", async () => {
    const member = await createSignedInUser(t.database.db, { locale: "en" });
    const phone = await subscribe(member.user.id, "/push/a");
    const laptop = await subscribe(member.user.id, "/push/b");
    const surveyId = randomUUID();
    await t.database.db.transaction((tx) =>
      notify(tx, member.user.id, "survey_opened", {
        cause: `survey:${surveyId}`,
        surveyId,
        values: { title_en: "Coffee", title_vi: "Cà phê", points: 300 },
      }),
    );
    await deliverPendingNotifications(deps());

    expect(received.map((push) => push.path).sort()).toEqual(["/push/a", "/push/b"]);
    for (const [path, device] of [
      ["/push/a", phone],
      ["/push/b", laptop],
    ] as const) {
      const push = received.find((one) => one.path === path);
      expect(JSON.parse(decrypt(push?.body ?? Buffer.alloc(0), device))).toMatchObject({
        title: "A new survey for you",
        body: "“Coffee” is open: answer it for 300 points.",
        reasonable_type: "Survey",
        reasonable_id: surveyId,
      });
    }
  });

  it("forgets a device whose push service answers 410 Gone or 404", async () => {
    const member = await createSignedInUser(t.database.db);
    await subscribe(member.user.id, "/push/gone");
    await subscribe(member.user.id, "/push/missing");
    await subscribe(member.user.id, "/push/kept");
    answers.set("/push/gone", [410]);
    answers.set("/push/missing", [404]);
    await notifyPoints(member.user.id);
    await deliverPendingNotifications(deps());

    expect(received).toHaveLength(3);
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.user.id));
    expect(left.map((device) => device.endpoint)).toEqual([`${origin}/push/kept`]);
  });

  it("retries a device whose push service is down, and pushes it once when it is back", async () => {
    const member = await createSignedInUser(t.database.db);
    await subscribe(member.user.id, "/push/flaky");
    await subscribe(member.user.id, "/push/fine");
    answers.set("/push/flaky", [503]);
    const row = await notifyPoints(member.user.id);

    await deliverPendingNotifications(deps());
    const [pending] = await t.database.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(pending?.push).toBe("pending");
    // The queue's retry: only the failed device is tried again.
    await pushNotification(deps(), row.id);
    await pushNotification(deps(), row.id);

    expect(received.map((push) => push.path)).toEqual(["/push/flaky", "/push/fine", "/push/flaky"]);
    const deliveries = await t.database.db
      .select({ status: pushDeliveries.status, attempts: pushDeliveries.attempts })
      .from(pushDeliveries)
      .where(eq(pushDeliveries.notificationId, row.id));
    expect(deliveries).toEqual(
      expect.arrayContaining([
        { status: "sent", attempts: 2 },
        { status: "sent", attempts: 1 },
      ]),
    );
    const [done] = await t.database.db.select().from(notifications).where(eq(notifications.id, row.id));
    expect(done?.push).toBe("done");
  });

  it("pushes nothing for 'once per day' or 'never', and nothing to a member without a device", async () => {
    const daily = await createSignedInUser(t.database.db);
    const never = await createSignedInUser(t.database.db);
    const deviceless = await createSignedInUser(t.database.db);
    await updateUser(t.database.db, daily.user.id, { pushSetting: "once_per_day" });
    await updateUser(t.database.db, never.user.id, { pushSetting: "never" });
    await subscribe(daily.user.id, "/push/daily");
    await subscribe(never.user.id, "/push/never");
    const rows = [
      await notifyPoints(daily.user.id),
      await notifyPoints(never.user.id),
      await notifyPoints(deviceless.user.id),
    ];
    await deliverPendingNotifications(deps());

    expect(received).toEqual([]);
    for (const row of rows) {
      const [after] = await t.database.db.select().from(notifications).where(eq(notifications.id, row.id));
      expect(after?.push).toBe("none");
    }
  });

  it("follows a change to 'never' made after the notification was queued", async () => {
    const member = await createSignedInUser(t.database.db);
    await subscribe(member.user.id, "/push/late");
    const row = await notifyPoints(member.user.id);
    await t.database.db
      .update(notifications)
      .set({ delivery: "done", push: "pending" })
      .where(eq(notifications.id, row.id));
    await updateUser(t.database.db, member.user.id, { pushSetting: "never" });
    await pushNotification(deps(), row.id);
    expect(received).toEqual([]);
  });

  it("goes through the queue: the delivery run gives each push a job of its own", async () => {
    const jobs = await startJobs({
      database: t.database,
      config: t.config,
      log: pino({ level: "silent" }),
      definitions: [deliverNotificationsJob, sendPushJob as JobDefinition],
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const member = await createSignedInUser(t.database.db);
      await subscribe(member.user.id, "/push/queued");
      const row = await notifyPoints(member.user.id);
      await jobs.send("deliver-notifications");
      await expect.poll(() => received.length, { timeout: 20_000, interval: 250 }).toBe(1);
      await expect
        .poll(
          async () => (await t.database.db.select().from(notifications).where(eq(notifications.id, row.id)))[0]?.push,
        )
        .toBe("done");
    } finally {
      await jobs.stop();
    }
  });
});
