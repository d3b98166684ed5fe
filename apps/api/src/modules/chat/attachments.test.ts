import { randomUUID } from "node:crypto";
import { chatPreviewMarks } from "@rewards/contracts";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { trackingStorage } from "../../test/storage.js";
import { notifications } from "../notifications/index.js";
import { attachmentsPerMinute } from "./attachments.js";
import { chatAttachmentQuota } from "./tables.js";
import { roomBetween } from "./test-helpers.js";
import { TestSocket } from "./test-socket.js";

const storage = trackingStorage();
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ FILE_URL_SECRET: "a-file-link-secret-of-at-least-32-characters" }, { storage });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => t.close());

type Call = { method?: "GET" | "POST" | "DELETE"; url: string; token: string; payload?: object };
const call = ({ method = "GET", url, token, payload }: Call) =>
  t.app.inject({ method, url, headers: { token }, ...(payload && { payload }) });

function upload(token: string, roomId: string, data: Buffer, filename = "photo.jpg", field = "file") {
  const boundary = "----chat-attachment";
  return t.app.inject({
    method: "POST",
    url: `/api/chat/rooms/${roomId}/attachments`,
    headers: { token, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const photo = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#cc6633" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "exif-secret-marker" } })
    .toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

describe("chat attachments", () => {
  it("re-encodes an image, sends it, and gives the file to the room's members only, by a signed link", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const answer = await upload(client.token, roomId, await photo());
    expect(answer.statusCode, answer.body).toBe(200);
    const attachment = answer.json().data;
    expect(attachment).toMatchObject({ kind: "image", mime: "image/jpeg", name: "photo.jpg" });
    const stored = await storage.get(`chat-attachments/${attachment.id}.jpg`);
    expect(stored?.includes("exif-secret-marker")).toBe(false);

    const clientId = randomUUID();
    const sent = await call({
      method: "POST",
      url: `/api/chat/rooms/${roomId}/messages`,
      token: client.token,
      payload: { client_id: clientId, attachment_id: attachment.id },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ text: null, attachment: { id: attachment.id } });
    // A retry of that send naming another upload answers the message as stored, with its first file.
    const other = (await upload(client.token, roomId, pdf, "other.pdf")).json().data;
    const retried = await call({
      method: "POST",
      url: `/api/chat/rooms/${roomId}/messages`,
      token: client.token,
      payload: { client_id: clientId, attachment_id: other.id },
    });
    expect(retried.json().data).toMatchObject({ key: sent.json().data.key, attachment: { id: attachment.id } });
    const history = (await call({ url: `/api/chat/rooms/${roomId}/messages`, token: worker.token })).json().data;
    expect(history.messages[0].attachment).toMatchObject({ id: attachment.id, kind: "image" });
    const room = (await call({ url: `/api/chat/rooms/${roomId}`, token: worker.token })).json().data;
    expect(room.last_message_text).toBe(chatPreviewMarks.attachment);

    const link = await call({ url: history.messages[0].attachment.url, token: worker.token });
    expect(link.statusCode).toBe(302);
    const signed = String(link.headers.location);
    expect(signed).toMatch(/^\/api\/files\/chat-attachments\/.+\?expires=\d+&signature=/);
    const file = await t.app.inject({ method: "GET", url: signed });
    expect([file.statusCode, file.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/files/chat-attachments/${attachment.id}.jpg` })).statusCode,
    ).toBe(400);

    const stranger = await createSignedInUser(t.database.db);
    const refused = await call({ url: history.messages[0].attachment.url, token: stranger.token });
    expect([refused.statusCode, refused.json().message]).toEqual([404, "Chat room not exists"]);
    // Another member's upload cannot be sent as one's own, nor one from another room.
    const taken = await call({
      method: "POST",
      url: `/api/chat/rooms/${roomId}/messages`,
      token: worker.token,
      payload: { client_id: randomUUID(), attachment_id: attachment.id },
    });
    expect(taken.statusCode).toBe(404);
  });

  it("takes a PDF as it is, refuses other files by their bytes and broken uploads with 4xx", async () => {
    const { client, roomId } = await roomBetween(t.app, t.database.db);
    const file = await upload(client.token, roomId, pdf, "quote.pdf");
    expect(file.json().data).toMatchObject({ kind: "file", mime: "application/pdf", name: "quote.pdf" });
    const disguised = await upload(client.token, roomId, Buffer.from("MZ not a pdf at all"), "quote.pdf");
    expect([disguised.statusCode, disguised.json().code]).toEqual([415, "image_type"]);
    const wrongField = await upload(client.token, roomId, pdf, "quote.pdf", "image");
    expect(wrongField.statusCode).toBe(400);
    const huge = await upload(client.token, roomId, Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    const broken = await t.app.inject({
      method: "POST",
      url: `/api/chat/rooms/${roomId}/attachments`,
      headers: { token: client.token, "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const json = await call({
      method: "POST",
      url: `/api/chat/rooms/${roomId}/attachments`,
      token: client.token,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    const stranger = await createSignedInUser(t.database.db);
    const outside = await upload(stranger.token, roomId, pdf);
    expect([outside.statusCode, outside.json().message]).toEqual([404, "Chat room not exists"]);
  });

  it("counts a member's uploads per minute in the database, shared by every process", async () => {
    const { client, roomId } = await roomBetween(t.app, t.database.db);
    for (let i = 0; i < attachmentsPerMinute; i++) {
      const answer = await upload(client.token, roomId, pdf, `part-${i}.pdf`);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const over = await upload(client.token, roomId, pdf);
    expect([over.statusCode, over.json().code]).toEqual([429, "rate_limited"]);
    // A minute later the count starts again.
    await t.database.db
      .update(chatAttachmentQuota)
      .set({ windowStart: new Date(Date.now() - 61_000) })
      .where(eq(chatAttachmentQuota.userId, client.user.id));
    expect((await upload(client.token, roomId, pdf)).statusCode).toBe(200);
  });
});

describe("room state", () => {
  it("pushes a room frame to both sides when the worker blocks and unblocks, and when the client cancels", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const w = await TestSocket.open(port, worker.token);
    const c = await TestSocket.open(port, client.token);
    const rooms = (socket: TestSocket) => socket.frames.flatMap((f) => (f.type === "room" ? [f.room] : []));
    const blocked = await call({
      method: "POST",
      url: `/api/job/worker/applicants/${roomId}/block_chat`,
      token: worker.token,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await c.until(() => rooms(c).length === 1);
    await w.until(() => rooms(w).length === 1);
    expect(rooms(c)[0]).toMatchObject({ id: roomId, role: "client", read_only: true, read_only_reason: "blocked" });
    expect(rooms(w)[0]).toMatchObject({ role: "worker", read_only: true });

    await call({ method: "POST", url: `/api/job/worker/applicants/${roomId}/unblock_chat`, token: worker.token });
    await c.until(() => rooms(c).length === 2);
    expect(rooms(c)[1]).toMatchObject({ read_only: false, read_only_reason: null });

    const cancelled = await call({
      method: "POST",
      url: `/api/job/client/applicants/${roomId}/cancel`,
      token: client.token,
      payload: { reason: "Found someone nearer" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await w.until(() => rooms(w).length === 3);
    expect(rooms(w)[2]).toMatchObject({ read_only: true, read_only_reason: "cancelled" });
    await Promise.all([w.close(), c.close()]);
  });

  it("shows the deleted mark, not the words, as the preview of a deleted last message", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const send = (text: string) =>
      call({
        method: "POST",
        url: `/api/chat/rooms/${roomId}/messages`,
        token: client.token,
        payload: { client_id: randomUUID(), text },
      });
    await send("first words");
    await send("my phone is 0812");
    const preview = async () =>
      (await call({ url: `/api/chat/rooms/${roomId}`, token: worker.token })).json().data.last_message_text;
    // Deleting an earlier message leaves the last one's preview.
    await call({ method: "DELETE", url: `/api/chat/rooms/${roomId}/messages/1`, token: client.token });
    expect(await preview()).toBe("my phone is 0812");
    await call({ method: "DELETE", url: `/api/chat/rooms/${roomId}/messages/2`, token: client.token });
    expect(await preview()).toBe(chatPreviewMarks.deleted);
    const list = (await call({ url: "/api/chat/rooms", token: worker.token })).json().data;
    expect(list[0].last_message_text).toBe(chatPreviewMarks.deleted);
  });

  it("answers worker/chats/{id} with the room for its members, 'Chat room not exists' for anyone else", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const mine = await call({ url: `/api/job/worker/chats/${roomId}`, token: worker.token });
    expect(mine.statusCode, mine.body).toBe(200);
    const viaChat = (await call({ url: `/api/chat/rooms/${roomId}`, token: worker.token })).json().data;
    expect(mine.json().data).toEqual(viaChat);
    expect((await call({ url: `/api/job/worker/chats/${roomId}`, token: client.token })).json().data.role).toBe(
      "client",
    );
    const stranger = await createSignedInUser(t.database.db);
    for (const id of [roomId, randomUUID()]) {
      const refused = await call({ url: `/api/job/worker/chats/${id}`, token: stranger.token });
      expect([refused.statusCode, refused.json().message]).toEqual([404, "Chat room not exists"]);
    }
  });

  it("names the peer by their job-profile name, not the account's", async () => {
    const { client, worker, roomId } = await roomBetween(t.app, t.database.db);
    const asWorker = (await call({ url: `/api/chat/rooms/${roomId}`, token: worker.token })).json().data;
    const asClient = (await call({ url: `/api/chat/rooms/${roomId}`, token: client.token })).json().data;
    expect(asWorker.peer.name).toBe("Toko Maju");
    expect(asClient.peer.name).toBe("Ayu");
    // The absent worker is told who wrote by the same name.
    await call({
      method: "POST",
      url: `/api/chat/rooms/${roomId}/messages`,
      token: client.token,
      payload: { client_id: randomUUID(), text: "Halo" },
    });
    const [told] = await t.database.db
      .select({ values: notifications.values })
      .from(notifications)
      .where(and(eq(notifications.userId, worker.user.id), eq(notifications.kind, "chat_message")));
    expect(told?.values).toMatchObject({ name: "Toko Maju" });
  });
});
