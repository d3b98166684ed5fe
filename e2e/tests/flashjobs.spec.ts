import { createMember, expect, phoneIn, test } from "./support/accounts.js";
import { expectNoSeriousAccessibilityIssue } from "./support/axe.js";

/** A small real PNG (the server re-encodes every image, so it must decode). */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const image = (name: string) => ({ name, mimeType: "image/png", buffer: png });

test.describe("the job marketplace's worker profile, in Indonesian on a 360 px phone", () => {
  test.skip(({ isMobile }) => !isMobile, "one run at 360 px is enough");

  test("a member without a profile is sent to the entry, creates one, adds a skill and an achievement, and sees the public profile", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const page = await phoneIn(browser, baseURL, "id");
    await createMember(page.request, { countryCode: "+62" });

    // The flash-profile guard: a screen that needs a profile sends the member to the entry.
    await page.goto("/home/flashjobs/search");
    await expect(page).toHaveURL(/\/home\/flashjobs$/);
    await expect(page.getByText("Anda perlu membuat profil terlebih dahulu")).toBeVisible();
    await expect(page.getByTestId("create-job-profile")).toBeVisible();
    await expectNoSeriousAccessibilityIssue(page);
    // The chat is a worker's or a client's: without either profile, the entry too.
    await page.goto("/home/flashjobs/message");
    await expect(page).toHaveURL(/\/home\/flashjobs$/);
    // The open jobs stay readable before a profile exists (the spec's `/jobs/` rule).
    await page.goto("/home/flashjobs/jobs");
    await expect(page).toHaveURL(/\/home\/flashjobs\/jobs$/);
    await page.goto("/home/flashjobs");

    await page.getByRole("link", { name: "Buat profil saya" }).click();
    await expect(page).toHaveURL(/\/home\/flashjobs\/profile$/);
    // The name is required: the form says so on the field, in Indonesian.
    await page.getByRole("button", { name: "Buat profil saya" }).click();
    await expect(page.getByText("Kolom ini wajib diisi.")).toBeVisible();
    await page.getByLabel("Nama yang dilihat klien").fill("Dewi Foto");
    // Numbers the Indonesian way: '25.000' is twenty-five thousand.
    await page.getByLabel("Tarif per jam (poin)").fill("25.000");
    await page.getByLabel("Slogan").fill("Foto produk cepat dan rapi");
    await page.getByRole("checkbox", { name: "Indonesia" }).check();
    await page.getByRole("button", { name: "Buat profil saya" }).click();

    // Created: the skills tab opens, with the meter naming what is still missing.
    await expect(page).toHaveURL(/\/home\/flashjobs\/profile\?tab=skills$/);
    const percent = page.getByTestId("completeness-percent");
    await expect(percent).toHaveText("50%");
    await expect(page.getByRole("link", { name: "+ Keahlian" })).toBeVisible();
    await page.getByRole("button", { name: "+ Tambah keahlian" }).click();
    await page.getByRole("textbox", { name: "Nama keahlian" }).fill("Fotografi produk");
    await page.getByRole("textbox", { name: "Tahun" }).fill("3");
    await page.getByRole("combobox", { name: "Tingkat" }).selectOption("expert");
    await page.getByRole("button", { name: "Simpan daftar" }).click();
    await expect(page.getByText("Keahlian Anda tersimpan.")).toBeVisible();
    await expect(percent).toHaveText("60%");

    await page.getByRole("tab", { name: "Pencapaian" }).click();
    await page.getByRole("button", { name: "+ Tambah pencapaian" }).click();
    await page.getByRole("textbox", { name: "Judul" }).fill("Juara lomba foto 2025");
    await page.getByRole("button", { name: "Simpan daftar" }).click();
    await expect(page.getByText("Pencapaian Anda tersimpan.")).toBeVisible();
    await expect(percent).toHaveText("70%");

    // The public profile shows what the member saved, and the bottom nav is the marketplace's.
    await page.getByRole("link", { name: "Lihat profil publik saya" }).click();
    await expect(page.getByTestId("job-profile-name")).toHaveText("Dewi Foto");
    await expect(page.getByText("25.000 poin / jam")).toBeVisible();
    await expect(page.getByText("Fotografi produk")).toBeVisible();
    await expect(page.getByText("Juara lomba foto 2025")).toBeVisible();
    await expect(page.getByText("Belum ada ulasan").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Favorit" })).toBeVisible();
    await expectNoSeriousAccessibilityIssue(page);

    // The portfolio: a piece of work, then its image.
    await page.goto("/home/flashjobs/profile/portfolio");
    await page.getByRole("textbox", { name: "Judul" }).fill("Foto menu kafe");
    await page.getByRole("button", { name: "Tambah", exact: true }).click();
    const work = page.getByTestId("portfolio-item");
    await expect(work.getByRole("heading", { name: "Foto menu kafe" })).toBeVisible();
    await page.getByLabel("Tambah gambar ke Foto menu kafe").setInputFiles(image("menu.png"));
    await expect(work.getByRole("img", { name: "Foto menu kafe" })).toHaveCount(1);

    // ID verification: the four documents, sent for review, then waiting 3 to 5 business days.
    await page.goto("/home/flashjobs/profile");
    const verification = page.getByTestId("verification");
    await expect(verification.getByText("3 sampai 5 hari kerja")).toBeVisible();
    await expect(page.getByTestId("verification-state")).toHaveText("Belum dikirim");
    for (const document of ["KTP, bagian depan", "KTP, bagian belakang", "Bukti tanggal lahir", "Bukti alamat"]) {
      await page.getByLabel(`Pilih gambar untuk ${document}`).setInputFiles(image("id.png"));
      await expect(verification.getByRole("img", { name: document })).toBeVisible();
    }
    await page.getByRole("button", { name: "Kirim untuk ditinjau" }).click();
    await expect(page.getByTestId("verification-state")).toHaveText("Menunggu peninjauan");
    await expect(page.getByLabel(/Pilih gambar untuk/)).toHaveCount(0);
    await expectNoSeriousAccessibilityIssue(page);

    // The business card: a look chosen and kept, and the card downloaded as an image.
    await page.goto("/home/flashjobs/profile/bussiness-card");
    await expect(page.getByRole("img", { name: "Kartu nama Dewi Foto" })).toBeVisible();
    await page.getByRole("radio", { name: "Tegas" }).check();
    await page.getByRole("button", { name: "Simpan pilihan saya" }).click();
    await expect(page.getByText("Kartu Anda tersimpan.")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Unduh sebagai gambar" }).click();
    expect((await download).suggestedFilename()).toBe("Dewi-Foto-card.png");
    await page.reload();
    await expect(page.getByRole("radio", { name: "Tegas" })).toBeChecked();
  });
});
