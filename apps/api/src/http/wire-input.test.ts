import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.js";
import { createMemberWithPoints } from "../test/points.js";

/** What arrives on the wire is read one way only: decimal query integers, JSON in UTF-8. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createMemberWithPoints(t.database.db, 0)).token;
});
afterAll(() => t.close());

const jsonPost = (contentType: string, body: Buffer | string) =>
  t.app.inject({
    method: "PUT",
    url: "/api/profile",
    headers: { token, "content-type": contentType },
    payload: body,
  });

describe("query integers", () => {
  it.each(["0x10", "1e1", "+2", " 2", ""])("refuses page=%j instead of reading a number into it", async (page) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/point_histories?page=${encodeURIComponent(page)}`,
      headers: { token },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: "validation_failed" });
  });

  it("reads decimal digits", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/point_histories?page=2", headers: { token } });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("JSON bodies", () => {
  it("refuses a charset other than UTF-8", async () => {
    for (const charset of ["iso-8859-1", "utf-16", "windows-1252"]) {
      const response = await jsonPost(`application/json; charset=${charset}`, '{"name":"Ana"}');
      expect(response.statusCode, charset).toBe(415);
      expect(response.json()).toMatchObject({ status: false, code: "unsupported_media_type" });
    }
  });

  it("refuses bytes that are not UTF-8 rather than storing U+FFFD", async () => {
    const latin1 = Buffer.concat([Buffer.from('{"name":"Jos'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const response = await jsonPost("application/json", latin1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: "validation_failed" });
  });

  it("reads UTF-8, declared or not, as before", async () => {
    for (const contentType of [
      "application/json",
      "application/json; charset=UTF-8",
      'application/json; charset="utf-8"',
    ]) {
      const response = await jsonPost(contentType, Buffer.from('{"name":"José"}', "utf8"));
      expect(response.statusCode, response.body).not.toBe(415);
      expect(response.body).not.toContain("UTF-8");
    }
  });

  it("still refuses a prototype-poisoning key", async () => {
    const response = await jsonPost("application/json", '{"__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
  });
});
