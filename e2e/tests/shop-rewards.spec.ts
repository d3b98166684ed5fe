import { chromium, type Page } from "@playwright/test";
import { createMember, expect, randomAddress, test } from "./support/accounts.js";
import { fakeCameraArgs, writeQrVideo } from "./support/fake-camera.js";
import { place, staffOfNewStore } from "./support/shops.js";
import { countTakeOvers, untilTakenOver } from "./support/taken-over.js";

const headers = { platform: "3" };
const firstLoad = { timeout: 20_000 };
/** A shop tab's or screen's lazy part on a busy machine: its chunk, its catalog and its answers. */
const lazyLoad = { timeout: 45_000 };

/**
 * Opens the scanner with `open` and waits for `read` to come true, as a member at a counter would:
 * when the camera has not read the code after a while (a busy machine decodes slowly, a lazy chunk
 * may still be loading), Cancel and scan again, a few times at most. A failure says what the
 * scanner showed each time, so a camera that never started is told from a code that was not read.
 */
async function scanUntil(page: Page, open: () => Promise<void>, read: () => Promise<boolean>): Promise<void> {
  const scanner = page.getByTestId("qr-scanner");
  const seen: string[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    await open();
    const wasRead = await expect
      .poll(read, { timeout: 20_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (wasRead) return;
    if ((await scanner.count()) === 0) {
      seen.push("(no scanner open)");
      continue;
    }
    seen.push((await scanner.innerText()).replace(/\s+/g, " "));
    await scanner.getByRole("button", { name: "Hủy" }).click();
    await expect(scanner).toHaveCount(0);
  }
  throw new Error(`the camera read nothing in three tries; the scanner showed: ${seen.join(" | ")}`);
}

test("a member scans the counter QR, collects a star, exchanges it, and the staff scan the coupon to confirm it", async ({
  playwright,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, "the member's side runs on a 360 px phone; the staff side in the same test on a desktop");
  test.setTimeout(240_000);

  const staffContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const { staff, storeId } = await staffOfNewStore(playwright, baseURL, staffContext, "Kopi Kamera");
  // A one-star campaign.
  const campaign = await staffContext.post(`/api/shop/staff/stores/${storeId}/campaigns`, {
    headers,
    data: {
      title: "Kopi gratis",
      reward: "Satu kopi susu",
      stars_required: 1,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(campaign.ok(), await campaign.text()).toBe(true);
  const campaignId = ((await campaign.json()) as { data: { id: string } }).data.id;
  // The counter's QR as the phone's camera sees it: its token lives 30 seconds, so each scan films
  // the one the counter shows at that moment.
  const memberCamera = writeQrVideo("not yet");
  const filmCounter = async () => {
    const qr = await staffContext.get(`/api/shop/staff/stores/${storeId}/checkin_qr`, { headers });
    expect(qr.ok(), await qr.text()).toBe(true);
    writeQrVideo(((await qr.json()) as { data: { qr_text: string } }).data.qr_text, memberCamera);
  };
  await filmCounter();

  // The member's phone: 360 px, Vietnamese, a camera that sees the counter's QR, the location allowed.
  const phone = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", ...fakeCameraArgs(memberCamera)],
  });
  try {
    const context = await phone.newContext({
      baseURL,
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
      geolocation: place,
      permissions: ["geolocation", "camera"],
      extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
    });
    await context.addCookies([{ name: "locale", value: "vi", url: baseURL ?? "" }]);
    const page = await context.newPage();
    await createMember(page.request);

    await page.goto("/home/shops");
    // The scanner (its heading and Cancel are checked in the no-camera test below: here the fake
    // camera may read the code before they can be looked at) checks in with the decoded code at
    // once and says what it earned.
    await scanUntil(
      page,
      async () => {
        await filmCounter();
        await page.getByTestId("scan-qr").click(firstLoad);
      },
      async () => /\/home\/shops\/check-in\?store_id=/.test(page.url()),
    );
    const result = page.getByTestId("checkin-result");
    await expect(result.getByRole("heading", { name: "Đã check-in!" })).toBeVisible(firstLoad);
    await expect(result).toContainText("1 sao");

    // The star shows on the store's member card.
    await result.getByRole("link", { name: "Xem thẻ thành viên" }).click();
    await expect(page.getByTestId("stamp-card")).toBeVisible(firstLoad);
    await expect(page.getByTestId("card-stars")).toContainText("1 sao");

    // Exchange the star for a coupon.
    await page.goto(`/home/shops/search/${storeId}/campaign/${campaignId}`);
    await page.getByRole("button", { name: "Đổi 1 sao" }).click(firstLoad);
    await expect(page.getByTestId("exchange-done")).toBeVisible(firstLoad);
    await page.getByRole("button", { name: "Xem phiếu của tôi" }).click();
    await expect(page).toHaveURL(/\/home\/shops\/coupon\/[0-9a-f-]{36}/);
    await expect(page.getByTestId("coupon-status")).toHaveText("Đã nhận", firstLoad);
    const liveCode = page.getByTestId("live-code-value");
    await expect(liveCode).toHaveText(/\S+/, firstLoad);
    await expect(page.getByTestId("live-countdown")).toContainText("Mã mới sau");

    // The staff's counter, in Vietnamese on a desktop, with a camera pointed at the member's phone:
    // the camera's video is rewritten with the code on the member's screen just before each scan.
    const cameraView = writeQrVideo("not yet");
    const deskBrowser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", ...fakeCameraArgs(cameraView)],
    });
    try {
      const desk = await deskBrowser.newContext({
        baseURL,
        viewport: { width: 1280, height: 900 },
        permissions: ["camera"],
        extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
      });
      await desk.addCookies([{ name: "locale", value: "vi", url: baseURL ?? "" }]);
      const counter = await desk.newPage();
      const signIn = await counter.request.post("/api/users/sign_in", {
        headers,
        data: { user: { email: staff.email, password: staff.password } },
      });
      expect(signIn.ok(), await signIn.text()).toBe(true);
      await counter.goto("/home/shop-home");
      await expect(counter.getByTestId("counter-qr").getByRole("img")).toBeVisible(firstLoad);
      const confirmCoupon = counter.getByTestId("confirm-coupon");

      // A code lives 15 seconds (and the one before is still taken): a busy machine may scan one
      // that has just gone, so the staff scan again, as at a real counter, a few times at most.
      for (let attempt = 1; ; attempt++) {
        const found = counter.getByTestId("coupon-found");
        const refused = confirmCoupon.getByRole("alert");
        await scanUntil(
          counter,
          async () => {
            await expect(liveCode).toHaveText(/\S+/);
            writeQrVideo((await liveCode.textContent())?.replace(/\s+/g, "") ?? "", cameraView);
            await confirmCoupon.getByRole("button", { name: "Quét phiếu" }).click();
            await expect(counter.getByTestId("qr-scanner")).toBeVisible(firstLoad);
          },
          async () => (await found.or(refused).count()) > 0,
        );
        if (await found.isVisible()) break;
        expect(attempt < 3, (await refused.textContent()) ?? "").toBe(true);
      }
      const found = counter.getByTestId("coupon-found");
      await expect(found).toContainText("Kopi gratis");
      await expect(found).toContainText("Khách hàng: Ana");
      // The scanned code is in the field, tidied, as if typed.
      await expect(counter.getByLabel("Mã phiếu")).toHaveValue(/^[0-9A-Z]{8}-\d{6}$/);
      await found.getByRole("button", { name: "Xác nhận đã dùng" }).click();
      await expect(counter.getByText("Đã dùng phiếu.")).toBeVisible(firstLoad);
      await expect(counter.getByTestId("today-check-ins")).toContainText("Ana");
    } finally {
      await deskBrowser.close();
    }

    // The member's screen turns 'used' on its own.
    await expect(page.getByTestId("coupon-status")).toHaveText("Đã dùng", { timeout: 15_000 });

    // The store page opened on its coupon tab (the coupon's back link) shows that tab whole: the
    // six tabs do not fit 360 px, so the strip scrolls it into view.
    await page.goto(`/home/shops/search/${storeId}?tab=coupon`);
    const couponTab = page.getByRole("tab", { name: "Phiếu giảm giá" });
    await expect(couponTab).toHaveAttribute("aria-selected", "true", firstLoad);
    // Sideways, that is (the strip clips the pixel of the underline that overlaps its border).
    const sidewaysInView = () =>
      couponTab.evaluate((tab) => {
        const strip = tab.closest('[role="tablist"]')?.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        return strip !== undefined && box.left >= strip.left && box.right <= strip.right;
      });
    await expect.poll(sidewaysInView).toBe(true);
  } finally {
    await phone.close();
    await staffContext.dispose();
  }
});

test("the scanner says so when there is no camera", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the round QR button is on the phone layout");
  // The browser has no camera: getUserMedia refuses with NotFoundError.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "mediaDevices", {
      value: { getUserMedia: () => Promise.reject(new DOMException("none", "NotFoundError")) },
    });
    Object.defineProperty(navigator, "permissions", {
      value: { query: () => Promise.resolve({ state: "granted" }) },
    });
  });
  await page.goto("/home/shops");
  await page.getByTestId("scan-qr").click(firstLoad);
  await expect(page.getByTestId("qr-scanner").getByRole("heading", { name: "Scan your QR Code" })).toBeVisible(
    firstLoad,
  );
  await expect(page.getByRole("alert")).toContainText(
    "Camera not found. Please check your device settings or try again.",
    firstLoad,
  );
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("qr-scanner")).toHaveCount(0);
});

test("the staff create a campaign with stock and limits, are told what is wrong, and edit it", async ({
  page,
  playwright,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, "the console is a counter's screen; its phone layout is checked in the scan test");
  test.setTimeout(90_000);
  await staffOfNewStore(playwright, baseURL, page.request, "Kopi Form");
  await page.goto("/home/shop-home");
  const campaigns = page.getByRole("region", { name: "Campaigns" });
  await expect(campaigns.getByText("No campaigns yet.")).toBeVisible(firstLoad);

  // Wrong input: each field says what it needs, next to it, and nothing is sent.
  await campaigns.getByRole("button", { name: "New campaign" }).click();
  const form = page.getByTestId("campaign-form");
  await expect(form.getByRole("heading", { name: "New campaign" })).toBeVisible();
  await form.getByLabel("Stars needed").fill("0");
  await form.getByLabel("Stock (empty: unlimited)").fill("ten");
  await form.getByLabel("Limit per member").fill("101");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Title")).toHaveAccessibleDescription("Title: required.");
  await expect(form.getByLabel("Reward")).toHaveAccessibleDescription("Reward: required.");
  await expect(form.getByLabel("Stars needed")).toHaveAccessibleDescription(
    "Stars needed: a whole number from 1 to 1000.",
  );
  await expect(form.getByLabel("Stock (empty: unlimited)")).toHaveAccessibleDescription(
    "Stock (empty: unlimited): a whole number from 0 to 1000000, or empty.",
  );
  await expect(form.getByLabel("Limit per member")).toHaveAccessibleDescription(
    "Limit per member: a whole number from 1 to 100.",
  );
  await expect(form.getByLabel("Coupon valid for (days)")).not.toHaveAttribute("aria-invalid", "true");
  await expect(campaigns.getByText("No campaigns yet.")).toBeVisible();

  // Put right, it is saved and listed with its stock.
  await form.getByLabel("Title").fill("Free croissant");
  await form.getByLabel("Reward").fill("One butter croissant");
  await form.getByLabel("Stars needed").fill("3");
  await form.getByLabel("Stock (empty: unlimited)").fill("10");
  await form.getByLabel("Limit per member").fill("2");
  await form.getByLabel("Coupon valid for (days)").fill("14");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Campaign saved.")).toBeVisible(firstLoad);
  await expect(form).toHaveCount(0);
  const listed = page.getByTestId("staff-campaigns").getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Free croissant");
  await expect(listed).toContainText("Active · 3 stars · 10 of 10 left · 0 used of 0 given");

  // Edited: the form opens with what was saved; a lower stock and a pause show in the list.
  await listed.getByRole("button", { name: "Edit" }).click();
  await expect(form.getByRole("heading", { name: "Edit campaign" })).toBeVisible();
  await expect(form.getByLabel("Title")).toHaveValue("Free croissant");
  await expect(form.getByLabel("Limit per member")).toHaveValue("2");
  await expect(form.getByLabel("Coupon valid for (days)")).toHaveValue("14");
  await form.getByLabel("Title").fill("Free pain au chocolat");
  await form.getByLabel("Stock (empty: unlimited)").fill("4");
  await form.getByLabel("State").selectOption({ label: "Paused" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toHaveCount(0, firstLoad);
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Free pain au chocolat");
  await expect(listed).toContainText("Paused · 3 stars · 4 of 4 left");

  // The end before the start is refused by the form too.
  await listed.getByRole("button", { name: "Edit" }).click();
  await form.getByLabel("Ends (optional)").fill("2020-01-01T10:00");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByLabel("Ends (optional)")).toHaveAccessibleDescription(
    "Ends (optional): the end must come after the start.",
  );
});

test("on a desktop, the shop strip under the header leads to every shop place and opens the scanner", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the phone has the bottom nav, checked in the scan test");
  test.setTimeout(120_000);
  await createMember(page.request);
  // The tests have no internet: explore's map tiles are refused at once rather than left to time out.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto("/home/shops");
  const strip = page.getByRole("navigation", { name: "Shop visits" });
  await strip.getByRole("link", { name: "Campaign" }).click(lazyLoad);
  await expect(page).toHaveURL(/\/home\/offers$/, lazyLoad);
  await strip.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/home\/profile-shop$/);
  await strip.getByRole("link", { name: "Shop" }).click();
  await expect(page).toHaveURL(/\/home\/shop-home$/);
  await expect(page.getByTestId("not-staff")).toBeVisible(lazyLoad);
  await strip.getByRole("button", { name: "Scan a QR code" }).click();
  await expect(page.getByTestId("qr-scanner").getByRole("heading", { name: "Scan your QR Code" })).toBeVisible(
    firstLoad,
  );
  await page.getByTestId("qr-scanner").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("qr-scanner")).toHaveCount(0);
  await strip.getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(/\/home\/shops$/);
});

test("a store's tabs and a campaign lead to the store's campaign and coupon screens", async ({ page, isMobile }) => {
  test.skip(isMobile, "the links are the same on a phone");
  test.setTimeout(120_000);
  await createMember(page.request);
  await countTakeOvers(page);
  await page.goto("/home/shops/search/demo-store-jakarta?tab=campaign");
  // The store page is drawn by the server: follow its link once the app has taken every part of it over.
  await untilTakenOver(page);
  await page.getByRole("link", { name: "All of this shop's offers" }).click(lazyLoad);
  await expect(page).toHaveURL(/\/home\/shops\/search\/demo-store-jakarta\/campaign$/);
  await page.getByTestId("campaign-card").filter({ hasText: "Free iced coffee" }).click(lazyLoad);
  await expect(page.getByRole("heading", { name: "Free iced coffee" })).toBeVisible(lazyLoad);
  await page.getByRole("link", { name: "More offers from this shop" }).click();
  await expect(page).toHaveURL(/\/home\/shops\/search\/demo-store-jakarta\/campaign$/);

  await page.goto("/home/offers");
  await page.getByTestId("campaign-card").filter({ hasText: "Free iced coffee" }).click(lazyLoad);
  await page.getByRole("link", { name: "More offers from this shop" }).click(lazyLoad);
  await expect(page).toHaveURL(/\/home\/offers\/shop\/demo-store-jakarta\/campaign$/);
  await expect(page.getByTestId("campaign-card").filter({ hasText: "Free iced coffee" })).toBeVisible(lazyLoad);

  await page.goto("/home/shops/search/demo-store-jakarta?tab=coupon");
  await page.getByRole("link", { name: "All my coupons at this shop" }).click(lazyLoad);
  await expect(page).toHaveURL(/\/home\/shops\/coupon\?store=demo-store-jakarta$/);
  await expect(page.getByRole("heading", { name: "Coupons", level: 1 })).toBeVisible(lazyLoad);
});

test("a coupon that is not there says so, with nothing to try again", async ({ page }) => {
  await createMember(page.request);
  await page.goto("/home/offers/coupons/00000000-0000-0000-0000-000000000000");
  await expect(page.getByRole("alert").filter({ hasText: "This coupon could not be found." })).toBeVisible(firstLoad);
  await expect(page.getByRole("button", { name: /try again/i })).toHaveCount(0);
});
