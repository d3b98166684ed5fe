import type { Page } from "@playwright/test";
import { expect, test } from "./support/accounts.js";
import { dataOf, chatHeaders as headers, hiredPair, threadTexts } from "./support/chat.js";
import { countTakeOvers, untilTakenOver } from "./support/taken-over.js";

const firstLoad = { timeout: 30_000 };
/** A small PNG (8 × 6, red): the server re-encodes it, the peer sees it as an image. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAEUlEQVR4nGM4Y2yMFTEMpAQA7VY5YTm8M08AAAAASUVORK5CYII=",
  "base64",
);

const send = async (page: Page, roomId: string, text: string) =>
  dataOf(
    await page.request.post(`/api/chat/rooms/${roomId}/messages`, {
      headers,
      data: { client_id: crypto.randomUUID(), text },
    }),
  );

test.describe("chat threads: attachments, read-only notes, older messages", () => {
  test.skip(({ isMobile }) => !isMobile, "two phones talking; runs once, at 360 px");

  test("an image goes up with its progress and shows on the other side; a block turns the open thread read-only", async ({
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { client, worker, roomId } = await hiredPair(browser, baseURL, playwright, {
      job: "Foto produk",
      worker: "Ayu Foto",
    });
    await client.goto(`/home/flashjobs/message/${roomId}`);
    await worker.goto(`/home/flashjobs/message/${roomId}`);
    await expect(client.getByTestId("chat-peer")).toHaveText("Ayu Foto", firstLoad);
    await expect(worker.getByTestId("chat-peer")).toHaveText("Toko Maju", firstLoad);

    // The upload is held at the door until its progress has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await client.route("**/api/chat/rooms/*/attachments", async (route) => {
      await held;
      await route.continue();
    });
    await client
      .getByTestId("chat-file-input")
      .setInputFiles({ name: "etalase.png", mimeType: "image/png", buffer: png });
    const pending = client.getByTestId("chat-pending");
    await expect(pending).toHaveCount(1);
    await expect(pending.locator("progress")).toBeVisible();
    await expect(pending.locator("img")).toBeVisible();
    await client.screenshot({ path: testInfo.outputPath("attachment-uploading-id-360.png") });
    release();
    await expect(pending).toHaveCount(0, firstLoad);

    // The worker sees the image itself, loaded through its short-lived signed link.
    const image = worker.getByTestId("chat-messages").getByRole("img", { name: "Gambar etalase.png" });
    await expect(image).toBeVisible(firstLoad);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await worker.screenshot({ path: testInfo.outputPath("attachment-received-id-360.png") });

    // The worker blocks the chat: the client's open thread shows the note at once, without its message box.
    await expect(client.getByRole("textbox", { name: "Pesan" })).toBeVisible();
    await dataOf(await worker.request.post(`/api/job/worker/applicants/${roomId}/block_chat`, { headers }));
    await expect(client.getByTestId("chat-read-only")).toHaveText(
      "Pekerja memblokir obrolan ini. Tidak ada pesan lagi yang dapat dikirim.",
    );
    await expect(client.getByRole("textbox", { name: "Pesan" })).toHaveCount(0);
    await expect(worker.getByTestId("chat-read-only")).toBeVisible();
    await client.screenshot({ path: testInfo.outputPath("thread-blocked-id-360.png") });
    // Unblocked, the box comes back.
    await dataOf(await worker.request.post(`/api/job/worker/applicants/${roomId}/unblock_chat`, { headers }));
    await expect(client.getByRole("textbox", { name: "Pesan" })).toBeVisible();
    await expect(client.getByTestId("chat-read-only")).toHaveCount(0);
    await client.context().close();
    await worker.context().close();
  });

  test("scrolling up loads older messages; a client without a worker profile has the header's message link with its count", async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const { client, worker, roomId } = await hiredPair(browser, baseURL, playwright, {
      job: "Foto produk",
      worker: "Ayu Foto",
    });
    // 45 messages, more than a page (30): each side well within its sending rate.
    for (let i = 1; i <= 45; i++) await send(i % 2 ? client : worker, roomId, `pesan ${i}`);

    await countTakeOvers(client);
    await client.goto(`/home/flashjobs/message/${roomId}`);
    await expect(threadTexts(client).last()).toHaveText("pesan 45", firstLoad);
    await expect(threadTexts(client)).toHaveCount(30);
    await expect(client.getByText("pesan 1", { exact: true })).toHaveCount(0);
    // The server's page opens at the newest message (prerender/wake.ts), and so does the app once it has
    // the thread; older ones load on scrolling up only then.
    const log = client.getByTestId("chat-log");
    await expect.poll(() => log.evaluate((element) => element.scrollTop), firstLoad).toBeGreaterThan(0);
    await untilTakenOver(client);
    // Scrolled to the top, the earlier page loads above, and what was on screen stays put.
    await log.evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect(threadTexts(client)).toHaveCount(45, firstLoad);
    await expect(threadTexts(client).first()).toHaveText("pesan 1");
    await expect(client.getByText("Ini awal percakapan Anda.")).toBeVisible();

    // The same client on a desktop: no worker profile, but the header leads to the messages with the count.
    const desktop = await browser.newContext({
      baseURL,
      storageState: await client.context().storageState(),
      viewport: { width: 1280, height: 800 },
    });
    const page = await desktop.newPage();
    // The marketplace's own page, not a job-post screen: the member is known as a client by their profile.
    await page.goto("/home/flashjobs");
    const link = page.getByRole("banner").getByRole("link", { name: /^Pesan/ });
    await expect(link).toBeVisible(firstLoad);
    // The phone leaves the thread, else it would read the new message at once.
    await client.goto("about:blank");
    await send(worker, roomId, "ada kabar baru");
    await expect(page.getByTestId("header-message-unread")).toHaveText("1", firstLoad);
    await expect(link).toHaveAccessibleName("Pesan: 1 belum dibaca");
    await link.click();
    await expect(page).toHaveURL(/\/home\/flashjobs\/message$/);
    await expect(page.getByTestId("chat-room")).toHaveCount(1, firstLoad);
    await desktop.close();
    await client.context().close();
    await worker.context().close();
  });
});
