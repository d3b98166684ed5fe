import type { APIResponse, Browser, Page } from "@playwright/test";
import { createMember, expect, phoneIn } from "./accounts.js";
import { grantPoints, userIdOf } from "./points.js";

/** The web client's platform header, which the job and chat services ask of every call. */
export const chatHeaders = { platform: "3" };

/** The answer's `data`, after checking the call succeeded (the body is the failure's message). */
export async function dataOf(response: APIResponse) {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

/**
 * Two 360 px phones in Indonesian: a client (no worker profile) who posted a job, and a worker of their
 * own whom the client hired for it. The room is the application's, so `roomId` is its id.
 */
export async function hiredPair(
  browser: Browser,
  baseURL: string | undefined,
  playwright: Parameters<typeof grantPoints>[0],
  names: { job: string; description?: string; worker: string },
) {
  const headers = chatHeaders;
  const client = await phoneIn(browser, baseURL, "id");
  await createMember(client.request, { countryCode: "+62" });
  await dataOf(await client.request.put("/api/job/client/clients/1", { headers, data: { name: "Toko Maju" } }));
  await grantPoints(playwright, baseURL, await userIdOf(client.request), 100_000);
  const job = await dataOf(
    await client.request.post("/api/job/client/jobs", {
      headers,
      data: {
        job_type: "online",
        title: `${names.job} ${Date.now()}`,
        ...(names.description && { description: names.description }),
        fee: 50_000,
        publish: true,
      },
    }),
  );
  const worker = await phoneIn(browser, baseURL, "id");
  await createMember(worker.request, { countryCode: "+62" });
  await dataOf(await worker.request.put("/api/job/worker/workers/1", { headers, data: { name: names.worker } }));
  const application = await dataOf(
    await worker.request.post("/api/job/worker/applicants", { headers, data: { job_id: job.id, offer_price: 30_000 } }),
  );
  await dataOf(await client.request.post(`/api/job/client/applicants/${application.id}/hire`, { headers }));
  return { client, worker, roomId: application.id as string };
}

/** The texts of the open thread's messages, in the order shown. */
export const threadTexts = (page: Page) => page.getByTestId("chat-messages").getByTestId("chat-message-text");
