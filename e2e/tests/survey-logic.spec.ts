import type { Page } from "@playwright/test";
import { createMember, expect, phoneIn, randomAddress, test } from "./support/accounts.js";
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
  await expect(page.getByText("(Không bắt buộc: có thể bỏ qua)")).toBeVisible();
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

test("a member leaves a survey half-way and finishes it on another device, at the question where they left", async ({
  browser,
  baseURL,
}) => {
  const page = await phoneIn(browser, baseURL, "vi");
  const member = await createMember(page.request);
  await page.goto("/home/survey/my-survey");
  await page.getByRole("article", { name: "Giờ ăn vặt" }).getByRole("link", { name: "Trả lời" }).click();
  const next = page.getByRole("button", { name: "Tiếp" });
  await page.getByRole("radio", { name: "Thỉnh thoảng" }).check();
  await next.click();
  await page.getByRole("checkbox", { name: "Trái cây" }).check();
  await next.click();
  await expect(page).toHaveURL(/current=3&total=4$/);
  // Leaving asks, and says the answers are kept.
  await page.goBack();
  const dialog = page.getByRole("dialog", { name: "Rời khỏi khảo sát?" });
  await expect(dialog).toContainText("Các câu trả lời của bạn được giữ trong 7 ngày");
  await shot(page, "leave-dialog");
  await dialog.getByRole("button", { name: "Rời đi" }).click();
  await page.context().close();

  // Another phone: signed in anew, the survey opens at the third question with the answers kept.
  const other = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  await other.addCookies([{ name: "locale", value: "vi", url: baseURL ?? "" }]);
  const phone = await other.newPage();
  const signIn = await phone.request.post("/api/users/sign_in", {
    headers: { platform: "3" },
    data: { user: { email: member.email, password: member.password } },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await phone.goto("/home/survey/my-survey");
  await phone.getByRole("article", { name: "Giờ ăn vặt" }).getByRole("link", { name: "Trả lời" }).click();
  await expect(phone).toHaveURL(/current=3&total=4$/);
  await expect(phone.getByLabel(/Mỗi ngày bạn ăn vặt mấy lần\?/)).toBeVisible();
  await phone.getByRole("button", { name: "Trước" }).click();
  await expect(phone.getByRole("checkbox", { name: "Trái cây" })).toBeChecked();
  await phone.getByRole("button", { name: "Tiếp" }).click();
  await phone.getByLabel(/Mỗi ngày bạn ăn vặt mấy lần\?/).fill("2");
  await phone.getByRole("button", { name: "Tiếp" }).click();
  await expect(phone).toHaveURL(/current=4&total=4$/);
  await shot(phone, "resumed");
  await phone.getByRole("button", { name: "Gửi" }).click();
  await expect(phone.getByRole("heading", { name: "Cảm ơn bạn!" })).toBeVisible();
  await other.close();
});
