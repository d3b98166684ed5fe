import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { deliverMessage, queueMessage } from "./service.js";
import { outboundMessages } from "./tables.js";
import type { Transports } from "./transports.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function countingTransports(fail = false) {
  const sent: string[] = [];
  const transport = {
    name: "test-gateway",
    async send(message: { recipient: string }) {
      if (fail) throw new Error("gateway down");
      sent.push(message.recipient);
    },
  };
  return { sent, transports: { email: transport, sms: transport } as Transports };
}

const row = async (id: string) =>
  (await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0];

describe("the outbox", () => {
  it("sends a message once even when its job runs twice, and drops the body afterwards", async () => {
    const id = await queueMessage(t.database.db, { channel: "sms", recipient: "+62811", body: "code 123456" });
    const { sent, transports } = countingTransports();
    await Promise.all([deliverMessage(t.database.db, transports, id), deliverMessage(t.database.db, transports, id)]);
    await deliverMessage(t.database.db, transports, id);
    expect(sent).toEqual(["+62811"]);
    expect(await row(id)).toMatchObject({ status: "sent", transport: "test-gateway", body: "[delivered]" });
  });

  it("keeps a message pending with the reason when the gateway fails, for the retry", async () => {
    const id = await queueMessage(t.database.db, { channel: "email", recipient: "x@example.com", body: "hello" });
    await expect(deliverMessage(t.database.db, countingTransports(true).transports, id)).rejects.toThrow(
      "gateway down",
    );
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "gateway down" });
  });
});

describe("the dev mailbox", () => {
  it("lists messages as a page and as JSON, newest first, filtered by recipient", async () => {
    await queueMessage(t.database.db, {
      channel: "email",
      recipient: "box@example.com",
      subject: "One",
      body: "first <b>",
    });
    await queueMessage(t.database.db, {
      channel: "email",
      recipient: "box@example.com",
      subject: "Two",
      body: "second",
    });
    const json = await t.app.inject({ method: "GET", url: "/dev/mailbox/messages?to=box@example.com" });
    expect(json.json().data.map((m: { text: string }) => m.text)).toEqual(["second", "first <b>"]);
    const page = await t.app.inject({ method: "GET", url: "/dev/mailbox?to=box@example.com" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("first &lt;b&gt;");
  });

  it("does not exist in production", async () => {
    const production = await createTestApp({ NODE_ENV: "production" });
    try {
      expect((await production.app.inject({ method: "GET", url: "/dev/mailbox/messages" })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
