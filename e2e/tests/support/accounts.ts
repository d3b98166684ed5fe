import { type APIRequestContext, type Browser, test as base, expect, type Page } from "@playwright/test";

/**
 * Accounts for the browser tests. Every test comes from an address of its own (the e2e server
 * trusts X-Forwarded-For), so the API's per-address limits on sign-up and sign-in, which a whole
 * suite from 127.0.0.1 would exhaust, apply per test as they would per real user.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": randomAddress() });
  },
});
export { expect };

const random = (below: number) => Math.floor(Math.random() * below);

export function randomAddress(): string {
  return `10.${random(256)}.${random(256)}.${1 + random(254)}`;
}

export const password = "a-long-pass-2026";

/** A phone of its own (its own address and device) at 360 px, reading `locale`. */
export async function phoneIn(
  browser: Browser,
  baseURL: string | undefined,
  locale: "en" | "vi" | "id",
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
  return context.newPage();
}

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${random(1e9).toString(36)}@example.com`;
}

/** A national number (no leading 0) nobody else in the run has. */
export function uniquePhone(): string {
  return `8${String(random(1e10)).padStart(10, "0")}`;
}

/** The spec's web headers; `platform` also lets cookie-authenticated writes through the CSRF check. */
const headers = { platform: "3" };

type MailboxMessage = { id: string; channel: "email" | "sms"; to: string; text: string };

/**
 * The six-digit code of the newest email or text to `to` that is not one of `seen` (ids of
 * messages read before), waiting for it to arrive.
 */
export async function codeSentTo(request: APIRequestContext, to: string, seen: string[] = []): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
        const { data } = (await response.json()) as { data: MailboxMessage[] };
        // Notification emails (they link into the app) may arrive between a code and its reading.
        const fresh = data.find((message) => !seen.includes(message.id) && !message.text.includes("/home/"));
        code = fresh?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
        return code;
      },
      { message: `a code sent to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** The ids of the messages `to` has so far, to tell a new one from them. */
export async function messageIds(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: MailboxMessage[] };
  return data.map((message) => message.id);
}

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
}

/** Signs up through the API; `request` keeps the session (a page's request shares its cookies). */
export async function signUpThroughApi(request: APIRequestContext, email = uniqueEmail()) {
  await ok(
    await request.post("/api/users", {
      headers,
      data: { user: { email, password, password_confirmation: password } },
    }),
  );
  return { email, password };
}

export type Member = { email: string; password: string; phone: string; countryCode: string };

/**
 * A complete member (email and phone confirmed, profile filled in), made through the API the way
 * the setup screens do it, and signed in on `request`.
 */
export async function createMember(
  request: APIRequestContext,
  { countryCode = "+81", email = uniqueEmail() }: { countryCode?: string; email?: string } = {},
): Promise<Member> {
  await signUpThroughApi(request, email);
  await ok(
    await request.post("/api/profile/mail_confirm", { headers, data: { code: await codeSentTo(request, email) } }),
  );
  const phone = uniquePhone();
  await ok(
    await request.put("/api/profile", {
      headers,
      data: {
        user_profile: {
          name: "Ana",
          last_name: "Putri",
          birth_day: "1995-05-01",
          country_code: countryCode,
          phone_number: phone,
        },
      },
    }),
  );
  const phoneToken = await codeSentTo(request, `${countryCode}${phone}`);
  await ok(await request.post("/api/profile/phone_confirm", { headers, data: { phone_token: phoneToken } }));
  return { email, password, phone, countryCode };
}
