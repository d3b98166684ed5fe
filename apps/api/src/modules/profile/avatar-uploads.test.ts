import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { trackingStorage } from "../../test/storage.js";
import { replaceAvatar } from "./avatar.js";
import { avatarUploadLimit } from "./avatar-routes.js";
import { smallPng, uploadAvatar } from "./test-support.js";

const storage = trackingStorage();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { storage });
});
afterAll(() => t.close());

const avatarFiles = () => storage.keys().filter((key) => key.startsWith("avatars/"));

describe("avatar uploads", () => {
  it("keep one file per member: a new avatar removes the one before", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const before = avatarFiles().length;
    for (const colour of ["#111111", "#222222", "#333333"]) {
      expect((await uploadAvatar(t.app, token, await smallPng(colour))).statusCode).toBe(200);
    }
    const served = (await t.app.inject({ method: "GET", url: "/api/profile", headers: { token } })).json().data;
    expect(avatarFiles()).toHaveLength(before + 1);
    expect(`/api/uploads/${avatarFiles().at(-1)}`).toBe(served.basic_info.avatar);
  });

  it("leave no file behind when the update fails after the file was written", async () => {
    const before = avatarFiles();
    const image = await smallPng();
    await expect(replaceAvatar({ db: t.database.db, storage }, newId(), image)).rejects.toThrow();
    expect(avatarFiles()).toEqual(before);
  });

  it("are limited per member before the body is read, from any address", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const image = await smallPng();
    for (let i = 0; i < avatarUploadLimit.limit; i++) {
      const ip = `10.77.${i}.1`;
      expect((await uploadAvatar(t.app, token, image, { ip })).statusCode).toBe(200);
    }
    const refused = await uploadAvatar(t.app, token, image, { ip: "10.78.0.1" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: false, code: "rate_limited" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another member is not held back by the first one's uploads.
    const other = await createSignedInUser(t.database.db);
    expect((await uploadAvatar(t.app, other.token, image, { ip: "10.78.0.1" })).statusCode).toBe(200);
  });
});
