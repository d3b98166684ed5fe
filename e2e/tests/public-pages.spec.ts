import { type BrowserContext, expect, test } from "@playwright/test";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";

type Locale = "en" | "vi" | "id";

/** Each public page and its h1 in every locale (the copy of apps/web/src/features/public-site). */
const pages: { path: string; h1: Record<Locale, string> }[] = [
  {
    path: "/",
    h1: {
      en: "Earn points for what you already do",
      vi: "Nhận điểm cho những việc bạn vẫn làm",
      id: "Dapatkan poin dari hal yang sudah Anda lakukan",
    },
  },
  { path: "/about", h1: { en: "About Rewards", vi: "Giới thiệu Rewards", id: "Tentang Rewards" } },
  {
    path: "/how-it-work",
    h1: { en: "How Rewards works", vi: "Rewards hoạt động như thế nào", id: "Cara kerja Rewards" },
  },
  {
    path: "/help",
    h1: { en: "Help and FAQ", vi: "Trợ giúp và câu hỏi thường gặp", id: "Bantuan dan FAQ" },
  },
  { path: "/term", h1: { en: "Terms of use", vi: "Điều khoản sử dụng", id: "Ketentuan penggunaan" } },
  {
    path: "/user-policy",
    h1: { en: "Privacy policy", vi: "Chính sách bảo mật", id: "Kebijakan privasi" },
  },
  {
    path: "/invite?invite_code=FRIEND2026",
    h1: { en: "You are invited to Rewards", vi: "Bạn được mời tham gia Rewards", id: "Anda diundang ke Rewards" },
  },
];

const locales: Locale[] = ["en", "vi", "id"];

async function useLocale(context: BrowserContext, baseURL: string | undefined, locale: Locale) {
  await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
}

for (const { path, h1 } of pages) {
  for (const locale of locales) {
    test(`${path} answers in ${locale} with its heading and no serious accessibility issue`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLocale(context, baseURL, locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1[locale]);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);

      await expectNoSeriousAccessibilityIssue(page);
    });
  }
}

test("the terms in Indonesian are the English text, with a note in Indonesian saying so", async ({
  page,
  context,
  baseURL,
}) => {
  await useLocale(context, baseURL, "id");
  await page.goto("/term");
  await expect(page.getByRole("note")).toHaveText(
    "Dokumen ini hanya tersedia dalam bahasa Inggris dan bahasa Vietnam.",
  );
  await expect(page.getByRole("heading", { name: "2. Who can join" })).toBeVisible();
});

test("the terms in Vietnamese are the Vietnamese text, without the note", async ({ page, context, baseURL }) => {
  await useLocale(context, baseURL, "vi");
  await page.goto("/term");
  await expect(page.getByRole("heading", { name: "2. Ai có thể tham gia" })).toBeVisible();
  await expect(page.getByRole("note")).toHaveCount(0);
});

test("the help page opens an answer of its FAQ", async ({ page }) => {
  await page.goto("/help");
  const question = page.getByRole("button", { name: "How do I delete my account?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("all your points are lost")).toBeVisible();
});

test("the invite page keeps the code for sign-up, offers the visitor +20 points and links to sign-up", async ({
  page,
}) => {
  await page.goto("/invite?invite_code=FRIEND2026");
  await expect(page.getByText("FRIEND2026", { exact: true })).toBeVisible();
  await expect(page.getByTestId("invite-bonus")).toHaveText("+20 points");
  await expect(page.getByRole("region", { name: "Your welcome bonus" })).toContainText("confirm your phone number");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("inviteCode"))).toBe("FRIEND2026");
  await expect(page.getByRole("link", { name: "Sign up with this code" })).toHaveAttribute(
    "href",
    "/sign-up?invite_code=FRIEND2026",
  );
});

test("the invite page refuses a malformed code and stores nothing", async ({ page }) => {
  await page.goto("/invite?code=no%20way!");
  await expect(page.getByRole("heading", { name: "This link has no valid invite code" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("inviteCode"))).toBeNull();
});

test("the landing carousel moves with its buttons and offers +20 points for an invitation", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Highlights" });
  await carousel.getByRole("button", { name: "Show slide 2" }).click();
  await expect(carousel.getByText("+20 points")).toBeVisible();
  await carousel.getByRole("button", { name: "Next slide" }).click();
  await expect(carousel.getByText("+20 points")).toBeHidden();
  await carousel.getByRole("button", { name: "Previous slide" }).click();
  await expect(carousel.getByRole("link", { name: "Open an invitation" })).toHaveAttribute("href", "/invite");
});

test("the landing how-it-works tabs switch between ways to earn", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("tab", { name: "Redeem" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("code we send to your phone");
  await expect(page.getByRole("link", { name: "Sign up free" }).first()).toHaveAttribute("href", "/sign-up");
});

test("help and contact lead to the app's own help page, whose form files a request the back office reads", async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Help centre" })).toHaveAttribute("href", "/help");
  await footer.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/help#contact$/);

  // No social sign-in is configured here, so the FAQ does not offer one.
  await page.getByRole("button", { name: "How do I create an account?" }).click();
  const answer = page.getByText("Choose Sign up, enter your email and a password, then type");
  await expect(answer).toBeVisible();
  await expect(answer).not.toContainText(/Apple|Google|Facebook/);

  const contact = page.getByRole("region", { name: "Contact us" });
  await contact.getByRole("button", { name: "Send" }).click();
  await expect(contact.getByText("Please enter a valid email.")).toBeVisible();
  const email = `help-${Date.now()}@example.com`;
  await contact.getByLabel("Your email").fill(email);
  await contact.getByLabel("About").selectOption("points");
  await contact.getByLabel("Your message").fill("My survey points from yesterday have not arrived yet.");
  await contact.getByRole("button", { name: "Send" }).click();
  await expect(contact.getByRole("status")).toHaveText("Thank you! We received your message and will answer by email.");

  // Support staff read it in the back office.
  const staff = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { platform: "3", "x-forwarded-for": "10.26.0.1" },
  });
  await staff.post("/api/users/sign_in", {
    data: { user: { email: "support@example.com", password: "demo-pass-2026" } },
  });
  const filed = await (await staff.get("/api/admin/support_requests?topic=points")).json();
  expect(filed.data.map((request: { email: string }) => request.email)).toContain(email);
  await staff.dispose();
});

test("the public pages claim no member count the product cannot back", async ({ page }) => {
  for (const path of ["/", "/about", "/how-it-work"]) {
    await page.goto(path);
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.locator("body")).not.toContainText(/1[,.]500[,.]000|Trusted by/);
  }
});

test("the public pages describe shops and flash jobs as open, never as coming", async ({ page }) => {
  await page.goto("/help");
  await page.getByRole("button", { name: "How do I earn at shops?" }).click();
  await expect(page.getByText(/Each check-in earns points/)).toBeVisible();
  await page.getByRole("button", { name: "How do flash jobs work?" }).click();
  await expect(page.getByText(/apply to online or on-site jobs with your quote, chat with the client/)).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/coming soon/i);
  await page.goto("/");
  await page.getByRole("tab", { name: "Shops" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Explore shops near you");
  await expect(page.locator("body")).not.toContainText(/coming soon/i);
});
