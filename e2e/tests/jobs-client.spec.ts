import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { createMember, expect, phoneIn, randomAddress, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { grantPoints, userIdOf } from "./support/points.js";

const headers = { platform: "3" };

async function ok(response: APIResponse) {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

async function balanceOf(request: APIRequestContext): Promise<number> {
  return (await ok(await request.get("/api/point_histories/summary", { headers }))).remaining;
}

/** Becomes a client on the entry screen: the one name a client profile takes. */
async function becomeClient(page: Page, entry: { start: string; name: string; create: string }) {
  await page.goto("/home/flashjobs");
  await page.getByTestId("client-entry").getByRole("link", { name: entry.start }).click();
  await expect(page).toHaveURL(/\/home\/flashjobs\/posts$/, { timeout: 30_000 });
  await page.getByLabel(entry.name).fill("Toko Maju");
  await page.getByRole("button", { name: entry.create }).click();
}

test.describe("a client's job, from the post to the review", () => {
  test("posts a job (the fee at least 10000), hires a worker who applied, confirms and reviews; the worker is paid less the fee", async ({
    page,
    playwright,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(180_000);
    // A Japanese phone: the account reads English.
    await createMember(page.request);
    await becomeClient(page, { start: "Start hiring", name: "Your name or company", create: "Create client profile" });
    await expect(page.getByText("You have not posted a job yet.")).toBeVisible();

    await page.getByRole("link", { name: "Post a job" }).first().click();
    await expect(page).toHaveURL(/\/posts\/new$/, { timeout: 30_000 });
    await page.getByLabel("Job title").fill("Design a menu for a coffee shop");
    await page.getByLabel("What needs doing").fill("Twenty drinks and six cakes, print-ready.");
    await page.getByLabel("Fee (points)").fill("9000");
    await page.getByRole("button", { name: "Publish" }).click();
    // The spec's message, on the field it is about.
    await expect(page.getByText("* The fee must be at least 10000")).toBeVisible();
    await expect(page.getByLabel("Fee (points)")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Fee (points)").fill("50,000");
    await page.getByLabel("Category").selectOption({ index: 1 });
    const category = await page.getByLabel("Category").inputValue();
    expect(category).not.toBe("");
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page).toHaveURL(/\/home\/flashjobs\/posts\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    const jobId = page.url().split("/").pop() ?? "";
    // Opened by its address (a reload), then edited: the form shows the job's category, not "no category".
    await page.reload();
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page).toHaveURL(/\/edit$/, { timeout: 30_000 });
    await expect(page.getByLabel("Category")).toHaveValue(category, { timeout: 30_000 });
    await page.goto(`/home/flashjobs/posts/${jobId}`);
    await expect(page.getByTestId("job-summary")).toContainText("Open");
    await expect(page.getByText("No one has applied yet.")).toBeVisible();
    await expectNoSeriousAccessibilityIssue(page);
    // A client finds the posts from the desktop header too (phones have the hiring bar).
    if (!isMobile) {
      const posts = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "My posts" });
      await expect(posts).toHaveAttribute("href", "/home/flashjobs/posts");
    }

    /** A member of its own with a worker profile by `name`, through the API. */
    const newWorker = async (name: string) => {
      const context = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
      });
      await createMember(context, { countryCode: "+62" });
      await ok(await context.put("/api/job/worker/workers/1", { headers, data: { name } }));
      return context;
    };
    // A worker of its own applies through the API with a quote of 40000.
    const worker = await newWorker("Ayu Design");
    const application = await ok(
      await worker.post("/api/job/worker/applicants", {
        headers,
        data: { job_id: jobId, offer_price: 40_000, message: "I can do it this week." },
      }),
    );
    const workerBefore = await balanceOf(worker);

    // A second worker applies and withdraws: the count is of those still applying, and says who withdrew.
    const leaver = await newWorker("Budi Foto");
    const left = await ok(
      await leaver.post("/api/job/worker/applicants", { headers, data: { job_id: jobId, offer_price: 45_000 } }),
    );
    await ok(
      await leaver.put("/api/job/worker/applicants/update_status", {
        headers,
        data: { id: left.id, status: "withdraw" },
      }),
    );
    await leaver.dispose();

    await page.reload();
    await expect(page.getByRole("heading", { name: "1 applicant · 1 withdrew" })).toBeVisible({ timeout: 30_000 });
    const applicant = page.getByTestId("applicant").filter({ hasText: "Ayu Design" });
    // The applicant by the worker profile's name, with the quote and a link to the profile.
    await expect(applicant).toContainText("Ayu Design", { timeout: 30_000 });
    await expect(applicant.getByTestId("applicant-quote")).toHaveText("40,000 points");
    await expect(applicant.getByRole("link", { name: "Ayu Design", exact: true })).toHaveAttribute(
      "href",
      /\/home\/flashjobs\/[0-9a-f-]{36}$/,
    );
    // The client, who has no worker profile, opens the applicant's profile and comes back.
    await applicant.getByRole("link", { name: "Ayu Design", exact: true }).click();
    await expect(page).toHaveURL(/\/home\/flashjobs\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Ayu Design" })).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/home/flashjobs/posts/${jobId}$`));

    // Without the points, the hire is refused naming the shortfall.
    const clientBalance = await balanceOf(page.request);
    if (clientBalance < 40_000) {
      await applicant.getByRole("button", { name: "Hire for 40,000 points" }).click();
      await applicant.getByRole("button", { name: "Yes, hire for 40,000 points" }).click();
      const shortfall = (40_000 - clientBalance).toLocaleString("en");
      await expect(applicant.getByRole("alert")).toHaveText(
        `You do not have enough points: ${shortfall} more are needed to hire.`,
      );
    }
    await grantPoints(playwright, baseURL, await userIdOf(page.request), 100_000);
    // One tap asks first, stating the amount and what follows; going back moves nothing.
    await applicant.getByRole("button", { name: "Hire for 40,000 points" }).click();
    const sure = applicant.getByTestId("confirm-hire");
    await expect(sure).toContainText("Hire Ayu Design for 40,000 points?");
    await expect(sure).toContainText("Ayu Design will receive 36,000 points; 4,000 points are the service fee.");
    await sure.getByRole("button", { name: "Go back" }).click();
    await expect(applicant.getByTestId("applicant-status")).not.toHaveText("Hired");
    await applicant.getByRole("button", { name: "Hire for 40,000 points" }).click();
    await applicant.getByRole("button", { name: "Yes, hire for 40,000 points" }).click();
    await expect(applicant.getByTestId("applicant-status")).toHaveText("Hired");
    await expect(applicant.getByTestId("escrow-state")).toHaveText("40,000 points held in escrow.");

    // The worker reports the work done through the API.
    await ok(
      await worker.put("/api/job/worker/applicants/update_status", {
        headers,
        data: { id: application.id, status: "worker_completed" },
      }),
    );
    await page.reload();
    await expect(applicant.getByTestId("applicant-status")).toHaveText("Work reported done", { timeout: 30_000 });
    await expect(applicant.getByTestId("timeline")).toContainText("Paid automatically unless you act by");
    await applicant.getByRole("button", { name: "Confirm the work is done" }).click();
    await expect(applicant.getByTestId("confirm-confirm")).toContainText(
      "36,000 points from escrow go to Ayu Design now, and 4,000 points service fee.",
    );
    await applicant.getByRole("button", { name: "Yes, pay 36,000 points" }).click();
    await expect(applicant.getByTestId("applicant-status")).toHaveText("Paid");
    await expect(applicant.getByTestId("escrow-state")).toHaveText(
      "Paid: 36,000 points to the worker, 4,000 points service fee.",
    );

    // The review: a rating is required, then 10 to 2000 characters.
    const review = applicant.getByTestId("review-form");
    await review.getByRole("button", { name: "Send review" }).click();
    await expect(review.getByText("Please rate worker")).toBeVisible();
    await review.getByRole("radio", { name: "5 stars" }).check({ force: true });
    await review.getByLabel("Your review").fill("Great");
    await review.getByRole("button", { name: "Send review" }).click();
    await expect(review.getByText("The review must be 10 to 2000 characters.")).toBeVisible();
    await review.getByLabel("Your review").fill("Clear menu, delivered a day early.");
    await review.getByRole("button", { name: "Send review" }).click();
    await expect(applicant.getByTestId("reviewed")).toBeVisible();
    // After a reload the review is remembered, not offered again.
    await page.reload();
    await expect(applicant.getByTestId("reviewed")).toHaveText("You reviewed this worker.", { timeout: 30_000 });
    await expect(applicant.getByTestId("review-form")).toHaveCount(0);

    // The worker's points rose by the quote less the 10% service fee.
    expect(await balanceOf(worker)).toBe(workerBefore + 36_000);
    await page.goto("/home/flashjobs/posts");
    await expect(page.getByTestId("job-post").first()).toContainText("1 of 1 hired", { timeout: 30_000 });
    await worker.dispose();
  });
});

test.describe("the job form in Vietnamese on a 360 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "one run at 360 px is enough");

  test("a new client sees the fee minimum in Vietnamese, fixes it and saves a draft, then publishes", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const page = await phoneIn(browser, baseURL, "vi");
    await createMember(page.request, { countryCode: "+84" });
    await becomeClient(page, {
      start: "Bắt đầu thuê người",
      name: "Tên của bạn hoặc công ty",
      create: "Tạo hồ sơ người thuê",
    });
    await page.getByRole("navigation", { name: "Thuê người" }).getByRole("link", { name: "Đăng việc" }).click();
    await expect(page).toHaveURL(/\/posts\/new$/, { timeout: 30_000 });
    await page.getByLabel("Tên công việc").fill("Giao hoa trong nội thành");
    await page.getByRole("radio", { name: "Tại chỗ" }).check();
    await page.getByLabel("Thù lao (điểm)").fill("5.000");
    await page.getByRole("button", { name: "Lưu nháp" }).click();
    await expect(page.getByText("* Thù lao phải từ 10.000 trở lên")).toBeVisible();
    await expect(page.getByText("Việc tại chỗ cần có địa chỉ.")).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByLabel("Địa chỉ").fill("Chợ hoa Quảng An, Tây Hồ, Hà Nội");
    await page.getByLabel("Thù lao (điểm)").fill("350.000");
    await page.getByRole("button", { name: "Lưu nháp" }).click();
    await expect(page).toHaveURL(/\/home\/flashjobs\/posts\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByTestId("job-summary")).toContainText("Bản nháp");
    await expect(page.getByTestId("job-summary")).toContainText("350.000 điểm");
    await page.getByRole("button", { name: "Đăng", exact: true }).click();
    await expect(page.getByTestId("job-summary")).toContainText("Đang mở");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAccessibilityIssue(page);
    await page.context().close();
  });
});
