import type { APIRequestContext } from "@playwright/test";
import { createMember, expect, randomAddress, test } from "./support/accounts.js";
import { giveRoles, userIdOf } from "./support/points.js";

const headers = { platform: "3" };
/** A 1×1 PNG: the server re-encodes whatever it gets, so the smallest real image will do. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>) {
  expect(response.ok(), await response.text()).toBe(true);
  return response;
}

/** A worker of the test's own who sent all four ID documents for review, through the job service. */
async function workerAwaitingReview(request: APIRequestContext, name: string) {
  await createMember(request);
  await ok(await request.put("/api/job/worker/workers/1", { headers, data: { name, address: "Bandung" } }));
  for (const kind of ["front", "back", "date_of_birth", "address"]) {
    await ok(
      await request.post(`/api/job/worker/verify/documents/${kind}`, {
        headers,
        multipart: { image: { name: `${kind}.png`, mimeType: "image/png", buffer: tinyPng } },
      }),
    );
  }
  const sent = await ok(await request.post("/api/job/worker/verify/1/submit", { headers }));
  expect(((await sent.json()) as { data: { state: string } }).data.state).toBe("pending");
}

test("support approves a pending ID check and the worker shows as verified", async ({
  page,
  playwright,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Worker ${Date.now().toString(36)}`;
  const worker = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  try {
    await workerAwaitingReview(worker, name);

    await createMember(page.request);
    await giveRoles(playwright, baseURL, await userIdOf(page.request), ["member", "support"]);
    await page.goto("/admin/id-checks");
    await expect(page).toHaveTitle("ID checks · Back office · Rewards");
    const row = page.getByTestId("admin-id-check-row").filter({ hasText: name });
    await row.getByRole("link", { name: "Review" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("admin-id-check-state")).toHaveText("Waiting");
    const front = page.getByRole("img", { name: "Front of the ID" });
    await expect(front).toBeVisible();
    await expect.poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("admin-id-check-state")).toHaveText("Approved");
    await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);

    const profile = await ok(await worker.get("/api/job/common/profileDetail?userType=0", { headers }));
    const { data } = (await profile.json()) as { data: { verified: { id_document: boolean } } };
    expect(data.verified.id_document).toBe(true);

    // The worker sees the badge on the marketplace's entry, and the review's outcome on the profile.
    const own = await browser.newContext({
      baseURL,
      storageState: await worker.storageState(),
      extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
    });
    const workerPage = await own.newPage();
    await workerPage.goto("/home/flashjobs");
    await expect(workerPage.getByTestId("badge-id")).toHaveText("ID verified");
    await workerPage.goto("/home/flashjobs/profile");
    await expect(workerPage.getByTestId("verification-state")).toHaveText("Verified");
    await own.close();
  } finally {
    await worker.dispose();
  }
});
