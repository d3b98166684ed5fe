import { expect, test } from "./support/accounts.js";
import { hiredPair, threadTexts } from "./support/chat.js";

/** A screen's first load brings its chunks, its catalog and its answers: more than one expect's wait. */
const firstLoad = { timeout: 30_000 };

test.describe("chat between a worker and a client, on 360 px phones in Indonesian", () => {
  test.skip(({ isMobile }) => !isMobile, "two phones talking; runs once, at 360 px");

  test("live both ways, as text only; the worker goes offline and comes back with the missed messages in order", async ({
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { client, worker, roomId } = await hiredPair(browser, baseURL, playwright, {
      job: "Desain menu",
      description: "Dua puluh minuman, siap cetak.",
      worker: "Ayu Desain",
    });

    // The worker finds the room in the list (from the job-profile nav); the client opens it from the applicant.
    await worker.goto("/home/flashjobs/message");
    const row = worker.getByTestId("chat-room");
    await expect(row).toHaveCount(1, firstLoad);
    await expect(row).toContainText("Desain menu");
    await expect(row).toContainText("Belum ada pesan");
    await row.click();
    await expect(worker.getByTestId("chat-peer")).toBeVisible(firstLoad);
    await client.goto(`/home/flashjobs/message/${roomId}`);
    await expect(client.getByTestId("chat-peer")).toBeVisible(firstLoad);
    await expect(client.getByText("Ini awal percakapan Anda.")).toBeVisible(firstLoad);
    await expect(worker.getByText("Ini awal percakapan Anda.")).toBeVisible(firstLoad);

    // Live: the client writes, the worker reads it without reloading; the worker's typing shows.
    const clientBox = client.getByRole("textbox", { name: "Pesan" });
    const workerBox = worker.getByRole("textbox", { name: "Pesan" });
    await clientBox.fill("Halo Ayu, kapan bisa mulai?");
    await client.getByRole("button", { name: "Kirim", exact: true }).click();
    await expect(threadTexts(worker)).toHaveText(["Halo Ayu, kapan bisa mulai?"]);
    await workerBox.fill("<b>Besok</b> pagi");
    await expect(client.getByTestId("chat-typing")).toHaveText(/ sedang mengetik…$/);
    await workerBox.press("Enter");
    // Text stays text: the markup shows as written.
    await expect(threadTexts(client)).toHaveText(["Halo Ayu, kapan bisa mulai?", "<b>Besok</b> pagi"]);
    await expect(client.getByTestId("chat-messages").locator("b")).toHaveCount(0);
    await expect(worker.getByTestId("chat-pending")).toHaveCount(0);
    await worker.screenshot({ path: testInfo.outputPath("chat-id-360.png") });

    // The worker's phone goes offline: the banner says so; the client writes three messages meanwhile.
    await worker.context().setOffline(true);
    await expect(worker.getByTestId("chat-reconnecting")).toHaveText("Koneksi terputus. Menghubungkan kembali…");
    await worker.screenshot({ path: testInfo.outputPath("chat-offline-id-360.png") });
    for (const text of ["satu", "dua", "tiga"]) {
      await clientBox.fill(text);
      await clientBox.press("Enter");
      await expect(threadTexts(client).last()).toHaveText(text);
    }
    await expect(client.getByTestId("chat-pending")).toHaveCount(0);
    await expect(threadTexts(worker)).toHaveCount(2);

    // Back online: the missed messages arrive, in order, once each; the banner goes.
    await worker.context().setOffline(false);
    await expect(threadTexts(worker)).toHaveText(
      ["Halo Ayu, kapan bisa mulai?", "<b>Besok</b> pagi", "satu", "dua", "tiga"],
      firstLoad,
    );
    await expect(worker.getByTestId("chat-reconnecting")).toHaveCount(0, firstLoad);

    // A message sent while offline waits, then goes when the connection is back.
    await worker.context().setOffline(true);
    await expect(worker.getByTestId("chat-reconnecting")).toBeVisible();
    await workerBox.fill("Terkirim setelah online");
    await workerBox.press("Enter");
    await expect(worker.getByTestId("chat-pending")).toHaveCount(1);
    await worker.context().setOffline(false);
    await expect(worker.getByTestId("chat-pending")).toHaveCount(0, firstLoad);
    await expect(threadTexts(client).last()).toHaveText("Terkirim setelah online");

    // The worker deletes their own message: both sides show it as deleted.
    worker.once("dialog", (dialog) => void dialog.accept());
    await worker
      .getByTestId("chat-message")
      .filter({ hasText: "Terkirim setelah online" })
      .getByRole("button", { name: "Hapus" })
      .click();
    await expect(client.getByTestId("chat-message-deleted")).toHaveText("Pesan ini telah dihapus");
    await expect(worker.getByTestId("chat-message-deleted")).toHaveText("Pesan ini telah dihapus");

    // A room the member is not in.
    await client.goto("/home/flashjobs/message/00000000-0000-4000-8000-000000000000");
    await expect(client.getByTestId("chat-not-exists")).toContainText("Ruang obrolan tidak ada", firstLoad);

    // The room list: the latest message's preview, cut to 20 characters.
    await client.goto("/home/flashjobs/message");
    const preview = client.getByTestId("chat-room-preview");
    await expect(preview).toBeVisible(firstLoad);
    expect(Array.from((await preview.textContent()) ?? "").length).toBeLessThanOrEqual(20);
    await client.screenshot({ path: testInfo.outputPath("rooms-id-360.png") });

    for (const page of [client, worker]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }

    // The same screens at 1280 px in English and at 360 px in Vietnamese, to look at.
    for (const [locale, width] of [
      ["en", 1280],
      ["vi", 360],
    ] as const) {
      const context = await browser.newContext({
        baseURL,
        storageState: await worker.context().storageState(),
        viewport: { width, height: 800 },
      });
      await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "" }]);
      const page = await context.newPage();
      await page.goto(`/home/flashjobs/message/${roomId}`);
      await expect(threadTexts(page).first()).toBeVisible(firstLoad);
      // A short word stays whole on one line (a bubble's padding and one line are under 48 px).
      const short = await threadTexts(page)
        .filter({ hasText: /^satu$/ })
        .boundingBox();
      expect(short?.height ?? 0).toBeLessThan(48);
      if (width === 360) {
        // The thread reaches down to the bottom nav, with no band of page between (measured again
        // once the app banner has come in above it).
        const gap = () =>
          page.evaluate(() => {
            const nav = document.querySelector("[data-bottom-nav]")?.getBoundingClientRect();
            const frame = document.querySelector("[data-testid=chat-log]")?.parentElement?.getBoundingClientRect();
            return nav && frame ? Math.round(nav.top - frame.bottom) : null;
          });
        await expect.poll(gap).toBe(0);
        // Nor does the page scroll: the layout grows into what the banner leaves of the window.
        await expect(page.getByRole("complementary", { name: "Tải ứng dụng Rewards" })).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
          .toBe(0);
      }
      await page.screenshot({ path: testInfo.outputPath(`chat-${locale}-${width}.png`) });
      await page.goto("/home/flashjobs/message");
      await expect(page.getByTestId("chat-room")).toHaveCount(1, firstLoad);
      await page.screenshot({ path: testInfo.outputPath(`rooms-${locale}-${width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    }
    await client.context().close();
    await worker.context().close();
  });
});
