import { portfolioLimits } from "@rewards/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { trackingStorage } from "../../test/storage.js";
import { byteRange } from "./public-files-routes.js";
import { jpegWithExif, makeVideo, uploadFile } from "./test-support.js";
import { videoKind } from "./video.js";

const storage = trackingStorage();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { storage });
});
afterAll(() => t.close());

type Call = { method?: "GET" | "POST" | "PUT" | "DELETE"; url: string; token: string; payload?: object };
const call = ({ method = "GET", url, token, payload }: Call) =>
  t.app.inject({ method, url: `/api/job/${url}`, headers: { token }, ...(payload && { payload }) });

async function worker() {
  const member = await createSignedInUser(t.database.db);
  const saved = await call({ method: "PUT", url: "worker/workers/1", token: member.token, payload: { name: "Dewi" } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...member, profileId: saved.json().data.id as string };
}

const addImage = async (token: string, itemId: string, data?: Buffer) =>
  uploadFile(t.app, {
    url: `worker/portfolios/${itemId}/images`,
    token,
    field: "image",
    data: data ?? (await jpegWithExif()),
  });
const uploadVideo = (token: string, data: Buffer, kind: "mp4" | "webm" = "mp4") =>
  uploadFile(t.app, {
    url: "worker/video",
    token,
    field: "video",
    data,
    filename: `me.${kind}`,
    contentType: `video/${kind}`,
  });

describe("portfolio items", () => {
  it("are made, changed, shown on the public profile with their public images, and removed", async () => {
    const { token, profileId } = await worker();
    const made = await call({
      method: "POST",
      url: "worker/portfolios",
      token,
      payload: { title: "Cafe logo", description: "A logo for a cafe in Bandung" },
    });
    expect(made.statusCode, made.body).toBe(200);
    const item = made.json().data;
    expect(item).toMatchObject({ title: "Cafe logo", images: [] });

    const withImage = await addImage(token, item.id);
    expect(withImage.statusCode, withImage.body).toBe(200);
    const [image] = withImage.json().data.images;
    expect(image.url).toMatch(/^\/api\/job\/uploads\/portfolio\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.inject({ url: image.url });
    expect([served.statusCode, served.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    expect(served.rawPayload.includes("exif-secret-marker")).toBe(false);

    const renamed = await call({
      method: "PUT",
      url: `worker/portfolios/${item.id}`,
      token,
      payload: { title: "Logo" },
    });
    expect(renamed.json().data).toMatchObject({ title: "Logo", description: "A logo for a cafe in Bandung" });

    const stranger = await worker();
    const publicView = await call({ url: `common/profileDetail?userType=0&id=${profileId}`, token: stranger.token });
    expect(publicView.json().data.portfolio).toEqual([expect.objectContaining({ id: item.id, images: [image] })]);

    const withoutImage = await call({
      method: "DELETE",
      url: `worker/portfolios/${item.id}/images/${image.id}`,
      token,
    });
    expect(withoutImage.json().data.images).toEqual([]);
    expect((await t.app.inject({ url: image.url })).statusCode).toBe(404);
    expect((await addImage(token, item.id)).statusCode).toBe(200);
    const removed = await call({ method: "DELETE", url: `worker/portfolios/${item.id}`, token });
    expect(removed.json().data).toEqual({ removed: true });
    expect((await call({ url: "worker/portfolios", token })).json().data).toEqual([]);
    expect(storage.keys().filter((key) => key.startsWith("portfolio/"))).toEqual([]);
  });

  it("refuse a change that sends nothing with a 400 naming what to send, for any id", async () => {
    const { token } = await worker();
    const item = (await call({ method: "POST", url: "worker/portfolios", token, payload: { title: "Mine" } })).json()
      .data;
    for (const id of [item.id, "0f9c2a4e-1111-4aaa-8bbb-1234567890ab"]) {
      const empty = await call({ method: "PUT", url: `worker/portfolios/${id}`, token, payload: {} });
      expect([empty.statusCode, empty.json().field]).toEqual([400, "title"]);
      expect(empty.json().message).toBe("title: Send a title or a description to change.");
    }
  });

  it("belong to their worker only: another worker can neither change, fill nor remove them", async () => {
    const owner = await worker();
    const stranger = await worker();
    const item = (
      await call({ method: "POST", url: "worker/portfolios", token: owner.token, payload: { title: "Mine" } })
    ).json().data;
    const attempts = [
      await call({
        method: "PUT",
        url: `worker/portfolios/${item.id}`,
        token: stranger.token,
        payload: { title: "x" },
      }),
      await call({ method: "DELETE", url: `worker/portfolios/${item.id}`, token: stranger.token }),
      await addImage(stranger.token, item.id),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect((await call({ url: "worker/portfolios", token: owner.token })).json().data[0].title).toBe("Mine");
    expect(storage.keys().filter((key) => key.startsWith("portfolio/"))).toEqual([]);
  });

  it("hold a bounded number of images, refuse what is not an image, and need a title", async () => {
    const { token } = await worker();
    const untitled = await call({ method: "POST", url: "worker/portfolios", token, payload: { title: "" } });
    expect(untitled.statusCode).toBe(400);
    const item = (await call({ method: "POST", url: "worker/portfolios", token, payload: { title: "Many" } })).json()
      .data;
    const results = await Promise.all(
      Array.from({ length: portfolioLimits.imagesMax + 2 }, () => addImage(token, item.id)),
    );
    expect(results.filter((response) => response.statusCode === 200)).toHaveLength(portfolioLimits.imagesMax);
    expect(results.filter((response) => response.statusCode === 409)).toHaveLength(2);
    const mine = (await call({ url: "worker/portfolios", token })).json().data[0];
    expect(mine.images).toHaveLength(portfolioLimits.imagesMax);
    const disguised = await addImage(token, item.id, Buffer.from("%PDF-1.7 not an image"));
    expect([disguised.statusCode, disguised.json().code]).toEqual([415, "image_type"]);
  });
});

describe("the video resume", () => {
  it("is measured on the server, gets a poster, answers byte ranges and can be removed", async () => {
    const { token, profileId } = await worker();
    const uploaded = await uploadVideo(token, await makeVideo(2));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const video = uploaded.json().data;
    expect(video).toMatchObject({ content_type: "video/mp4", duration_seconds: 2, over_advice: false });
    const file = await t.app.inject({ url: video.url });
    expect([file.statusCode, file.headers["content-type"]]).toEqual([200, "video/mp4"]);
    // The recording's own metadata (where it was made) does not survive.
    expect(file.rawPayload.includes("48.8584")).toBe(false);
    const part = await t.app.inject({ url: video.url, headers: { range: "bytes=0-9" } });
    expect([part.statusCode, part.rawPayload.length, part.headers["content-range"]]).toEqual([
      206,
      10,
      `bytes 0-9/${file.rawPayload.length}`,
    ]);
    const poster = await t.app.inject({ url: video.poster_url });
    expect([poster.statusCode, poster.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    const profile = (await call({ url: `common/profileDetail?userType=0&id=${profileId}`, token })).json().data;
    expect(profile.video).toEqual(video);

    const replaced = (await uploadVideo(token, await makeVideo(3, "webm"), "webm")).json().data;
    expect(replaced).toMatchObject({ content_type: "video/webm", duration_seconds: 3 });
    expect((await t.app.inject({ url: video.url })).statusCode).toBe(404);

    const removed = await call({ method: "DELETE", url: "worker/video", token });
    expect(removed.json().data).toEqual({ video: null });
    expect((await call({ url: "common/profileDetail?userType=0", token })).json().data.video).toBeNull();
    expect(storage.keys().filter((key) => key.startsWith("videos/") || key.startsWith("video-posters/"))).toEqual([]);
  });

  it("advises under a minute, refuses past three, and judges the type by the bytes", async () => {
    const { token } = await worker();
    const long = await uploadVideo(token, await makeVideo(65));
    expect(long.json().data).toMatchObject({ over_advice: true, duration_seconds: 65 });
    const tooLong = await uploadVideo(token, await makeVideo(181));
    expect([tooLong.statusCode, tooLong.json().code]).toEqual([422, "video_too_long"]);
    const disguised = await uploadVideo(token, Buffer.from("this is plain text named me.mp4"));
    expect([disguised.statusCode, disguised.json().code]).toEqual([415, "video_type"]);
    const image = await uploadVideo(token, await jpegWithExif());
    expect(image.statusCode).toBe(415);
    // An mp4 header with nothing playable behind it.
    const hollow = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(64)]);
    expect((await uploadVideo(token, hollow)).json().code).toBe("video_type");
  });

  it("refuses a file over 50 MB with its own message", async () => {
    const { token } = await worker();
    const huge = Buffer.concat([await makeVideo(1), Buffer.alloc(50 * 1024 * 1024)]);
    const refused = await uploadVideo(token, huge);
    expect([refused.statusCode, refused.json().code, refused.json().field]).toEqual([413, "video_too_big", "video"]);
  });

  it("reads kinds and ranges strictly", () => {
    expect(videoKind(Buffer.from("\u0000\u0000\u0000\u0018ftypmp42\u0000\u0000"))).toBe("mp4");
    expect(videoKind(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, ...Buffer.from("....B\u0082\u0084webm")]))).toBe("webm");
    expect(videoKind(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, ...Buffer.from("matroska")]))).toBeNull();
    expect(byteRange("bytes=-5", 100)).toEqual({ start: 95, end: 99 });
    expect(byteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange("bytes=100-", 100)).toBeNull();
    expect(byteRange("bytes=1-2,4-5", 100)).toBeNull();
  });
});

describe("the business card", () => {
  it("keeps its owner's choices, which the profile shows, and refuses a part named twice", async () => {
    const { token, profileId } = await worker();
    const first = (await call({ url: "common/profileDetail?userType=0", token })).json().data.business_card;
    expect(first.theme).toBe("classic");
    const card = { theme: "bold", accent: "blue", fields: ["avatar", "skills", "qr_code"] };
    const saved = await call({ method: "PUT", url: "worker/workers/update_business_card", token, payload: card });
    expect(saved.json().data).toEqual(card);
    const stranger = await worker();
    const seen = await call({ url: `common/profileDetail?userType=0&id=${profileId}`, token: stranger.token });
    expect(seen.json().data.business_card).toEqual(card);
    const twice = await call({
      method: "PUT",
      url: "worker/workers/update_business_card",
      token,
      payload: { ...card, fields: ["avatar", "avatar"] },
    });
    expect(twice.statusCode).toBe(400);
    const none = await createSignedInUser(t.database.db);
    const noProfile = await call({
      method: "PUT",
      url: "worker/workers/update_business_card",
      token: none.token,
      payload: card,
    });
    expect(noProfile.statusCode).toBe(404);
  });
});
