import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryStorage } from "../../lib/file-storage.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { trackingStorage } from "../../test/storage.js";
import { fileLinks, privateLinkSeconds } from "./links.js";

const secret = "a-file-link-secret-of-at-least-32-characters";
const key = "survey-images/0f0e0d0c-0b0a-4909-8807-060504030201.jpg";
const otherKey = "survey-images/11111111-2222-4333-8444-555555555555.jpg";

describe("private file links on disk", () => {
  let t: TestApp;
  const storage = trackingStorage();

  beforeAll(async () => {
    t = await createTestApp({ FILE_URL_SECRET: secret }, { storage });
    await storage.put(key, Buffer.from("first"));
    await storage.put(otherKey, Buffer.from("second"));
  });
  afterAll(() => t.close());

  const linkAt = (at: number, file = key) =>
    fileLinks(
      memoryStorage(),
      async () => secret,
      () => at,
    ).privateUrl(file);
  const fetch = (url: string) => t.app.inject({ url });

  it("serve the file they were signed for while they last, without a session", async () => {
    const response = await fetch(await linkAt(Date.now()));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("first");
    expect(response.headers["content-type"]).toBe("image/jpeg");
  });

  it("answer 403 once expired, when changed, or for another file", async () => {
    const expired = await linkAt(Date.now() - (privateLinkSeconds + 1) * 1000);
    const good = await linkAt(Date.now());
    const signature = new URL(good, "http://x").searchParams.get("signature") ?? "";
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const later = good.replace(/expires=(\d+)/, (_, value: string) => `expires=${Number(value) + 60}`);
    const forOther = good.replace(key.split("/")[1] ?? "", otherKey.split("/")[1] ?? "");
    for (const url of [expired, good.replace(signature, flipped), later, forOther]) {
      const response = await fetch(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body).not.toContain("second");
    }
  });

  it("refuse links far in the future and signed with another secret", async () => {
    const farOff = await linkAt(Date.now() + 24 * 60 * 60 * 1000);
    const foreign = await fileLinks(memoryStorage(), async () => `${secret}-other`).privateUrl(key);
    expect((await fetch(farOff)).statusCode).toBe(403);
    expect((await fetch(foreign)).statusCode).toBe(403);
  });

  it("serve no public folder and no made-up name", async () => {
    const url = await linkAt(Date.now());
    expect((await fetch(url.replace("survey-images", "avatars"))).statusCode).toBe(400);
    expect((await fetch("/api/files/survey-images/..%2F..%2Fetc%2Fpasswd?expires=1&signature=x")).statusCode).toBe(400);
  });
});
