import { type APIRequestContext, type APIResponse, chromium, type PlaywrightWorkerArgs } from "@playwright/test";
import { createMember, expect, randomAddress, test } from "./support/accounts.js";
import { fakeCameraArgs, writeQrVideo } from "./support/fake-camera.js";

const headers = { platform: "3" };
const firstLoad = { timeout: 20_000 };
/** Where the test's store stands, and where the member's phone says it is. */
const place = { latitude: -6.2001, longitude: 106.8167 };

/** Signs in as the demo admin from a client of its own, retrying when a parallel test took its session. */
async function asAdmin<T>(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  work: (admin: APIRequestContext) => Promise<APIResponse>,
): Promise<T> {
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  try {
    for (let attempt = 1; ; attempt++) {
      const signIn = await admin.post("/api/users/sign_in", {
        headers,
        data: { user: { email: "admin@example.com", password: "demo-pass-2026" } },
      });
      expect(signIn.ok(), await signIn.text()).toBe(true);
      const response = await work(admin);
      if (response.ok()) return (await response.json()) as T;
      expect(response.status() === 401 && attempt < 5, await response.text()).toBe(true);
    }
  } finally {
    await admin.dispose();
  }
}

test("a member scans the counter QR, collects a star, exchanges it, and the staff scan the coupon to confirm it", async ({
  playwright,
  baseURL,
  isMobile,
}) => {
  test.skip(!isMobile, "the member's side runs on a 360 px phone; the staff side in the same test on a desktop");
  test.setTimeout(150_000);

  // The staff member and their store, made through the back office's API.
  const staffContext = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  const staff = await createMember(staffContext);
  const name = `Kopi Kamera ${Date.now().toString(36)}`;
  const store = await asAdmin<{ data: { id: string } }>(playwright, baseURL, (admin) =>
    admin.post("/api/admin/stores", {
      headers,
      data: {
        name,
        category_ids: ["cafe"],
        address: "Jl. Kamera 1",
        city: "Jakarta",
        market: "indo",
        time_zone: "Asia/Jakarta",
        lat: place.latitude,
        lng: place.longitude,
      },
    }),
  );
  const storeId = store.data.id;
  await asAdmin(playwright, baseURL, (admin) =>
    admin.post(`/api/admin/stores/${storeId}/staff`, { headers, data: { email: staff.email } }),
  );
  // The staff sign in again, so their session carries the shop_staff role, and start a one-star campaign.
  const relog = await staffContext.post("/api/users/sign_in", {
    headers,
    data: { user: { email: staff.email, password: staff.password } },
  });
  expect(relog.ok(), await relog.text()).toBe(true);
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
  const qr = await staffContext.get(`/api/shop/staff/stores/${storeId}/checkin_qr`, { headers });
  expect(qr.ok(), await qr.text()).toBe(true);
  const { qr_text: qrText } = ((await qr.json()) as { data: { qr_text: string } }).data;

  // The member's phone: 360 px, Vietnamese, a camera that sees the counter's QR, the location allowed.
  const phone = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", ...fakeCameraArgs(writeQrVideo(qrText))],
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
    await page.getByTestId("scan-qr").click(firstLoad);
    const scanner = page.getByTestId("qr-scanner");
    await expect(scanner.getByRole("heading", { name: "Quét mã QR của bạn" })).toBeVisible(firstLoad);
    await expect(scanner.getByRole("button", { name: "Hủy" })).toBeVisible();

    // The decoded code checks in at once and says what it earned.
    await expect(page).toHaveURL(/\/home\/shops\/check-in\?store_id=/, firstLoad);
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
        await expect(liveCode).toHaveText(/\S+/);
        writeQrVideo((await liveCode.textContent())?.replace(/\s+/g, "") ?? "", cameraView);
        await confirmCoupon.getByRole("button", { name: "Quét phiếu" }).click();
        await expect(counter.getByTestId("qr-scanner")).toHaveCount(0, firstLoad);
        const found = counter.getByTestId("coupon-found");
        const refused = confirmCoupon.getByRole("alert");
        await expect(found.or(refused)).toBeVisible(firstLoad);
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
  await expect(page.getByRole("alert")).toContainText(
    "Camera not found. Please check your device settings or try again.",
    firstLoad,
  );
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("qr-scanner")).toHaveCount(0);
});
