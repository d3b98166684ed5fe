import { verificationDocumentKinds } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { trackingStorage } from "../../test/storage.js";
import { activitiesOf } from "../activity/index.js";
import { jpegWithExif, uploadFile } from "./test-support.js";

const storage = trackingStorage();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ FILE_URL_SECRET: "a-file-link-secret-of-at-least-32-characters" }, { storage });
  adminToken = (await createSignedInUser(t.database.db, { roles: ["member", "admin"] })).token;
});
afterAll(() => t.close());

const job = (token: string, url: string, method: "GET" | "POST" = "GET") =>
  t.app.inject({ method, url: `/api/job/${url}`, headers: { token } });
const admin = (url: string, { method = "GET", token = adminToken, payload }: AdminCall = {}) =>
  t.app.inject({ method, url: `/api/admin/${url}`, headers: { token }, ...(payload && { payload }) });
type AdminCall = { method?: "GET" | "POST"; token?: string; payload?: object };

async function worker(name = "Sari Wulandari") {
  const member = await createSignedInUser(t.database.db, {
    countryCode: "+62",
    phoneNumber: `81${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
    phoneConfirmed: true,
  });
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/job/worker/workers/1",
    headers: { token: member.token },
    payload: { name, address: "Jl. Merdeka 1, Bandung" },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...member, profileId: saved.json().data.id as string };
}

const uploadDocument = async (token: string, kind: string, data?: Buffer) =>
  uploadFile(t.app, {
    url: `worker/verify/documents/${kind}`,
    token,
    field: "image",
    data: data ?? (await jpegWithExif()),
  });

async function pendingWorker() {
  const member = await worker();
  for (const kind of verificationDocumentKinds) expect((await uploadDocument(member.token, kind)).statusCode).toBe(200);
  expect((await job(member.token, "worker/verify/1/submit", "POST")).statusCode).toBe(200);
  const [row] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select id from job_verifications where profile_id = ${member.profileId}`),
  );
  return { ...member, checkId: row?.id ?? "" };
}

describe("a worker's ID verification", () => {
  it("starts empty, takes each document as a private re-encoded image, and goes pending once sent", async () => {
    const { token } = await worker();
    const empty = (await job(token, "worker/verify/1")).json().data;
    expect(empty).toMatchObject({ state: "none", reason: null, phone_verified: true, can_submit: false });
    expect(empty.documents.map((document: { kind: string }) => document.kind)).toEqual([...verificationDocumentKinds]);

    const early = await job(token, "worker/verify/1/submit", "POST");
    expect([early.statusCode, early.json().code]).toEqual([409, "verification_incomplete"]);

    for (const kind of verificationDocumentKinds) {
      const uploaded = await uploadDocument(token, kind);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    const ready = (await job(token, "worker/verify/1")).json().data;
    expect(ready.can_submit).toBe(true);
    const front = ready.documents[0];
    expect(front.url).toMatch(/^\/api\/files\/id-documents\/[0-9a-f-]{36}\.jpg\?expires=\d+&signature=/);
    // The owner's signed link serves the image, re-encoded without the camera's EXIF.
    const image = await t.app.inject({ url: front.url });
    expect([image.statusCode, image.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    expect(image.rawPayload.includes("exif-secret-marker")).toBe(false);

    const sent = await job(token, "worker/verify/1/submit", "POST");
    expect(sent.json().data).toMatchObject({ state: "pending", can_submit: false });
    expect(sent.json().data.submitted_at).not.toBeNull();
    const locked = await uploadDocument(token, "front");
    expect([locked.statusCode, locked.json().code]).toEqual([409, "verification_locked"]);
  });

  it("replaces an earlier upload of the same kind and leaves no file behind", async () => {
    const { token } = await worker();
    expect((await uploadDocument(token, "back")).statusCode).toBe(200);
    const before = storage.keys().filter((key) => key.startsWith("id-documents/")).length;
    expect((await uploadDocument(token, "back")).statusCode).toBe(200);
    expect(storage.keys().filter((key) => key.startsWith("id-documents/"))).toHaveLength(before);
  });

  it("refuses files that are not JPG or PNG by their bytes, images over 10 MB, and broken uploads", async () => {
    const { token } = await worker();
    const disguised = await uploadDocument(token, "front", Buffer.from("GIF89a not really a picture"));
    expect([disguised.statusCode, disguised.json().code, disguised.json().field]).toEqual([415, "image_type", "image"]);
    const huge = Buffer.concat([await jpegWithExif(), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await uploadDocument(token, "front", huge);
    expect([big.statusCode, big.json().message]).toEqual([413, "Image size is so big! Please choose another file!"]);
    const unknownKind = await uploadDocument(token, "selfie");
    expect(unknownKind.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/job/worker/verify/documents/front",
      headers: { token, "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nno end',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const noProfile = await createSignedInUser(t.database.db);
    expect((await uploadDocument(noProfile.token, "front")).statusCode).toBe(404);
  });

  it("never lets another member reach the documents, not even through a guessed address", async () => {
    const owner = await pendingWorker();
    const stranger = await worker("Someone Else");
    const url: string = (await job(owner.token, "worker/verify/1")).json().data.documents[0].url;
    const file = url.split("?")[0]?.split("/").pop() ?? "";

    // The stranger's own call shows only the stranger's (empty) verification.
    const theirs = (await job(stranger.token, "worker/verify/1")).json().data;
    expect(theirs.documents.every((document: { url: string | null }) => document.url === null)).toBe(true);
    // Nothing public names the file.
    const publicView = await job(stranger.token, `common/profileDetail?userType=0&id=${owner.profileId}`);
    expect(publicView.statusCode).toBe(200);
    expect(publicView.body).not.toContain(file);
    // Guessed addresses: without a signature, with a made-up one, through the public folders.
    for (const guess of [
      `/api/files/id-documents/${file}`,
      `/api/files/id-documents/${file}?expires=9999999999&signature=guess`,
      `/api/files/id-documents/${file}?expires=${Math.floor(Date.now() / 1000) + 60}&signature=${"A".repeat(43)}`,
      `/api/job/uploads/id-documents/${file}`,
      `/api/job/uploads/portfolio/${file}`,
      `/api/uploads/avatars/${file}`,
    ]) {
      const response = await t.app.inject({ url: guess, headers: { token: stranger.token } });
      expect([400, 403, 404], guess).toContain(response.statusCode);
      expect(response.headers["content-type"] ?? "").not.toContain("image");
    }
    // The back office is closed to members.
    expect((await admin(`id_checks/${owner.checkId}`, { token: stranger.token })).statusCode).toBe(403);
  });
});

describe("the back office's ID checks", () => {
  it("lists a pending check, shows its documents through signed links, and approves it once", async () => {
    const member = await pendingWorker();
    const list = await admin("id_checks?state=pending");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((check: { id: string }) => check.id)).toContain(member.checkId);

    const detail = (await admin(`id_checks/${member.checkId}`)).json().data;
    expect(detail).toMatchObject({ state: "pending", profile_name: "Sari Wulandari", phone_verified: true });
    expect(detail.documents.every((document: { url: string }) => document.url.startsWith("/api/files/"))).toBe(true);
    expect((await t.app.inject({ url: detail.documents[1].url })).statusCode).toBe(200);

    const approved = await admin(`id_checks/${member.checkId}/approve`, { method: "POST" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe("approved");
    const again = await admin(`id_checks/${member.checkId}/approve`, { method: "POST" });
    expect([again.statusCode, again.json().code]).toEqual([409, "id_check_state_conflict"]);

    const profile = (await job(member.token, "common/profileDetail?userType=0")).json().data;
    expect(profile.verified).toEqual({ id_document: true, phone: true });
    expect((await job(member.token, "worker/verify/1")).json().data.state).toBe("approved");
    const events = await activitiesOf(t.database.db, member.user.id);
    expect(events.filter((event) => event.kind === "worker_verified")).toHaveLength(1);
    const notes = rowsOf<{ kind: string }>(
      await t.database.db.execute(sql`select kind from notifications where user_id = ${member.user.id}`),
    );
    expect(notes.map((row) => row.kind)).toEqual(["worker_verification_approved"]);
    const audit = rowsOf<{ action: string }>(
      await t.database.db.execute(sql`select action from audit_entries where target_id = ${member.checkId}`),
    );
    expect(audit.map((row) => row.action)).toEqual(["id_check.approve"]);
  });

  it("rejects with a reason the member reads, who may then upload again and send anew", async () => {
    const member = await pendingWorker();
    const noReason = await admin(`id_checks/${member.checkId}/reject`, { method: "POST", payload: { reason: " " } });
    expect(noReason.statusCode).toBe(400);
    const rejected = await admin(`id_checks/${member.checkId}/reject`, {
      method: "POST",
      payload: { reason: "The photo of the front is blurred" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const seen = (await job(member.token, "worker/verify/1")).json().data;
    expect(seen).toMatchObject({ state: "rejected", reason: "The photo of the front is blurred", can_submit: true });
    const notice = await t.app.inject({ url: "/api/push_notifications", headers: { token: member.token } });
    expect(notice.body).toContain("The photo of the front is blurred");

    expect((await uploadDocument(member.token, "front")).statusCode).toBe(200);
    expect((await job(member.token, "worker/verify/1/submit", "POST")).json().data.state).toBe("pending");
    const profile = (await job(member.token, "common/profileDetail?userType=0")).json().data;
    expect(profile.verified.id_document).toBe(false);
  });

  it("answers 404 for an unknown check and is open to support but not to authors", async () => {
    expect((await admin(`id_checks/${newId()}`)).statusCode).toBe(404);
    const support = await createSignedInUser(t.database.db, { roles: ["member", "support"] });
    const author = await createSignedInUser(t.database.db, { roles: ["member", "author"] });
    expect((await admin("id_checks", { token: support.token })).statusCode).toBe(200);
    expect((await admin("id_checks", { token: author.token })).statusCode).toBe(403);
  });
});
