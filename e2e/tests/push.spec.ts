// The callbacks given to page.evaluate and addInitScript run in the browser.
/// <reference lib="dom" />
/// <reference lib="webworker" />
import { createECDH, randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { createMember, expect, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { answerableSurvey } from "./support/surveys.js";

/**
 * Chromium under Playwright runs in an incognito-like profile, where `pushManager.subscribe`
 * always fails ("Chrome currently does not support the Push API in incognito mode"), and it has
 * no push service to reach offline. So the browser's push manager is replaced by one that hands
 * out a subscription like a real one (a P-256 key, an auth secret, an https endpoint) and keeps
 * it across pages; the permission, the service worker, the prompt, the API calls and the server's
 * checks are the real ones. Delivery to a push service is tested in the API (push.test.ts).
 */
async function fakePushService(page: Page) {
  const device = createECDH("prime256v1");
  device.generateKeys();
  const subscription = {
    endpoint: `https://push.example.com/send/${randomBytes(12).toString("hex")}`,
    expirationTime: null,
    keys: { p256dh: device.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") },
  };
  await page.addInitScript((json) => {
    const storageKey = "e2e-push-subscription";
    const subscriptionWith = (serverKey: string) => ({
      ...json,
      options: {
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(atob(serverKey), (c) => c.charCodeAt(0)).buffer,
      },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(storageKey);
        return true;
      },
    });
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      const serverKey = btoa(String.fromCharCode(...key));
      localStorage.setItem(storageKey, serverKey);
      return subscriptionWith(serverKey) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const serverKey = localStorage.getItem(storageKey);
      return serverKey ? (subscriptionWith(serverKey) as unknown as PushSubscription) : null;
    };
  }, subscription);
  return subscription;
}

/** Answers the demo's one-question welcome survey to its thank-you: the member's first earning. */
async function answerWelcomeSurvey(page: Page) {
  await page.goto("/home/survey/my-survey");
  await page.getByRole("article", { name: "Welcome survey" }).getByRole("link", { name: "Answer" }).click();
  await page.getByRole("radio", { name: "A friend" }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(page.getByText("You earned 150 points.")).toBeVisible();
}

test("after a first survey the member is asked, and saying yes subscribes this browser for push", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["notifications"]);
  const device = await fakePushService(page);
  await createMember(page.request);

  await answerWelcomeSurvey(page);
  const prompt = page.getByTestId("push-prompt");
  await expect(prompt.getByRole("heading", { name: "Hear about new surveys first?" })).toBeVisible();
  await expectNoSeriousAccessibilityIssue(page);
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/push-prompt-${test.info().project.name}.png` });

  const stored = page.waitForResponse(
    (response) => response.url().endsWith("/api/push_subscriptions") && response.request().method() === "POST",
  );
  await prompt.getByRole("button", { name: "Turn on notifications" }).click();
  const answer = await stored;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ status: true, data: { subscribed: true } });
  // The browser subscribed with the server's VAPID key, and the server took its subscription.
  expect(answer.request().postDataJSON()).toEqual(device);
  const serverKey = (await (await page.request.get("/api/push_subscriptions/vapid_public_key")).json()).data
    .public_key as string;
  const usedKey = await page.evaluate(() => localStorage.getItem("e2e-push-subscription"));
  expect(Buffer.from(usedKey ?? "", "base64").toString("base64url")).toBe(serverKey);
  await expect(prompt.getByRole("status")).toHaveText("Notifications are on for this device.");

  await page.goto("/home/setting");
  const toggle = page.getByRole("switch", { name: "Notifications on this device" });
  await expect(toggle).toBeChecked();
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/push-setting-${test.info().project.name}.png` });

  // Turning it off removes the device on the server and in the browser.
  const removed = page.waitForResponse(
    (response) => response.url().endsWith("/api/push_subscriptions") && response.request().method() === "DELETE",
  );
  await toggle.click();
  expect((await removed).status()).toBe(200);
  await expect(toggle).not.toBeChecked();
  expect((await removed).request().postDataJSON()).toEqual({ endpoint: device.endpoint });
  expect(await page.evaluate(() => localStorage.getItem("e2e-push-subscription"))).toBeNull();
});

test("'Not now' closes the prompt without asking the browser, and is remembered on this browser", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["notifications"]);
  await fakePushService(page);
  await createMember(page.request);
  const subscribes: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/push_subscriptions")) subscribes.push(request.method());
  });
  await answerWelcomeSurvey(page);
  const prompt = page.getByTestId("push-prompt");
  await prompt.getByRole("button", { name: "Not now" }).click();
  await expect(prompt).toHaveCount(0);
  expect(Number(await page.evaluate(() => localStorage.getItem("pushPromptDeclinedAt")))).toBeGreaterThan(0);

  await page.goto("/home/setting");
  await expect(page.getByRole("switch", { name: "Notifications on this device" })).not.toBeChecked();
  expect(subscribes).toEqual([]);
});

test("a push shows its title and body, and a click takes the open tab to the notification or the survey", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["notifications"]);
  await createMember(page.request);
  const list = (await (await page.request.get("/api/push_notifications")).json()) as {
    data: { list: { id: string; title: string; body: string }[] };
  };
  const [newest] = list.data.list;
  if (!newest) throw new Error("the new member has no notification");

  await page.goto("/home");
  await page.evaluate(() => navigator.serviceWorker.ready);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  // What the push service would deliver, handed to the worker's own handlers (no push service here).
  const deliverAndClick = (message: object) =>
    worker.evaluate(async (data) => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      scope.dispatchEvent(new PushEvent("push", { data: JSON.stringify(data) }));
      // Up to 15 s: with both browser projects busy, the notification service can be slow to answer.
      for (let i = 0; i < 150 && (await scope.registration.getNotifications()).length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [shown] = await scope.registration.getNotifications();
      // What the failure report needs to tell a slow service from a refused permission or a stale worker.
      if (!shown) return { permission: Notification.permission, worker: scope.serviceWorker?.state ?? "unknown" };
      scope.dispatchEvent(new NotificationEvent("notificationclick", { notification: shown }));
      return { title: shown.title, body: shown.body };
    }, message);

  const shown = await deliverAndClick({
    id: newest.id,
    title: newest.title,
    body: newest.body,
    reasonable_type: "Notification",
    reasonable_id: newest.id,
  });
  expect(shown).toEqual({ title: newest.title, body: newest.body });
  await expect(page).toHaveURL(new RegExp(`/home/notification/${newest.id}\\?path=home$`));
  await expect(page.getByTestId("notification-detail").getByRole("heading", { name: newest.title })).toBeVisible();

  // A survey the member can open: one they could not would send them on to their surveys at once.
  const survey = await answerableSurvey(page.request);
  const surveyId = survey.id;
  await deliverAndClick({
    id: newest.id,
    title: "A new survey for you",
    body: "…",
    reasonable_type: "Survey",
    reasonable_id: surveyId,
  });
  // The survey's page then adds its step to the address.
  await expect(page).toHaveURL(new RegExp(`/home/survey/${surveyId}(\\?current=1&total=\\d+)?$`));
  await expect(page.getByRole("heading", { name: survey.title })).toBeVisible();
});
