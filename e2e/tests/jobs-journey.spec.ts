import type { APIResponse } from "@playwright/test";
import { createMember, expect, phoneIn, test } from "./support/accounts.js";
import { grantPoints, userIdOf } from "./support/points.js";

const headers = { platform: "3" };
/** A screen's first load brings its chunks, its catalog and its answers: more than one expect's wait. */
const firstLoad = { timeout: 30_000 };

async function ok(response: APIResponse) {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

// The whole journey, each side on its own phone, in Vietnamese: every step through the screens.
test.describe("a job from the post to the payment, two members on 360 px phones in Vietnamese", () => {
  test.skip(({ isMobile }) => !isMobile, "the journey runs once, at 360 px");

  test("a client posts, a worker finds it without accents and quotes, the client hires, the worker reports, the client confirms and reviews, the worker is paid", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    // Two members, eleven screens.
    test.setTimeout(240_000);
    const word = `t${Math.random().toString(36).slice(2, 8)}`;
    const title = `Thiết kế thực đơn quán cà phê ${word}`;

    // The client: a member with points, a client profile made on the entry screen, a job posted through the form.
    const client = await phoneIn(browser, baseURL, "vi");
    await createMember(client.request, { countryCode: "+84" });
    await grantPoints(playwright, baseURL, await userIdOf(client.request), 100_000);
    await client.goto("/home/flashjobs");
    await client.getByTestId("client-entry").getByRole("link", { name: "Bắt đầu thuê người" }).click();
    await expect(client).toHaveURL(/\/home\/flashjobs\/posts$/, firstLoad);
    await client.getByLabel("Tên của bạn hoặc công ty").fill("Quán Cà Phê Hồ Tây");
    await client.getByRole("button", { name: "Tạo hồ sơ người thuê" }).click();
    await client.getByRole("navigation", { name: "Thuê người" }).getByRole("link", { name: "Đăng việc" }).click();
    await expect(client).toHaveURL(/\/posts\/new$/, firstLoad);
    await client.getByLabel("Tên công việc").fill(title);
    await client.getByLabel("Cần làm gì").fill("Hai mươi món đồ uống và sáu loại bánh, sẵn sàng để in.");
    await client.getByLabel("Thù lao (điểm)").fill("50.000");
    await client.getByRole("button", { name: "Đăng", exact: true }).click();
    await expect(client).toHaveURL(/\/home\/flashjobs\/posts\/[0-9a-f-]{36}$/, firstLoad);
    await expect(client.getByTestId("job-summary")).toContainText("Đang mở");

    // The worker searches without accents ('thiet ke thuc don') and finds the accented title.
    const worker = await phoneIn(browser, baseURL, "vi");
    await createMember(worker.request, { countryCode: "+84" });
    await ok(await worker.request.put("/api/job/worker/workers/1", { headers, data: { name: "Lan Thiết Kế" } }));
    const pointsBefore = (await ok(await worker.request.get("/api/point_histories/summary", { headers }))).remaining;
    await worker.goto("/home/flashjobs/search");
    await worker.getByRole("searchbox", { name: "Từ khóa" }).fill(`thiet ke thuc don ${word}`, firstLoad);
    await worker.getByRole("button", { name: "Tìm", exact: true }).click();
    const card = worker.getByTestId("job-card");
    await expect(card).toHaveCount(1, firstLoad);
    await expect(card).toContainText(title);
    await card.click();

    // A quote of 40.000 points: the estimate shows the fee and what the worker receives before sending.
    await worker.getByLabel("Giá đề xuất (điểm)").fill("40.000", firstLoad);
    await expect(worker.getByTestId("estimate-service-fee")).toHaveText("− 4.000 điểm");
    await expect(worker.getByTestId("estimate-contract-fee")).toHaveText("36.000 điểm");
    await worker.getByRole("button", { name: "Gửi báo giá" }).click();
    const panel = worker.getByTestId("application-panel");
    await expect(panel.getByTestId("application-status")).toHaveText("Đã ứng tuyển");

    // The client hires: the points go into escrow.
    await client.reload();
    const applicant = client.getByTestId("applicant");
    await expect(applicant.getByTestId("applicant-quote")).toHaveText("40.000 điểm", firstLoad);
    await applicant.getByRole("button", { name: "Thuê với 40.000 điểm" }).click();
    await applicant.getByRole("button", { name: "Đồng ý, thuê với 40.000 điểm" }).click();
    await expect(applicant.getByTestId("applicant-status")).toHaveText("Đã thuê");

    // The worker reports the work done.
    await worker.reload();
    await expect(panel.getByTestId("application-status")).toHaveText("Đang thực hiện", firstLoad);
    await panel.getByRole("button", { name: "Báo hoàn thành" }).click();
    await panel.getByRole("button", { name: "Đã xong", exact: true }).click();
    await expect(panel.getByTestId("application-status")).toHaveText("Đã báo hoàn thành");

    // The client confirms: escrow pays the worker less the 10% fee; then the review.
    await client.reload();
    await expect(applicant.getByTestId("applicant-status")).toHaveText("Đã báo xong việc", firstLoad);
    await applicant.getByRole("button", { name: "Xác nhận đã xong việc" }).click();
    await applicant.getByRole("button", { name: "Đồng ý, trả 36.000 điểm" }).click();
    await expect(applicant.getByTestId("applicant-status")).toHaveText("Đã thanh toán");
    const review = applicant.getByTestId("review-form");
    await review.getByRole("radio", { name: "5 sao" }).check({ force: true });
    await review.getByLabel("Nhận xét của bạn").fill("Thực đơn rõ ràng, giao sớm một ngày.");
    await review.getByRole("button", { name: "Gửi đánh giá" }).click();
    await expect(applicant.getByTestId("reviewed")).toBeVisible();

    // The worker sees the points.
    await worker.goto("/home/points");
    const paid = (pointsBefore + 36_000).toLocaleString("vi");
    await expect(worker.getByTestId("points-balance")).toContainText(paid, firstLoad);
    await worker.goto("/home/flashjobs/applied?status=payment_complete");
    await expect(worker.getByTestId("applied-job").filter({ hasText: word })).toHaveCount(1, firstLoad);
    for (const page of [client, worker]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.context().close();
    }
  });
});
