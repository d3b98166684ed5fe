import type { BrowserContext, Page, Route } from "@playwright/test";
import { createMember, expect, randomAddress, test } from "./support/accounts.js";
import { chatHeaders, dataOf, hiredPair } from "./support/chat.js";
import { grantPoints, userIdOf } from "./support/points.js";
import { place, staffOfNewStore } from "./support/shops.js";
import { answerableSurvey, answerSurvey, type ListedSurvey } from "./support/surveys.js";
import { hydrationMismatch } from "./support/taken-over.js";

// The offline shell's service worker fetches the app itself once installed, past the page's routes,
// which would hand the app over unheld: these tests hold it, so the worker stays out.
test.use({ serviceWorkers: "block" });

/** A 1×1 PNG, for a survey's image question. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * A prerendered page is usable before the app arrives, and React's hydration takes it over where
 * the visitor left it. Each test holds the app's entry script back, acts on the bare HTML, then lets
 * the app load: what was typed and pressed in between must count.
 */
async function holdTheApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Calls to `pattern` (method and address) and the hydration warnings of `page`, from now on. */
function watch(page: Page, pattern: RegExp | null) {
  const calls: string[] = [];
  const warnings: string[] = [];
  page.on("request", (request) => {
    if (pattern?.test(request.url())) calls.push(`${request.method()} ${request.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  return { calls, hydrationWarnings: () => warnings.filter((text) => hydrationMismatch.test(text)) };
}

/** Lets the held app load and waits until it runs: the listener is in place before the app is let go. */
async function letTheAppTakeOver(page: Page, release: () => Promise<void>) {
  await page.evaluate(() =>
    window.addEventListener("app:ready", () => document.documentElement.setAttribute("data-app-ready", ""), {
      once: true,
    }),
  );
  await release();
  await expect(page.locator("html[data-app-ready]")).toHaveCount(1, { timeout: 20_000 });
}

/**
 * Opens `path` with the app held and lets it take over: the page must come rendered by the server with
 * its data and be kept by no cache. Answers what was asked of `pattern` from then on, and the
 * hydration warnings, once the page has settled (anything the takeover would ask has been asked).
 */
async function takenOverPage(page: Page, path: string, pattern: RegExp | null) {
  const seen = watch(page, pattern);
  const release = await holdTheApp(page);
  const response = await page.goto(path);
  expect(response?.headers()["cache-control"], path).toBe("private, no-store");
  // Rendered by the server with its data, not the skeleton page.
  await expect(page.locator("#root[data-prerendered]"), path).toHaveCount(1);
  await letTheAppTakeOver(page, release);
  await page.waitForLoadState("networkidle");
  await page.unrouteAll({ behavior: "ignoreErrors" });
  return seen;
}

test("a member who signs in on the sign-in page before the app has arrived is signed in once it has", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const release = await holdTheApp(page);
  await page.goto("/sign-in");
  await page.getByLabel("Email", { exact: true }).fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  // Still the page's own HTML: the press is held, nothing has been sent.
  await expect(page).toHaveURL(/\/sign-in$/);

  await release();
  await expect(page).toHaveURL(/\/home$/);
});

test("a tab pressed on the landing page before the app has arrived is shown once it has", async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto("/");
  await page.getByRole("tab", { name: "Redeem" }).click();
  await release();
  await expect(page.getByRole("tab", { name: "Redeem" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toContainText("code we send to your phone");
});

test("a member's surveys arrive rendered by the server, and the app takes the page over without asking again", async ({
  page,
}) => {
  await createMember(page.request);
  const listCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/v1/list_surveys")) listCalls.push(request.url());
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const release = await holdTheApp(page);
  const response = await page.goto("/home/survey/my-survey");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  // Before the app has arrived, the member's surveys are on the page.
  await expect(page.getByRole("article", { name: "Morning coffee habits" })).toBeVisible();

  await letTheAppTakeOver(page, release);
  await expect(page.getByRole("article", { name: "Morning coffee habits" })).toBeVisible();
  // Hydrated from the page's own data: the list was not asked for again, and the HTML matched.
  expect(listCalls).toEqual([]);
  expect(warnings.filter((text) => hydrationMismatch.test(text))).toEqual([]);

  // The app has the page: the other tab is a navigation in the app, which asks for its list.
  await page.getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL(/\/home\/survey$/);
  await expect.poll(() => listCalls.some((url) => url.includes("tab=all"))).toBe(true);
});

test("every press on a shop's page made before the app has arrived is made once it has, in order", async ({ page }) => {
  await createMember(page.request);
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/shop/stores/like")) sent.push(request.postDataJSON());
  });
  const release = await holdTheApp(page);
  await page.goto("/home/shops/search/demo-store-jakarta");
  const heart = page.getByTestId("store-like");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  // Like, unlike, like on the server's HTML: held, nothing sent yet.
  await heart.click();
  await heart.click();
  await heart.click();
  expect(sent).toEqual([]);

  await release();
  await expect(heart).toHaveAttribute("aria-pressed", "true", { timeout: 20_000 });
  // The three presses made in the app: the heart ends liked, and one request carries that.
  await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(1);
  expect(sent).toEqual([{ store_id: "demo-store-jakarta", like: true }]);
});

test("a choice ticked on a survey the server rendered before the app has arrived is the app's answer once it has", async ({
  page,
}) => {
  await createMember(page.request);
  const listed = await page.request.get("/api/v1/list_surveys?tab=all&limit=20&page=1", { headers: { platform: "3" } });
  const surveys = ((await listed.json()) as { data: { id: number | string; title: string }[] }).data;
  const survey = surveys.find((entry) => entry.title === "Morning coffee habits");
  expect(survey).toBeDefined();
  const release = await holdTheApp(page);
  await page.goto(`/home/survey/${survey?.id}?current=1&total=5`);
  await expect(page.locator("#root[data-prerendered]")).toHaveCount(1);
  await page.getByRole("radio", { name: "Tea" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await release();
  // The tick counted: the next step, not 'Select one'.
  await expect(page).toHaveURL(/current=2&total=5$/, { timeout: 20_000 });
  await expect(page.getByText("Select one", { exact: true })).toHaveCount(0);
});

test("a visitor on a signed-in screen is sent to sign-in by the server", async ({ request }) => {
  const response = await request.get("/home", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/sign-in?next=%2Fhome");
});

test("a member's dashboard arrives rendered by the server with the balance, and hydrates without asking again", async ({
  page,
}) => {
  await createMember(page.request);
  const homeCalls: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/home(\?|$)/.test(request.url())) homeCalls.push(request.url());
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const release = await holdTheApp(page);
  await page.goto("/home");
  await expect(page.getByTestId("home-balance")).toBeVisible();
  await letTheAppTakeOver(page, release);
  await expect(page.getByTestId("home-balance")).toBeVisible();
  expect(homeCalls).toEqual([]);
  expect(warnings.filter((text) => hydrationMismatch.test(text))).toEqual([]);
});

test.describe("job marketplace screens rendered by the server, on a 360 px phone", () => {
  test("the job list and the chat room list arrive with their content and are taken over without asking again", async ({
    browser,
    baseURL,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    const pair = await hiredPair(browser, baseURL, playwright, { job: "Foto produk", worker: "Ayu" });
    const { client, roomId } = pair;
    // The worker's phone again, without the service worker, which would hand the app over unheld.
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: "block",
      extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
      storageState: await pair.worker.context().storageState(),
    });
    const worker = await phone.newPage();
    // A job still open to the worker, for the list.
    const open = `Foto katalog ${Date.now()}`;
    await dataOf(
      await client.request.post("/api/job/client/jobs", {
        headers: chatHeaders,
        data: { job_type: "online", title: open, fee: 50_000, publish: true },
      }),
    );

    // Once connected, the chat socket asks for the room list and the unread count again by design
    // (something may have happened since the page was rendered): held here, so that what the test
    // sees is what the takeover itself asks.
    await worker.routeWebSocket(/\/api\/chat\/ws/, () => {});
    const jobs = watch(worker, /\/api\/job\/(worker\/jobs|client\/clients)|\/api\/chat\/unread/);
    const release = await holdTheApp(worker);
    const response = await worker.goto("/home/flashjobs/jobs");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    // Before the app has arrived: the jobs are on the page.
    await expect(worker.getByTestId("job-list").getByText(open)).toBeVisible();
    await letTheAppTakeOver(worker, release);
    await expect(worker.getByTestId("job-list").getByText(open)).toBeVisible();
    expect(jobs.calls).toEqual([]);
    expect(jobs.hydrationWarnings()).toEqual([]);
    await worker.screenshot({ path: testInfo.outputPath("jobs-taken-over-360.png") });

    const rooms = watch(worker, /\/api\/chat\/(rooms|unread)/);
    const releaseRooms = await holdTheApp(worker);
    await worker.goto("/home/flashjobs/message");
    await expect(worker.getByTestId("chat-room")).toContainText("Toko Maju");
    await letTheAppTakeOver(worker, releaseRooms);
    await expect(worker.getByTestId("chat-room")).toContainText("Foto produk");
    expect(rooms.calls).toEqual([]);
    expect(rooms.hydrationWarnings()).toEqual([]);

    // The thread too: the room and its history came with the page; the socket connects after.
    // Longer than the phone's screen, it opens at the latest message before the app has arrived.
    for (let n = 1; n <= 14; n++) {
      await dataOf(
        await client.request.post(`/api/chat/rooms/${roomId}/messages`, {
          headers: chatHeaders,
          data: { client_id: crypto.randomUUID(), text: `Pesan nomor ${n}` },
        }),
      );
    }
    const thread = watch(worker, new RegExp(`/api/chat/rooms/${roomId}`));
    const releaseThread = await holdTheApp(worker);
    await worker.goto(`/home/flashjobs/message/${roomId}`);
    await expect(worker.getByTestId("chat-peer")).toHaveText("Toko Maju");
    await expect(worker.getByText("Pesan nomor 14")).toBeInViewport();
    await expect(worker.getByText("Pesan nomor 1", { exact: true })).not.toBeInViewport();
    await letTheAppTakeOver(worker, releaseThread);
    await expect(worker.getByRole("textbox", { name: "Pesan" })).toBeVisible();
    // Nothing asked again; the new messages, now seen, are marked read from the browser.
    expect(thread.calls.map((call) => call.replace(/ https?:\/\/[^/]+/, " "))).toEqual([
      `POST /api/chat/rooms/${roomId}/read`,
    ]);
    expect(thread.hydrationWarnings()).toEqual([]);
    await phone.close();
  });

  /**
   * A store of its own with a one-star campaign, its staff member signed in on `staff`, and
   * `member` checked in there once and holding the coupon the star bought (so a check-in and a
   * coupon are in their visit notifications), all through the API.
   */
  async function memberWithCoupon(
    playwright: Parameters<typeof staffOfNewStore>[0],
    baseURL: string | undefined,
    member: Page,
  ) {
    const staff = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
    });
    const { storeId } = await staffOfNewStore(playwright, baseURL, staff, "Kopi Takeover");
    const campaign = await dataOf(
      await staff.post(`/api/shop/staff/stores/${storeId}/campaigns`, {
        headers: chatHeaders,
        data: {
          title: "Kopi gratis",
          reward: "Satu kopi susu",
          stars_required: 1,
          starts_at: new Date(Date.now() - 60_000).toISOString(),
        },
      }),
    );
    const qr = await dataOf(await staff.get(`/api/shop/staff/stores/${storeId}/checkin_qr`, { headers: chatHeaders }));
    const token = new URL(qr.qr_text).searchParams.get("token");
    await dataOf(
      await member.request.post(`/api/shop/stores/${storeId}/checkin?lat=${place.latitude}&long=${place.longitude}`, {
        headers: chatHeaders,
        data: { token, version: "web", timezone_checkedin: "Asia/Jakarta" },
      }),
    );
    const exchanged = await dataOf(
      await member.request.post(`/api/shop/campaigns/${campaign.id}/exchange`, {
        headers: chatHeaders,
        data: { store_id: storeId },
      }),
    );
    const notices = await dataOf(
      await member.request.get("/api/shop/notifications?page=1&limit=20", { headers: chatHeaders }),
    );
    return {
      staff,
      storeId,
      campaignId: campaign.id as string,
      couponId: exchanged.coupon.id as string,
      noticeId: notices[0].id as string,
    };
  }

  test("the other screens rendered with their data are taken over without asking again or a hydration warning", async ({
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(240_000);
    const pair = await hiredPair(browser, baseURL, playwright, { job: "Foto menu", worker: "Ayu" });
    const applications = await dataOf(
      await pair.worker.request.get("/api/job/worker/applicants?page=1&limit=20", { headers: chatHeaders }),
    );
    const jobId = String(applications[0].job_id);
    const shop = await memberWithCoupon(playwright, baseURL, pair.worker);
    const profile = await dataOf(
      await pair.worker.request.get("/api/job/common/profileDetail?userType=0", { headers: chatHeaders }),
    );
    const profiles = /\/api\/job\/common\/profileDetail/;
    const phoneOf = async (state: Awaited<ReturnType<BrowserContext["storageState"]>>) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: "block",
        extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
        storageState: state,
      });
      const fresh = await context.newPage();
      await fresh.routeWebSocket(/\/api\/chat\/ws/, () => {});
      return fresh;
    };
    const worker = await phoneOf(await pair.worker.context().storageState());
    const client = await phoneOf(await pair.client.context().storageState());
    const staff = await phoneOf(await shop.staff.storageState());
    const { storeId, campaignId, couponId, noticeId } = shop;
    // Each screen, and the answers the takeover must not ask again (null: nothing was asked on the
    // server; the popular list needs a place, the search words, the check-in a scan).
    const screens: [Page, string, RegExp | null][] = [
      [worker, "/home/flashjobs/applied", /\/api\/job\/worker\/applicants\?/],
      [worker, "/home/flashjobs/favorite", /\/api\/job\/worker\/favorites/],
      [worker, `/home/flashjobs/jobs/${jobId}`, new RegExp(`/api/job/worker/(jobs/${jobId}|applicants/)`)],
      [client, "/home/flashjobs/posts", /\/api\/job\/client\/(jobs|clients)/],
      [client, `/home/flashjobs/posts/${jobId}`, /\/api\/job\/(client\/jobs|common\/profileDetail)/],
      [client, `/home/flashjobs/posts/${jobId}/edit`, /\/api\/job\/(client\/jobs|public\/categories|common\/)/],
      [worker, "/home/flashjobs", profiles],
      [worker, "/home/flashjobs/profile", /\/api\/job\/(common\/profileDetail|worker\/verify)/],
      [worker, "/home/flashjobs/profile/bussiness-card", profiles],
      [worker, `/home/flashjobs/${profile.id}`, /\/api\/job\/(common\/profileDetail|public\/workers)/],
      [worker, "/home/flashjobs/search?q=Foto", /\/api\/job\/(public\/categories|worker\/jobs)/],
      [worker, "/home/shops", /\/api\/shop\/(stores\/(for_you|best_offer)|infos\/following)/],
      [worker, "/home/shops/for-you", /\/api\/shop\/stores\/for_you/],
      [worker, "/home/shops/best-offer", /\/api\/shop\/stores\/best_offer/],
      [worker, "/home/shops/popular-near-you", null],
      [worker, "/home/shops/search", null],
      [worker, "/home/shops/check-in", null],
      [worker, `/home/shops/search/${storeId}/campaign`, /\/api\/shop\/campaigns\?/],
      [worker, `/home/shops/search/${storeId}/campaign/${campaignId}`, new RegExp(`/api/shop/campaigns/${campaignId}`)],
      [worker, "/home/offers", /\/api\/shop\/campaigns/],
      [worker, `/home/offers/shop/${storeId}/campaign/${campaignId}`, new RegExp(`/api/shop/campaigns/${campaignId}`)],
      [worker, "/home/offers/coupons", /\/api\/shop\/coupons\?/],
      [worker, `/home/offers/coupons/${couponId}`, new RegExp(`/api/shop/coupons/${couponId}$`)],
      [worker, `/home/shops/coupon/${couponId}?storeId=${storeId}`, new RegExp(`/api/shop/coupons/${couponId}$`)],
      [worker, "/home/offers/my-coupons", /\/api\/shop\/coupons\/my_coupons_all/],
      [worker, "/home/profile-shop", /\/api\/shop\/infos\/visited/],
      [worker, `/home/shops/history-member?storeId=${storeId}`, /\/api\/shop\/user_stars/],
      [worker, "/home/profile-shop/notification-setting", /\/api\/shop\/settings/],
      [worker, "/home/notification-visit", /\/api\/shop\/notifications/],
      // Opened, the notification is marked seen by the browser once it shows it, and only then.
      [worker, `/home/notification-visit/${noticeId}`, new RegExp(`/api/shop/notifications/${noticeId}`)],
      [staff, "/home/shop-home", /\/api\/shop\/staff\/stores(\?|$|\/[^/]+\/(checkins|campaigns))/],
    ];
    for (const [page, path, data] of screens) {
      const seen = await takenOverPage(page, path, data);
      const marked = path === `/home/notification-visit/${noticeId}`;
      expect(
        seen.calls.map((call) => call.split(" ")[0]),
        path,
      ).toEqual(marked ? ["PATCH"] : []);
      expect(seen.hydrationWarnings(), path).toEqual([]);
      await page.routeWebSocket(/\/api\/chat\/ws/, () => {});
    }
    // The saved job's form, last of the client's screens, kept its values through the takeover.
    await expect(client.locator('input[name="title"]')).toHaveValue(/^Foto menu/);
    await worker.context().close();
    await client.context().close();
    await staff.context().close();
    await shop.staff.dispose();
  });

  test("with scripts off, the job list and the chat room list still show the member's content", async ({
    browser,
    baseURL,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    const { client, worker } = await hiredPair(browser, baseURL, playwright, { job: "Desain kemasan", worker: "Ayu" });
    const open = `Desain label ${Date.now()}`;
    await dataOf(
      await client.request.post("/api/job/client/jobs", {
        headers: chatHeaders,
        data: { job_type: "online", title: open, fee: 50_000, publish: true },
      }),
    );
    const bare = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 780 },
      isMobile: true,
      javaScriptEnabled: false,
      storageState: await worker.context().storageState(),
    });
    const page = await bare.newPage();
    await page.goto("/home/flashjobs/jobs");
    await expect(page.getByTestId("job-list").getByText(open)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("jobs-no-script-360.png"), fullPage: true });
    await page.goto("/home/flashjobs/message");
    await expect(page.getByTestId("chat-room")).toContainText("Toko Maju");
    await page.screenshot({ path: testInfo.outputPath("messages-no-script-360.png"), fullPage: true });
    await page.goto("/home/flashjobs/applied");
    await expect(page.getByTestId("applied-job")).toContainText("Desain kemasan");
    await page.screenshot({ path: testInfo.outputPath("applied-no-script-360.png"), fullPage: true });
    // The shop screens too: explore's rows that need no place, and the coupons (none yet, said so).
    await page.goto("/home/shops");
    await expect(page.getByTestId("shops-row-forYou")).toBeVisible();
    await expect(page.getByTestId("location-card")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("shops-no-script-360.png"), fullPage: true });
    await page.goto("/home/offers/coupons");
    await expect(page.getByTestId("coupon-list-received")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("coupons-no-script-360.png"), fullPage: true });
    await bare.close();
  });
});

test("the home screens of points, missions, bingo and earning are taken over without asking again or a hydration warning", async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  // A phone of its own without the service worker, which would hand the app over unheld; on the
  // demo's days, Jakarta's.
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
    timezoneId: "Asia/Jakarta",
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const page = await phone.newPage();
  await createMember(page.request);
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 20_000, "Points to take over");
  const history = await dataOf(
    await page.request.get("/api/point_histories?filter=all&period=all&page=1", { headers: chatHeaders }),
  );
  const entryId: string = history.list_point_histories[0].histories[0].id;
  // What the home layout shows with every one of them: the balance, the mission dot, the bell, the level.
  const layout = "point_histories/summary|missions/check_missions|setting|profile/info_basic_user";
  const asked = (screen: string) => new RegExp(`/api/(${layout}|${screen})(\\?|/|$)`);
  // Ways to earn first, before the browser has left its time zone: the server counted its own
  // zone's days, so the app asks for the page's answers again, in Jakarta's (a check-in "today"
  // there may be yesterday here). It writes no date, so nothing is redrawn before they come.
  const first = await takenOverPage(page, "/home/earn-point", asked("home/earn_points"));
  expect(first.calls.some((call) => call.includes("/api/home/earn_points"))).toBe(true);
  expect(first.hydrationWarnings()).toEqual([]);
  // The browser has left its zone: the next screens are counted in it and asked nothing again.
  const screens: [string, RegExp][] = [
    ["/home/points", asked("point_histories")],
    [`/home/points/${entryId}`, asked(`point_histories/${entryId}`)],
    ["/home/points/redeem", asked("phone_cards/get_list_phone_card_info")],
    ["/home/mission", asked("missions")],
    ["/home/bingo", asked("bingo/check_campaign")],
  ];
  for (const [path, data] of screens) {
    const seen = await takenOverPage(page, path, data);
    expect(seen.calls, path).toEqual([]);
    expect(seen.hydrationWarnings(), path).toEqual([]);
  }
  await expect(page.getByTestId("bingo-countdown")).toBeVisible();
  await phone.close();
});

test("the member's own home screens are taken over without asking again or a hydration warning", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A desktop, where the header shows the bell, the level and the balance the layout loads; on
  // the demo's days, Jakarta's.
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: "block",
    timezoneId: "Asia/Jakarta",
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  // A browser that has run the app here before and left its zone (the phone test above covers the first visit).
  await context.addCookies([{ name: "tz", value: "Asia/Jakarta", url: baseURL ?? "" }]);
  const page = await context.newPage();
  await createMember(page.request);
  const api = { headers: { platform: "3" } };
  const notices = await dataOf(await page.request.get("/api/push_notifications?page=1&limit=20", api));
  const notice = notices.list.find((item: { read: boolean; reasonable_type: string }) => !item.read);
  const listed: ListedSurvey[] = await dataOf(await page.request.get("/api/v1/list_surveys?tab=all", api));
  const announced = listed.find((survey) => survey.title === "Mobile data use");
  const survey = await answerableSurvey(page.request);
  // The layout's own answers: the level, the bell, the balance and the missions' dot.
  const layout = "setting|point_histories/summary|missions/check_missions|profile/info_basic_user";
  const asked = (screen: string) => new RegExp(`/api/(${layout}|${screen})(\\?|$)`);
  /** Opens `path` with the app held, lets it take over, and gives what it asked after (method and path). */
  const takeOver = async (path: string, screen: string) => {
    const seen = await takenOverPage(page, path, asked(screen));
    expect(seen.hydrationWarnings(), path).toEqual([]);
    return seen.calls.map((call) => call.replace(/ https?:\/\/[^/]+\/api\//, " ").replace(/\?.*$/, "")).sort();
  };
  // The profile first: it writes no date, and the browser leaves its time zone for the next ones once the app runs.
  expect(await takeOver("/home/profile", "profile")).toEqual([]);
  // The dashboard and the survey list: the header's balance, bell and level came with them too.
  expect(await takeOver("/home", "home")).toEqual([]);
  await expect(page.getByTestId("header-balance")).toBeVisible();
  expect(await takeOver("/home/survey", "v1/list_surveys")).toEqual([]);
  // Shown, the list marks the bell seen (and the settings say so again), only from the browser.
  expect(await takeOver("/home/notification", "push_notifications|setting/read_notice")).toEqual([
    "GET setting",
    "PUT setting/read_notice",
  ]);
  // Shown, the notification is marked read, and it and the settings are asked again, only from the browser.
  expect(
    await takeOver(`/home/notification/${notice.id}?path=home`, "push_notifications/[^/?]+|user_notifications"),
  ).toEqual([`GET push_notifications/${notice.id}`, "GET setting", "POST user_notifications"]);
  expect(await takeOver("/home/setting", "setting")).toEqual([]);
  expect(await takeOver("/home/invite", "invitations|point_histories/invitation_histories")).toEqual([]);
  await expect(page.getByTestId("invite-link")).toContainText(`/invite?`);
  expect(await takeOver(`/home/survey/${announced?.id}/view-pr`, "surveys/.*")).toEqual([]);
  expect(await takeOver(`/home/survey/${survey.id}`, "surveys/.*")).toEqual([]);
  await expect(page).toHaveURL(/current=1&total=\d+$/);
  await answerSurvey(page.request, survey.id, tinyPng);
  expect(await takeOver(`/home/survey/${survey.id}/result`, "surveys/.*")).toEqual([]);
  await context.close();
});
