import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { createSignedInUser } from "../../test/factories.js";
import { insertStores } from "./test-support.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url: `/api/shop${url}`, headers: token ? { token } : {} });
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: "POST", url: `/api/shop${url}`, payload, headers: token ? { token } : {} });

describe("smoke", () => {
  it("lists, searches, likes", async () => {
    const [pho, banh] = await insertStores(t.database.db, [
      {
        name: "Phở Hà Nội",
        lat: 21.03,
        lng: 105.85,
        city: "Hanoi",
        market: "vi",
        timeZone: "Asia/Ho_Chi_Minh",
        hours: "06:00-22:00",
      },
      {
        name: "Bánh Mì Huỳnh Hoa",
        lat: 10.77,
        lng: 106.69,
        city: "Ho Chi Minh City",
        market: "vi",
        timeZone: "Asia/Ho_Chi_Minh",
        hours: "22:00-02:00",
      },
    ]);
    const list = await get("/stores?lat=21.0&long=105.8");
    expect(list.statusCode, list.body).toBe(200);
    console.log(list.json());
    const search = await get(`/stores/suggest_text?search=${encodeURIComponent("bahn mi")}`);
    console.log(search.json());
    const member = await createSignedInUser(t.database.db);
    const like = await post("/stores/like", { store_id: pho, like: true }, member.token);
    console.log(like.json());
    const detail = await get(`/stores/${pho}`, member.token);
    console.log(detail.json());
    console.log((await get("/stores/categories")).json());
    console.log((await get("/stores/popular?lat=21&long=105.8")).json());
    console.log((await get("/stores/for_you", member.token)).json());
    console.log((await post("/stores/like", { store_id: banh, like: true })).json());
  });
});
