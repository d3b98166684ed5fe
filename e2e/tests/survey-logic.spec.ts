import type { Page } from "@playwright/test";
import { createMember, expect, phoneIn, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.skip(({ isMobile }) => isMobile, "the test opens its own 360 px phone");

test("a member at 360 px in Vietnamese answers a survey whose questions follow the answers", async ({
  browser,
  baseURL,
}) => {
  const page = await phoneIn(browser, baseURL, "vi");
  await createMember(page.request);
  await page.goto("/home/survey/my-survey");
  await page.getByRole("article", { name: "Giờ ăn vặt" }).getByRole("link", { name: "Trả lời" }).click();

  // Before any answer the path is: snacking, what, how many, the optional rating.
  await expect(page).toHaveURL(/current=1&total=4$/);
  const next = page.getByRole("button", { name: "Tiếp" });
  await page.getByRole("radio", { name: "Không bao giờ" }).check();
  // "Never" jumps to the last question: two steps in all.
  await next.click();
  await expect(page).toHaveURL(/current=2&total=2$/);
  await expect(page.getByText("Bạn ăn uống trong ngày tốt đến đâu?")).toBeVisible();
  await expect(page.getByText("Không bắt buộc: bạn có thể bỏ qua câu này.")).toBeVisible();
  await shot(page, "jumped");

  // Back, and the other way: a heavy snacker of sweets is asked why and about healthier snacks.
  await page.getByRole("button", { name: "Trước" }).click();
  await page.getByRole("radio", { name: "Có, hằng ngày" }).check();
  await next.click();
  await expect(page).toHaveURL(/current=2&total=4$/);
  await page.getByRole("checkbox", { name: "Đồ ngọt" }).check();
  await next.click();
  await page.getByLabel(/Mỗi ngày bạn ăn vặt mấy lần\?/).fill("6");
  await next.click();
  await expect(page).toHaveURL(/current=4&total=6$/);
  await page.getByLabel(/Điều gì khiến bạn ăn vặt nhiều như vậy\?/).fill("Làm việc khuya");
  await next.click();
  await page.getByRole("radio", { name: "Chưa chắc" }).check();
  await next.click();
  await expect(page).toHaveURL(/current=6&total=6$/);
  await expectNoSeriousAccessibilityIssue(page);
  await shot(page, "last-step");
  // The rating is optional: sent without it.
  await page.getByRole("button", { name: "Gửi" }).click();
  await expect(page.getByRole("heading", { name: "Cảm ơn bạn!" })).toBeVisible();
  await expect(page.getByText("Bạn nhận được 400 điểm.")).toBeVisible();
  await page.context().close();
});
