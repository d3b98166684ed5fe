import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomBetween } from "../modules/chat/test-helpers.js";
import { giveStars, insertCampaign } from "../modules/shop-coupons/test-support.js";
import { stores } from "../modules/stores/index.js";
import { insertStores } from "../modules/stores/test-support.js";
import { createMember } from "../modules/surveys/test-support.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { inMarkup, memberPage, shown, skeleton } from "../test/rendered-pages.js";
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

const page = (url: string, member: { token: string }, cookies: Record<string, string> = {}) =>
  memberPage(t, url, member, cookies);

async function call(member: Member, method: "GET" | "POST" | "PUT", url: string, payload?: object) {
  const answer = await t.app.inject({ method, url, headers: { token: member.token }, ...(payload && { payload }) });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer.json().data as { id: string };
}

describe("job marketplace screens rendered on the server", () => {
  let ayu: Member;
  let budi: Member;
  let kopi: Member;
  let roti: Member;
  let ayuJobId: string;
  const ayuJob = "Logo for Ayu's coffee cart";
  const budiJob = "Menu photos for Budi's bakery";
  const ayuWork = "Latte art menu board";
  const budiWork = "Sourdough product shots";

  beforeAll(async () => {
    ayu = await createMember(t.database.db, { name: "Ayu" });
    budi = await createMember(t.database.db, { name: "Budi" });
    kopi = await createMember(t.database.db, { name: "Kopi" });
    roti = await createMember(t.database.db, { name: "Roti" });
    const { db } = t.database;
    ({ jobId: ayuJobId } = await roomBetween(t.app, db, {
      worker: ayu,
      client: kopi,
      workerName: "Ayu",
      clientName: "Kopi Keliling",
      title: ayuJob,
    }));
    await roomBetween(t.app, db, {
      worker: budi,
      client: roti,
      workerName: "Budi",
      clientName: "Roti Pagi",
      title: budiJob,
    });
    await call(ayu, "POST", "/api/job/worker/portfolios", { title: ayuWork, description: "" });
    await call(budi, "POST", "/api/job/worker/portfolios", { title: budiWork, description: "" });
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
    expect(answer.body).toContain(skeleton);
    expect(answer.body).not.toContain("Roti Pagi");
  });

  it("renders the entry, the portfolio and the business card from the worker's own profile only", async () => {
    const entry = await page("/home/flashjobs", ayu);
    expect(entry.statusCode).toBe(200);
    expect(shown(entry.body)).toContain('data-testid="client-entry"');
    expect(shown(entry.body)).toContain("/home/flashjobs/profile/bussiness-card");
    const portfolio = await page("/home/flashjobs/profile/portfolio", ayu);
    expect(shown(portfolio.body)).toContain(ayuWork);
    expect(portfolio.body).not.toContain(budiWork);
    const theirs = await page("/home/flashjobs/profile/portfolio", budi);
    expect(shown(theirs.body)).toContain(budiWork);
    expect(theirs.body).not.toContain(ayuWork);
    // The card without its QR code, whose address only the browser knows.
    const card = await page("/home/flashjobs/profile/bussiness-card", budi);
    expect(card.statusCode).toBe(200);
    expect(shown(card.body)).toMatch(/<svg[^>]*aria-label="[^"]*Budi/);
    expect(card.body).not.toContain(ayuWork);
  });

  it("renders the profile editor with the worker's own saved values", async () => {
    await call(ayu, "POST", "/api/job/worker/worker_achievements", {
      achievements: [{ title: "Barista of the month", detail: "" }],
    });
    const basic = await page("/home/flashjobs/profile", ayu);
    expect(basic.statusCode).toBe(200);
    expect(shown(basic.body)).toContain('data-testid="basic-form"');
    expect(shown(basic.body)).toMatch(/name="name" value="Ayu"/);
    expect(shown(basic.body)).toContain('data-testid="verification-state"');
    const achievements = await page("/home/flashjobs/profile?tab=achievements", ayu);
    expect(shown(achievements.body)).toContain('value="Barista of the month"');
    const theirs = await page("/home/flashjobs/profile", budi);
    expect(shown(theirs.body)).toMatch(/name="name" value="Budi"/);
    const theirList = await page("/home/flashjobs/profile?tab=achievements", budi);
    expect(shown(theirList.body)).toContain('data-testid="achievements-form"');
    expect(theirList.body).not.toContain("Barista of the month");
    const skills = await page("/home/flashjobs/profile?tab=skills", budi);
    expect(shown(skills.body)).toContain('data-testid="skills-form"');
  });

  it("renders the entry's invitation for a member without a job profile", async () => {
    const newcomer = await createMember(t.database.db);
    const answer = await page("/home/flashjobs", newcomer);
    expect(answer.statusCode).toBe(200);
    expect(shown(answer.body)).toContain('data-testid="create-job-profile"');
  });

  it("renders a worker's public profile with their own work", async () => {
    const budiProfile = await call(budi, "GET", "/api/job/common/profileDetail?userType=0");
    const answer = await page(`/home/flashjobs/${budiProfile.id}`, ayu);
    expect(answer.statusCode).toBe(200);
    expect(shown(answer.body)).toContain(budiWork);
    expect(shown(answer.body)).toContain('id="worker-reviews"');
    // The reader's own profile comes with the page (the guard's), but is not drawn.
    expect(shown(answer.body)).not.toContain(ayuWork);
    const missing = await page("/home/flashjobs/0190a0a0-0000-7000-8000-000000000000", ayu);
    expect(missing.body).toContain(skeleton);
  });

  it("renders the search's form, and its results once the address holds a search", async () => {
    const empty = await page("/home/flashjobs/search", ayu);
    expect(empty.statusCode).toBe(200);
    expect(shown(empty.body)).toContain('type="search"');
    expect(empty.body).not.toContain('data-testid="job-list"');
    const found = await page("/home/flashjobs/search?q=bakery", ayu);
    expect(found.statusCode).toBe(200);
    expect(shown(found.body)).toContain('data-testid="job-list"');
    expect(shown(found.body)).toContain(inMarkup(budiJob));
    expect(found.body).not.toContain(ayuJob);
    expect(shown(found.body)).not.toContain(inMarkup(ayuJob));
  });

  it("renders a client's job with its applicants, and another member's job not at all", async () => {
    const mine = await page(`/home/flashjobs/posts/${ayuJobId}`, kopi);
    expect(mine.statusCode).toBe(200);
    expect(shown(mine.body)).toContain('data-testid="job-summary"');
    expect(shown(mine.body)).toContain(inMarkup(ayuJob));
    expect(shown(mine.body)).toContain('data-testid="applicant"');
    const theirs = await page(`/home/flashjobs/posts/${ayuJobId}`, roti);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain(skeleton);
    expect(theirs.body).not.toContain(ayuJob);
  });

  it("renders a job's form with its starting values: a new job's, and the client's saved one", async () => {
    const fresh = await page("/home/flashjobs/posts/new", kopi);
    expect(fresh.statusCode).toBe(200);
    const form = shown(fresh.body);
    expect(form).toContain('data-testid="job-form"');
    expect(form).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="online"/);
    expect(form).toContain('<option value="design">Design</option>');
    const edit = await page(`/home/flashjobs/posts/${ayuJobId}/edit`, kopi);
    expect(edit.statusCode).toBe(200);
    expect(shown(edit.body)).toContain(`value="${inMarkup(ayuJob)}"`);
    expect(shown(edit.body)).toContain('value="50000"');
    const theirs = await page(`/home/flashjobs/posts/${ayuJobId}/edit`, roti);
    expect(theirs.body).toContain(skeleton);
    expect(theirs.body).not.toContain(ayuJob);
  });

  it("leaves a member without a job profile to the app, which says why it sends them to the entry", async () => {
    const newcomer = await createMember(t.database.db);
    const answer = await page("/home/flashjobs/message", newcomer);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(skeleton);
  });
});

describe("shop screens rendered on the server", () => {
  let sari: Member;
  let dewi: Member;
  let storeSari: string;
  let storeDewi: string;
  let sariCampaign: string;
  let dewiCampaign: string;
  let sariCoupon: string;

  beforeAll(async () => {
    sari = await createMember(t.database.db, { name: "Sari" });
    dewi = await createMember(t.database.db, { name: "Dewi" });
    [storeSari, storeDewi] = (await insertStores(t.database.db, [
      { name: "Warung Sari Rasa", lat: -6.2, lng: 106.81 },
      { name: "Kedai Dewi Manis", lat: -6.21, lng: 106.82 },
    ])) as [string, string];
    await giveStars(t.database.db, sari.user.id, storeSari, 6);
    await giveStars(t.database.db, dewi.user.id, storeDewi, 6);
    sariCampaign = await insertCampaign(t.database.db, { storeId: storeSari, title: "Free es teh for Sari" });
    dewiCampaign = await insertCampaign(t.database.db, { storeId: storeDewi, title: "Free kue for Dewi" });
    const exchanged = (await call(sari, "POST", `/api/shop/campaigns/${sariCampaign}/exchange`, {
      store_id: storeSari,
    })) as unknown as { coupon: { id: string } };
    sariCoupon = exchanged.coupon.id;
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
    expect(answer.body).toContain(skeleton);
  });

  it("renders explore with the rows that need no place, and the nearby part as placeholders", async () => {
    const answer = await page("/home/shops", sari);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('data-testid="shops-row-forYou"');
    expect(answer.body).toContain('data-testid="location-card"');
  });

  it("renders the for-you and best-offer lists, and the popular list without the shops a place would pick", async () => {
    const best = await page("/home/shops/best-offer", sari);
    expect(best.statusCode).toBe(200);
    expect(best.body).toContain('data-testid="store-list"');
    expect(best.body).toContain("Shops with the best offers.");
    expect(best.body).toContain("Warung Sari Rasa");
    const forYou = await page("/home/shops/for-you", sari);
    expect(forYou.body).toContain('data-testid="store-list"');
    expect(forYou.body).toContain("Shops picked for you.");
    const popular = await page("/home/shops/popular-near-you", sari);
    expect(popular.statusCode).toBe(200);
    expect(popular.body).toContain("Shops most liked and followed near you.");
    expect(popular.body).not.toContain(skeleton);
    expect(popular.body).not.toContain("Warung Sari Rasa");
  });

  it("renders the store search before any words, and the check-in without sending one", async () => {
    const search = await page("/home/shops/search", sari);
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain("a category or a street.");
    const history = () =>
      t.app.inject({ url: "/api/shop/user_stars/history?page=1&limit=20", headers: { token: sari.token } });
    const before = await history();
    const checkIn = await page(`/home/shops/check-in?store_id=${storeSari}&token=not-a-real-token`, sari);
    expect(checkIn.statusCode).toBe(200);
    expect(checkIn.body).toContain(">Check in</h1>");
    // Rendering the page sent no check-in: that is the browser's, with its place.
    expect((await history()).json().meta.total).toBe(before.json().meta.total);
  });

  it("renders the member's own coupon, and the skeleton for another member's", async () => {
    for (const path of [`/home/offers/coupons/${sariCoupon}`, `/home/shops/coupon/${sariCoupon}`]) {
      const mine = await page(path, sari);
      expect(mine.statusCode, path).toBe(200);
      expect(mine.body, path).toContain('data-testid="coupon-status"');
      expect(mine.body, path).toContain("Free es teh for Sari");
      const theirs = await page(path, dewi);
      expect(theirs.body, path).toContain(skeleton);
      expect(theirs.body, path).not.toContain("Free es teh for Sari");
    }
  });

  it("renders the star history with the member's own rows and member card", async () => {
    const mine = await page(`/home/shops/history-member?storeId=${storeSari}`, sari);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('data-testid="star-history"');
    expect(mine.body).toContain("Free es teh for Sari");
    const all = await page("/home/shops/history-member", dewi);
    expect(all.body).toContain("Free kue for Dewi");
    expect(all.body).not.toContain("Free es teh for Sari");
  });

  it("renders a store's campaigns and a campaign, under the store and under offers", async () => {
    const list = await page(`/home/shops/search/${storeSari}/campaign`, dewi);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('data-testid="campaign-card"');
    expect(list.body).toContain("Free es teh for Sari");
    expect(list.body).not.toContain("Free kue for Dewi");
    const one = await page(`/home/shops/search/${storeSari}/campaign/${sariCampaign}`, dewi);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain("Free es teh for Sari");
    const offersList = await page(`/home/offers/shop/${storeDewi}/campaign`, sari);
    expect(offersList.body).toContain("Free kue for Dewi");
    expect(offersList.body).not.toContain("Free es teh for Sari");
    const offersOne = await page(`/home/offers/shop/${storeDewi}/campaign/${dewiCampaign}`, sari);
    expect(offersOne.body).toContain("Free kue for Dewi");
    const everyShop = await page("/home/offers/shop/campaign", sari);
    expect(everyShop.body).toContain("Free kue for Dewi");
    expect(everyShop.body).toContain("Free es teh for Sari");
  });

  it("renders the visit notifications with the member's own, and opening one leaves it unseen until the app shows it", async () => {
    const mine = await page("/home/notification-visit", sari);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('data-testid="visit-notifications"');
    expect(mine.body).toContain("Free es teh for Sari");
    expect(mine.body).not.toContain("Free kue for Dewi");
    const listed = await t.app.inject({
      url: "/api/shop/notifications?page=1&limit=20",
      headers: { token: sari.token },
    });
    const notice = (listed.json().data as { id: string; status: string }[])[0];
    expect(notice?.status).toBe("unseen");
    const one = await page(`/home/notification-visit/${notice?.id}`, sari);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain("Free es teh for Sari");
    // A GET changes nothing: the page was rendered, the notification is still unseen.
    const again = await t.app.inject({ url: `/api/shop/notifications/${notice?.id}`, headers: { token: sari.token } });
    expect(again.json().data.status).toBe("unseen");
    const theirs = await page(`/home/notification-visit/${notice?.id}`, dewi);
    expect(theirs.body).toContain(skeleton);
    expect(theirs.body).not.toContain("Free es teh for Sari");
  });

  it("renders the notification settings as the member chose them", async () => {
    await t.app.inject({
      method: "PATCH",
      url: "/api/shop/settings/1",
      headers: { token: sari.token },
      payload: { notification_frequency: "daily" },
    });
    const mine = await page("/home/profile-shop/notification-setting", sari);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toMatch(/checked="" value="daily"/);
    const theirs = await page("/home/profile-shop/notification-setting", dewi);
    expect(theirs.body).toMatch(/checked="" value="instant"/);
    expect(theirs.body).not.toMatch(/checked="" value="daily"/);
  });

  it("renders the staff console with the staff's own store, and says so to a member who is no staff", async () => {
    await t.database.db.update(stores).set({ ownerId: sari.user.id }).where(eq(stores.id, storeSari));
    const mine = await page("/home/shop-home", sari);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('data-testid="staff-campaigns"');
    expect(mine.body).toContain("Free es teh for Sari");
    expect(mine.body).toContain('data-testid="counter-qr"');
    const theirs = await page("/home/shop-home", dewi);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain('data-testid="not-staff"');
    expect(theirs.body).not.toContain("Warung Sari Rasa");
  });
});
