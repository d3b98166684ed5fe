import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { onPostgres } from "../../test/database.js";
import { createSignedInUser } from "../../test/factories.js";
import { trackingStorage } from "../../test/storage.js";
import { smallPng, uploadAvatar } from "./test-support.js";

// Real concurrency needs separate connections: PGlite has one, so this runs on PostgreSQL only.
describe.skipIf(!onPostgres)("parallel avatar uploads (PostgreSQL)", () => {
  const storage = trackingStorage();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { storage });
  });
  afterAll(() => t.close());

  it("leave exactly one file, the one the profile shows", async () => {
    const { token } = await createSignedInUser(t.database.db);
    const images = await Promise.all(Array.from({ length: 10 }, (_, i) => smallPng(`#${String(i).repeat(6)}`)));
    const answers = await Promise.all(images.map((image) => uploadAvatar(t.app, token, image)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const profile = (await t.app.inject({ method: "GET", url: "/api/profile", headers: { token } })).json().data;
    const files = storage.keys().filter((key) => key.startsWith("avatars/"));
    expect(files).toHaveLength(1);
    expect(`/api/uploads/${files[0]}`).toBe(profile.basic_info.avatar);
  });
});
