import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomBetween } from "../modules/chat/test-helpers.js";
import { giveStars, insertCampaign } from "../modules/shop-coupons/test-support.js";
import { insertStores } from "../modules/stores/test-support.js";
import { createMember } from "../modules/surveys/test-support.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { renderedWebDist } from "../test/rendered-web.js";

// The job marketplace, chat and shop screens rendered by the server (server-render.ts) with the real
// server bundle, as server-render.test.ts does for the home screens: each member's page holds their
// own content and none of another member's.
let t: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: await renderedWebDist() });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const page = (url: string, member: Member, cookies: Record<string, string> = {}) =>
  t.app.inject({ url, cookies: { session: member.token, loggedIn: "true", ...cookies } });

async function call(member: Member, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const answer = await t.app.inject({ method, url, headers: { token: member.token }, ...(payload && { payload }) });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json().data as { id: string };
}

describe("job marketplace screens rendered on the server", () => {
  let ayu: Member;
  let budi: Member;
  const ayuJob = "Logo for Ayu's coffee cart";
  const budiJob = "Menu photos for Budi's bakery";

  beforeAll(async () => {
    ayu = await createMember(t.database.db, { name: "Ayu" });
    budi = await createMember(t.database.db, { name: "Budi" });
    const { db } = t.database;
    await roomBetween(t.app, db, { worker: ayu, workerName: "Ayu", clientName: "Kopi Keliling", title: ayuJob });
    await roomBetween(t.app, db, { worker: budi, workerName: "Budi", clientName: "Roti Pagi", title: budiJob });
  }, 60_000);

  it("renders the job list with the open jobs, as private as every signed-in screen", async () => {
    const listed = await call(ayu, "GET", "/api/job/worker/jobs?page=1&limit=20&job_type=online&show_all=true");
    expect(JSON.stringify(listed)).toContain(budiJob);
    const answer = await page("/home/flashjobs/jobs", ayu);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.body).toContain('data-testid="job-list"');
    expect(answer.body).toContain(budiJob);
  });

  it("renders the applied jobs with the worker's own applications only", async () => {
    const mine = await page("/home/flashjobs/applied", ayu);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(ayuJob);
    expect(mine.body).not.toContain(budiJob);
    const theirs = await page("/home/flashjobs/applied", budi);
    expect(theirs.body).toContain(budiJob);
    expect(theirs.body).not.toContain(ayuJob);
  });

  it("renders the chat room list with the member's rooms only", async () => {
    const mine = await page("/home/flashjobs/message", ayu);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('data-testid="chat-rooms"');
    expect(mine.body).toContain("Kopi Keliling");
    expect(mine.body).not.toContain("Roti Pagi");
    const theirs = await page("/home/flashjobs/message", budi);
    expect(theirs.body).toContain("Roti Pagi");
    expect(theirs.body).not.toContain("Kopi Keliling");
  });

  it("sends the skeleton for a room the member is not in, which the app then explains", async () => {
    const rooms = (
      await t.app.inject({ url: "/api/chat/rooms?page=1&limit=20", headers: { token: budi.token } })
    ).json().data as { id: string }[];
    const answer = await page(`/home/flashjobs/message/${rooms[0]?.id}`, ayu);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root">skeleton</div>');
    expect(answer.body).not.toContain("Roti Pagi");
  });

  it("leaves a member without a job profile to the app, which says why it sends them to the entry", async () => {
    const newcomer = await createMember(t.database.db);
    const answer = await page("/home/flashjobs/jobs", newcomer);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root">skeleton</div>');
  });
});

describe("shop screens rendered on the server", () => {
  let sari: Member;
  let dewi: Member;
  let storeSari: string;
  let storeDewi: string;

  beforeAll(async () => {
    sari = await createMember(t.database.db, { name: "Sari" });
    dewi = await createMember(t.database.db, { name: "Dewi" });
    [storeSari, storeDewi] = (await insertStores(t.database.db, [
      { name: "Warung Sari Rasa", lat: -6.2, lng: 106.81 },
      { name: "Kedai Dewi Manis", lat: -6.21, lng: 106.82 },
    ])) as [string, string];
    await giveStars(t.database.db, sari.user.id, storeSari, 6);
    await giveStars(t.database.db, dewi.user.id, storeDewi, 6);
    const sariCampaign = await insertCampaign(t.database.db, { storeId: storeSari, title: "Free es teh for Sari" });
    const dewiCampaign = await insertCampaign(t.database.db, { storeId: storeDewi, title: "Free kue for Dewi" });
    await call(sari, "POST", `/api/shop/campaigns/${sariCampaign}/exchange`, { store_id: storeSari });
    await call(dewi, "POST", `/api/shop/campaigns/${dewiCampaign}/exchange`, { store_id: storeDewi });
  }, 60_000);

  it("renders the member's coupons and none of another member's", async () => {
    const mine = await page("/home/offers/coupons", sari);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.body).toContain('data-testid="coupon-card"');
    expect(mine.body).toContain("Free es teh for Sari");
    expect(mine.body).not.toContain("Free kue for Dewi");
    const theirs = await page("/home/shops/coupon", dewi);
    expect(theirs.body).toContain("Free kue for Dewi");
    expect(theirs.body).not.toContain("Free es teh for Sari");
  });

  it("renders the shop profile with the member's cards only", async () => {
    const mine = await page("/home/profile-shop", sari);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain("Warung Sari Rasa");
    expect(mine.body).not.toContain("Kedai Dewi Manis");
  });

  it("renders a store's page, and the offers of every store", async () => {
    const store = await page(`/home/shops/search/${storeDewi}`, sari);
    expect(store.statusCode).toBe(200);
    expect(store.body).toContain("Kedai Dewi Manis");
    const offers = await page("/home/offers", sari);
    expect(offers.statusCode).toBe(200);
    expect(offers.body).toContain('data-testid="campaign-card"');
  });

  it("sends the skeleton for a store that does not exist", async () => {
    const answer = await page("/home/shops/search/no-such-store", sari);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root">skeleton</div>');
  });

  it("renders explore with the rows that need no place, and the nearby part as placeholders", async () => {
    const answer = await page("/home/shops", sari);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('data-testid="shops-row-forYou"');
    expect(answer.body).toContain('data-testid="location-card"');
  });
});
