import {
  codeSentTo,
  createMember,
  expect,
  password,
  phoneIn,
  test,
  uniqueEmail,
  uniquePhone,
} from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";

test.describe("invitations, missions and the daily check-in, in Vietnamese on a 360 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "one run at 360 px is enough: both members use phones");

  test("a friend joins through an invite link, confirms the phone and answers a survey; the inviter sees the bonus and claims the mission", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const host = await phoneIn(browser, baseURL, "vi");
    await createMember(host.request, { countryCode: "+84" });
    const info = (await (await host.request.get("/api/invitations")).json()).data as { code: string };

    // The inviter's link, opened by a friend on another phone.
    const friend = await phoneIn(browser, baseURL, "vi");
    const email = uniqueEmail("invited");
    const phone = uniquePhone();
    await friend.goto(`/invite?code=${info.code}`);
    await friend.getByRole("link", { name: "Đăng ký bằng mã này" }).click();
    await expect(friend).toHaveURL(new RegExp(`/sign-up\\?invite_code=${info.code}$`));
    await expect(friend.getByLabel("Mã mời (không bắt buộc)")).toHaveValue(info.code);
    await friend.getByLabel("Email", { exact: true }).fill(email);
    await friend.getByLabel("Xác nhận email").fill(email);
    await friend.getByLabel("Mật khẩu", { exact: true }).fill(password);
    await friend.getByLabel("Xác nhận mật khẩu").fill(password);
    await friend.getByRole("checkbox", { name: /Tôi đồng ý với điều khoản sử dụng/ }).check();
    await friend.getByRole("button", { name: "Đăng ký", exact: true }).click();
    await friend.getByLabel("Mã trong email").fill(await codeSentTo(friend.request, email));
    await friend.getByRole("button", { name: "Xác nhận" }).click();
    await friend.getByLabel("Tên", { exact: true }).fill("Lan");
    await friend.getByLabel("Họ", { exact: true }).fill("Tran");
    await friend.getByLabel("Ngày sinh").fill("1997-03-09");
    await friend.getByLabel("Mã quốc gia").selectOption("+84");
    await friend.getByLabel("Số điện thoại").fill(`0${phone}`);
    await friend.getByRole("button", { name: "Lưu và tiếp tục" }).click();
    // The phone code's step opens with its title and field in view, not under the sticky header.
    await expect(friend.getByRole("heading", { name: "Xác nhận số điện thoại" })).toBeInViewport();
    await expect(friend.getByLabel("Mã trong tin nhắn")).toBeInViewport();
    await friend.getByLabel("Mã trong tin nhắn").fill(await codeSentTo(friend.request, `+84${phone}`));
    await friend.getByRole("button", { name: "Xác nhận" }).click();

    // Home: the friend's +20 for confirming the phone, the check-in, and a survey to answer.
    await expect(friend).toHaveURL(/\/home$/);
    await expect(friend.getByTestId("home-balance")).toContainText("20");
    await expect(friend.getByRole("button", { name: "Quay lại" })).toHaveCount(0);
    const bar = friend.getByRole("navigation", { name: "Điều hướng chính" }).last();
    for (const name of ["Trang chủ", "Nhiệm vụ", "Điểm", "Mời", "Hồ sơ"]) {
      await expect(bar.getByRole("link", { name })).toBeVisible();
    }
    await friend.getByRole("button", { name: "Điểm danh +5" }).click();
    await expect(friend.getByTestId("attendance-award")).toContainText("+5 điểm cho lần điểm danh hôm nay.");
    await expect(friend.getByText("Hôm nay đã điểm danh")).toBeVisible();
    await expect(friend.getByTestId("attendance-streak")).toHaveText("Chuỗi 1 ngày");
    await expect(friend.getByTestId("home-balance")).toContainText("25");
    await expectNoSeriousAccessibilityIssue(friend);

    await friend.getByRole("link", { name: /Phở và bạn/ }).click();
    await friend.getByRole("radio", { name: "Bò" }).check();
    await friend.getByRole("button", { name: "Tiếp" }).click();
    await friend.getByLabel(/Mã bưu chính/).fill("700000");
    await friend.getByRole("button", { name: "Gửi" }).click();
    await expect(friend.getByRole("heading", { name: "Cảm ơn bạn!" })).toBeVisible();

    // The inviter: the friend is paid for, and the 'bring a friend' mission waits with a dot on the bar.
    await host.goto("/home/invite");
    const row = host.getByTestId("invitee-row").filter({ hasText: "Lan" });
    await expect(row).toContainText("Đã nhận thưởng");
    await expect(row).toContainText("+100 điểm");
    await expect(host.getByTestId("bottom-nav-dot")).toBeVisible();

    await host
      .getByRole("navigation", { name: "Điều hướng chính" })
      .last()
      .getByRole("link", { name: /Nhiệm vụ/ })
      .click();
    await expect(host).toHaveURL(/\/home\/mission$/);
    const mission = host.getByRole("article", { name: "Rủ bạn bè" });
    await expect(mission.getByTestId("step-progress")).toHaveText("1/1");
    await expectNoSeriousAccessibilityIssue(host);
    await mission.getByRole("button", { name: "Nhận" }).click();
    await expect(host.getByText("Đã cộng +50 điểm vào số dư của bạn.")).toBeVisible();
    // Its last step claimed, the mission leaves the tab and shows as claimed among the completed.
    await expect(mission).toHaveCount(0);
    await host.getByRole("tab", { name: "Đã hoàn thành" }).click();
    const done = host.getByRole("article", { name: "Mời một người bạn trả lời khảo sát" });
    await expect(done).toContainText("Đã nhận");
  });
});

test.describe("home on a desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop layout");

  test("the member checks in once a day, sees the award, and finds every way to earn with what it pays", async ({
    page,
  }) => {
    await createMember(page.request);
    await page.goto("/home");
    await expect(page.getByTestId("home-level")).toHaveText("Level 1");
    await expect(page.getByTestId("header-level")).toHaveText("Lv 1");
    await expect(page.getByTestId("attendance-streak")).toHaveText("0-day streak");
    await page.getByRole("button", { name: /^Check in \+/ }).click();
    await expect(page.getByTestId("attendance-award")).toContainText("points for today's check-in.");
    await expect(page.getByTestId("attendance-streak")).toHaveText("1-day streak");
    await page.reload();
    await expect(page.getByText("Checked in today")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Check in/ })).toHaveCount(0);
    // The second check-in of the day pays nothing.
    const again = await page.request.post("/api/attendance/check_in", { headers: { platform: "3" } });
    expect(again.status()).toBe(409);
    await expectNoSeriousAccessibilityIssue(page);

    // The earning menu leads to each screen; the mission entry carries a dot (the phone step waits).
    await expect(page.getByTestId("earn-menu-mission-dot")).toBeVisible();
    await expect(page.getByRole("button", { name: /More: a reward is waiting/ })).toBeVisible();
    await page.getByTestId("earn-menu-invite").click();
    await expect(page).toHaveURL(/\/home\/invite$/);

    // What each way pays comes from the settings in force, not from the page.
    const ways = (await (await page.request.get("/api/home/earn_points")).json()).data as {
      key: string;
      amounts: Record<string, number>;
    }[];
    const attendance = ways.find((way) => way.key === "attendance")?.amounts ?? {};
    const invite = ways.find((way) => way.key === "invite")?.amounts ?? {};
    await page.goto("/home/earn-point");
    await expect(page.getByTestId("earn-way-attendance")).toContainText(
      `${attendance.daily} points a day, plus ${attendance.weekly_bonus} points on every seventh day in a row.`,
    );
    await expect(page.getByTestId("earn-way-invite")).toContainText(`${invite.inviter} points for you`);
    // The job market is open: the card counts its jobs (the demo posts some) and leads to it.
    const jobs = ways.find((way) => way.key === "jobs")?.amounts ?? {};
    await expect(page.getByTestId("earn-way-jobs")).toContainText(
      jobs.open ? `${jobs.open} open now, paying up to` : "None is open right now",
    );
    await expect(page.getByTestId("earn-way-jobs")).not.toContainText(/soon/i);
    await page.getByTestId("earn-way-daily_missions").click();
    await expect(page).toHaveURL(/\/home\/mission\?tab=daily$/);
    await expect(page.getByRole("tab", { name: "Daily", selected: true })).toBeVisible();
  });
});
