import { codeSentTo, createMember, expect, messageIds, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { grantPoints, userIdOf } from "./support/points.js";

test("a member in Vietnamese cashes out to MoMo by phone, sees the holder's name, and sees it paid", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const member = await createMember(page.request, { countryCode: "+84" });
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 5_000, "Cash-out test");
  await page.context().addCookies([{ name: "locale", value: "vi", url: baseURL ?? "" }]);

  await page.goto("/home/points/redeem");
  await page.getByLabel("Số điểm muốn đổi").fill("1000");
  await page.getByLabel("Gửi đến").selectOption({ label: "Ví điện tử: MoMo" });
  await expect(page.getByText("Tối đa 20.000.000")).toBeVisible();
  await page.getByLabel("Số điện thoại MoMo").fill("0901234567");
  await page.getByRole("button", { name: "Kiểm tra tài khoản" }).click();
  const holder = page.getByTestId("payout-holder");
  await expect(holder).toContainText("Chủ tài khoản:");
  const name = (await holder.textContent())?.replace("Chủ tài khoản:", "").trim() ?? "";
  await expect(page.getByLabel("Chủ tài khoản", { exact: true })).toHaveValue(name);
  await expectNoSeriousAccessibilityIssue(page);

  const phone = `${member.countryCode}${member.phone}`;
  const earlier = await messageIds(page.request, phone);
  await page.getByRole("button", { name: "Tiếp tục" }).click();
  await page.getByLabel("Mã trong tin nhắn").fill(await codeSentTo(page.request, phone, earlier));
  await page.getByRole("button", { name: "Xác nhận chuyển khoản" }).click();
  await page.getByRole("link", { name: "Xem chi tiết" }).click();

  const steps = page.getByTestId("payout-steps");
  await expect(steps.locator('[data-step="paid"]')).toContainText("Đã nhận tiền");
  // The fake pays a second after the payout is sent; the screen follows it without a reload.
  await expect(steps.locator('[data-step="paid"] p').nth(1)).toBeVisible({ timeout: 20_000 });
  await expect(steps.locator('[aria-current="step"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId("payout-destination")).toContainText("MoMo");
  // The request's own status follows: paid too.
  await expect(page.getByRole("region", { name: "Yêu cầu đổi điểm" }).getByTestId("redeem-status")).toHaveText(
    "Đã thanh toán",
  );
  await expectNoSeriousAccessibilityIssue(page);
  await page.screenshot({ path: test.info().outputPath("payout-paid.png"), fullPage: true });
});

test("a member in Indonesian sees a failed payout returned, with the reason", async ({ page, playwright, baseURL }) => {
  test.slow();
  const member = await createMember(page.request, { countryCode: "+62" });
  await grantPoints(playwright, baseURL, await userIdOf(page.request), 5_000, "Cash-out test");
  await page.context().addCookies([{ name: "locale", value: "id", url: baseURL ?? "" }]);

  await page.goto("/home/points/redeem");
  await page.getByLabel("Poin yang ditukar").fill("1000");
  await page.getByLabel("Kirim ke").selectOption({ label: "Bank: BCA" });
  // The fake refuses payouts to an account ending in 13.
  await page.getByLabel("Nomor rekening").fill("1234567813");
  await page.getByRole("button", { name: "Periksa akun" }).click();
  await expect(page.getByTestId("payout-holder")).toContainText("Pemilik akun:");

  const phone = `${member.countryCode}${member.phone}`;
  const earlier = await messageIds(page.request, phone);
  await page.getByRole("button", { name: "Lanjut" }).click();
  await page.getByLabel("Kode dari SMS").fill(await codeSentTo(page.request, phone, earlier));
  await page.getByRole("button", { name: "Konfirmasi transfer" }).click();
  await page.getByRole("link", { name: "Lihat detailnya" }).click();

  const steps = page.getByTestId("payout-steps");
  await expect(steps.locator('[data-step="failed"]')).toContainText("Bank atau e-wallet menolak transfer.", {
    timeout: 20_000,
  });
  await expect(steps.locator('[data-step="returned"]')).toContainText("Poin dikembalikan");
  await expectNoSeriousAccessibilityIssue(page);
});
