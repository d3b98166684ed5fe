import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import { createMember, expect, randomAddress, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";
import { giveRoles, grantPoints, userIdOf } from "./support/points.js";

const headers = { platform: "3" };

async function ok(response: APIResponse) {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

async function balanceOf(request: APIRequestContext): Promise<number> {
  return (await ok(await request.get("/api/point_histories/summary", { headers }))).remaining;
}

async function memberContext(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  await createMember(request, { countryCode: "+62" });
  return request;
}

/**
 * A job of its own through the API: a client posts it, a worker applies for 30,000 points and is
 * hired, reports the work done, and the client cancels with a reason, which opens a dispute. The
 * worker also reports the job to the back office.
 */
async function disputedJob(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string | undefined) {
  const title = `Menu board ${Date.now()} ${Math.floor(Math.random() * 1e6)}`;
  const client = await memberContext(playwright, baseURL);
  await ok(await client.put("/api/job/client/clients/1", { headers, data: { name: "Toko Maju" } }));
  await grantPoints(playwright, baseURL, await userIdOf(client), 100_000);
  const job = await ok(
    await client.post("/api/job/client/jobs", {
      headers,
      data: { job_type: "online", title, description: "Twenty drinks, print-ready.", fee: 50_000, publish: true },
    }),
  );
  const worker = await memberContext(playwright, baseURL);
  await ok(await worker.put("/api/job/worker/workers/1", { headers, data: { name: "Ayu Design" } }));
  const application = await ok(
    await worker.post("/api/job/worker/applicants", { headers, data: { job_id: job.id, offer_price: 30_000 } }),
  );
  await ok(await client.post(`/api/job/client/applicants/${application.id}/hire`, { headers }));
  await ok(
    await worker.put("/api/job/worker/applicants/update_status", {
      headers,
      data: { id: application.id, status: "worker_completed" },
    }),
  );
  const report = await ok(
    await worker.post("/api/job/worker/reports", {
      headers,
      data: { job_id: job.id, application_id: application.id, reason: "The client asked for a second menu too." },
    }),
  );
  const cancelled = await ok(
    await client.post(`/api/job/client/applicants/${application.id}/cancel`, {
      headers,
      data: { reason: "The board has the wrong prices on it." },
    }),
  );
  expect(cancelled.status).toBe("disputed");
  return { title, client, worker, reportId: report.id as string };
}

test.describe("the back office's job marketplace", () => {
  test.skip(({ isMobile }) => isMobile, "desktop layout");

  test("an admin settles a dispute by a split and closes a worker's report", async ({ page, playwright, baseURL }) => {
    test.setTimeout(180_000);
    const { title, client, worker } = await disputedJob(playwright, baseURL);
    await createMember(page.request);
    await giveRoles(playwright, baseURL, await userIdOf(page.request), ["member", "admin"]);
    const [clientBefore, workerBefore] = [await balanceOf(client), await balanceOf(worker)];

    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Job marketplace" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    const row = page.getByTestId("admin-dispute-row").filter({ hasText: title });
    await expect(row).toContainText("30,000 points", { timeout: 30_000 });
    await expect(row).toContainText("The board has the wrong prices on it.");
    await expectNoSeriousAccessibilityIssue(page);

    await row.getByRole("button", { name: "Settle" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: "Split" }).check();
    const share = dialog.getByLabel(/Worker's share in points/);
    await share.fill("30000");
    await dialog.getByRole("button", { name: "Split" }).click();
    await expect(dialog.getByText("The share must be from 1 to 29,999 points")).toBeVisible();
    await share.fill("10000");
    const sums = dialog.getByTestId("admin-dispute-sums");
    await expect(sums).toContainText("10,000 points; receives 9,000 points after the service fee");
    await expect(sums).toContainText("20,000 points");
    await dialog.getByLabel("Note for the audit log (optional)").fill("Half the prices were right.");
    await dialog.getByRole("button", { name: "Split" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Settled: the points were split.")).toBeVisible();
    // The open list no longer has it; the settled one does, with the amounts.
    await expect(row).toHaveCount(0);
    await page.getByLabel("Status").selectOption("resolved");
    await expect(page).toHaveURL(/status=resolved/);
    await expect(row).toContainText("worker 10,000 points, client 20,000 points");
    expect(await balanceOf(worker)).toBe(workerBefore + 9_000);
    expect(await balanceOf(client)).toBe(clientBefore + 20_000);

    // The worker's report: its job is no longer payable (the split paid the only worker), so only close.
    await page.getByRole("link", { name: "Reports" }).click();
    const report = page.getByTestId("admin-job-report-row").filter({ hasText: title });
    await expect(report).toContainText("The client asked for a second menu too.", { timeout: 30_000 });
    await expect(report.getByRole("button", { name: "Close the job by paying" })).toHaveCount(0);
    await report.getByRole("button", { name: "Close report" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close report" }).click();
    await expect(page.getByText("Report closed.")).toBeVisible();
    await expect(report).toHaveCount(0);
    await page.getByLabel("Status").selectOption("closed");
    await expect(report.getByText("Closed", { exact: true })).toBeVisible();
    await expectNoSeriousAccessibilityIssue(page);
    await Promise.all([client.dispose(), worker.dispose()]);
  });
});

test.describe("on a 360 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout");
  test.use({ viewport: { width: 360, height: 780 } });

  test("support sees the section, the split's amounts fit the screen, and paying is not offered", async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { title, client, worker } = await disputedJob(playwright, baseURL);
    await createMember(page.request);
    await giveRoles(playwright, baseURL, await userIdOf(page.request), ["member", "support"]);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Job marketplace" }).click();
    const row = page.getByTestId("admin-dispute-row").filter({ hasText: title });
    await row.getByRole("button", { name: "Settle" }).click({ timeout: 30_000 });
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/Worker's share in points/).fill("12000");
    await expect(dialog.getByTestId("admin-dispute-sums")).toContainText("18,000 points");
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    // The page itself does not scroll sideways; the table scrolls in its own frame.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("link", { name: "Reports" }).click();
    const report = page.getByTestId("admin-job-report-row").filter({ hasText: title });
    await expect(report.getByRole("button", { name: "Close report" })).toBeVisible({ timeout: 30_000 });
    // Support may not move points: the job's worker is still payable, but only an admin may pay.
    await expect(report.getByRole("button", { name: "Close the job by paying" })).toHaveCount(0);
    await Promise.all([client.dispose(), worker.dispose()]);
  });
});
