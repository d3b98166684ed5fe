import type { APIRequestContext, Page } from "@playwright/test";
import { createMember, expect, phoneIn, randomAddress, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";

const headers = { platform: "3" };
/** A screen's first load brings its chunks, its catalog and its answers: more than one expect's wait. */
const firstLoad = { timeout: 30_000 };

async function ok(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return response;
}

/**
 * A client (a second member with a client profile) posts an open online job, through the API; the
 * title carries a word of its own so that the search finds this job only.
 */
async function postJobAsClient(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  title: string,
) {
  const client = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": randomAddress() },
  });
  await createMember(client);
  await ok(await client.put("/api/job/client/clients/1", { headers, data: { name: "Quán Phở Hà Nội" } }));
  const posted = await ok(
    await client.post("/api/job/client/jobs", {
      headers,
      data: {
        job_type: "online",
        title,
        description: "Chụp ảnh thực đơn cho quán, 20 món.",
        fee: 50_000,
        workers_needed: 1,
        publish: true,
      },
    }),
  );
  const { data } = (await posted.json()) as { data: { id: string } };
  await client.dispose();
  return data.id;
}

/** The worker: a member with a worker profile, signed in on the page. */
async function signInWorker(page: Page) {
  await createMember(page.request, { countryCode: "+84" });
  await ok(await page.request.put("/api/job/worker/workers/1", { headers, data: { name: "Ayu" } }));
}

const uniqueWord = () => `t${Math.random().toString(36).slice(2, 8)}`;

test("a worker finds a job typed without accents, sees the estimate, applies, finds it in applied jobs and withdraws", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two members made through the API, four screens and three accessibility scans.
  test.setTimeout(150_000);
  const word = uniqueWord();
  const jobId = await postJobAsClient(playwright, baseURL, `Chụp ảnh món Phở bò ${word}`);
  await signInWorker(page);

  // The job list is one tap away in the marketplace's own nav.
  await page.goto("/home/flashjobs/jobs");
  await expect(page.getByRole("navigation", { name: "Your jobs" })).toBeVisible(firstLoad);
  await page.getByRole("navigation", { name: "Your jobs" }).getByRole("link", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/home\/flashjobs\/search$/);

  // No accents, no capitals: 'pho bo' finds 'Phở bò'.
  await page.getByRole("searchbox", { name: "Keywords" }).fill(`pho bo ${word}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByTestId("job-card");
  await expect(card).toHaveCount(1, firstLoad);
  await expect(card).toContainText(`Chụp ảnh món Phở bò ${word}`);
  await expect(card.getByTestId("job-ribbon")).toHaveText("New");
  await expect(card).toContainText("50,000 points");
  await expectNoSeriousAccessibilityIssue(page);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`/home/flashjobs/jobs/${jobId}$`));
  await expect(page.getByTestId("job-title")).toHaveText(`Chụp ảnh món Phở bò ${word}`, firstLoad);
  await expect(page.getByText("Posted by")).toBeVisible();

  // The estimate shows before anything is sent.
  const send = page.getByRole("button", { name: "Send quote" });
  await page.getByLabel("Your offer (points)").fill("40.000");
  const estimate = page.getByTestId("estimate");
  await expect(estimate.getByTestId("estimate-service-fee")).toHaveText("− 4,000 points");
  await expect(estimate.getByTestId("estimate-contract-fee")).toHaveText("36,000 points");
  await page.getByLabel("Note to the client (optional)").fill("I can shoot it this weekend.");
  await expectNoSeriousAccessibilityIssue(page);
  await send.click();

  // Applied: the application and its status replace the form.
  const panel = page.getByTestId("application-panel");
  await expect(panel.getByTestId("application-status")).toHaveText("Applied");
  await expect(panel.getByTestId("application-offer")).toHaveText("40,000 points");
  await expect(page.getByTestId("job-ribbon")).toHaveText("Applied");

  // The applied jobs list it.
  await panel.getByRole("link", { name: "All my applied jobs" }).click();
  await expect(page).toHaveURL(/\/home\/flashjobs\/applied$/);
  const applied = page.getByTestId("applied-job").filter({ hasText: word });
  await expect(applied).toHaveCount(1, firstLoad);
  await expect(applied.getByTestId("application-status")).toHaveText("Applied");
  await expectNoSeriousAccessibilityIssue(page);

  // Withdrawn, after a confirmation.
  await applied.click();
  await panel.getByRole("button", { name: "Withdraw" }).click();
  await panel.getByRole("button", { name: "Yes, withdraw" }).click();
  await expect(panel.getByTestId("application-status")).toHaveText("Withdrawn");
  await expect(panel.getByRole("button", { name: "Edit quote" })).toHaveCount(0);
  await page.goto("/home/flashjobs/applied?status=withdraw");
  await expect(page.getByTestId("applied-job").filter({ hasText: word })).toHaveCount(1, firstLoad);
});

test("a quote under 10000 points says the fee must be at least 10000, and nothing is sent", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const word = uniqueWord();
  const jobId = await postJobAsClient(playwright, baseURL, `Kopi Susu Gula Aren ${word}`);
  await signInWorker(page);
  await page.goto(`/home/flashjobs/jobs/${jobId}`);
  await page.getByLabel("Your offer (points)").fill("9999", firstLoad);
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByText("* The fee must be at least 10000")).toBeVisible();
  await expect(page.getByTestId("estimate")).toHaveCount(0);
  await expect(page.getByTestId("application-panel")).toHaveCount(0);
  const mine = await page.request.get("/api/job/worker/applicants", { headers });
  expect(((await mine.json()) as { data: unknown[] }).data).toHaveLength(0);
});

test.describe("in Vietnamese on a 360 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "one run at 360 px is enough");

  test("the search finds 'kopi susu' typed with a typo, the estimate and the minimum speak Vietnamese", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord();
    await postJobAsClient(playwright, baseURL, `Quảng cáo Kopi Susu ${word}`);
    const page = await phoneIn(browser, baseURL, "vi");
    await signInWorker(page);

    await page.goto("/home/flashjobs/search");
    // One letter wrong ('kopi suso'): the typo-tolerant match still finds it.
    await page.getByRole("searchbox", { name: "Từ khóa" }).fill(`quang cao kopi suso ${word}`, firstLoad);
    await page.getByRole("button", { name: "Tìm", exact: true }).click();
    const card = page.getByTestId("job-card");
    await expect(card).toHaveCount(1, firstLoad);
    await expect(card.getByTestId("job-ribbon")).toHaveText("Mới");
    await card.click();

    await page.getByLabel("Giá đề xuất (điểm)").fill("5000", firstLoad);
    await page.getByRole("button", { name: "Gửi báo giá" }).click();
    await expect(page.getByText("* Phí phải từ 10.000 trở lên")).toBeVisible();
    await page.getByLabel("Giá đề xuất (điểm)").fill("20000");
    await expect(page.getByTestId("estimate-service-fee")).toHaveText("− 2.000 điểm");
    await expect(page.getByTestId("estimate-contract-fee")).toHaveText("18.000 điểm");
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAccessibilityIssue(page);
    await page.context().close();
  });
});
