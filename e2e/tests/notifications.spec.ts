import { createMember, expect, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { grantPoints, userIdOf } from "./support/points.js";

test("a grant lights the bell; the list clears its dot and reading a notification marks it read", async ({
  page,
  playwright,
  baseURL,
  context,
}) => {
  await context.addCookies([{ name: "locale", value: "en", url: baseURL ?? "" }]);
  await createMember(page.request, { countryCode: "+62" });
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 1_500, "Thanks for the feedback");

  await page.goto("/home");
  const bell = page.getByRole("link", { name: "Notifications: You have unseen notifications" });
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId("unseen-dot")).toBeVisible();
  await bell.click();

  await expect(page).toHaveURL(/\/home\/notification$/);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  // The new member's finished setup steps (missions to claim) are there too, all unread.
  await expect(page.getByText(/\d+ unread notifications?/)).toBeVisible();
  const row = page.getByTestId("notification-row").filter({ hasText: "You received points" });
  await expect(row).toContainText("1,500 points were added to your balance.");
  await expect(row).toHaveAttribute("data-read", "false");
  await expectNoSeriousAccessibilityIssue(page);
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/notify-list-${test.info().project.name}.png` });

  await row.click();
  await expect(page).toHaveURL(/\/home\/notification\/[0-9a-f-]+\?path=home$/);
  const detail = page.getByTestId("notification-detail");
  await expect(detail.getByRole("heading", { name: "You received points" })).toBeVisible();
  await expect(detail).toContainText("1,500 points were added to your balance.");
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/notify-detail-${test.info().project.name}.png` });

  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByTestId("unseen-dot")).toHaveCount(0);

  await page.goto("/home/notification");
  await expect(page.getByTestId("notification-row").filter({ hasText: "You received points" })).toHaveAttribute(
    "data-read",
    "true",
  );
});

test("the list and a notification read in Vietnamese", async ({ page, playwright, baseURL, context }) => {
  await context.addCookies([{ name: "locale", value: "vi", url: baseURL ?? "" }]);
  await createMember(page.request, { countryCode: "+84" });
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 300);
  await page.goto("/home/notification");
  await expect(page.getByRole("heading", { name: "Thông báo", level: 1 })).toBeVisible();
  await expect(page.getByTestId("notification-row").first()).toContainText(
    "300 điểm đã được cộng vào tài khoản của bạn.",
  );
});
