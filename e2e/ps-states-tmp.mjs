import { chromium } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
await context.addCookies([{ name: "locale", value: "id", url: "http://127.0.0.1:3998" }]);
const page = await context.newPage();
const report = async (label) => {
  const { violations } = await new AxeBuilder({ page }).exclude("header").analyze();
  for (const v of violations) console.log(label, v.id, v.impact, v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | "));
};
await page.goto("http://127.0.0.1:3998/");
await page.getByRole("button", { name: "Tampilkan slide 2" }).click();
await page.getByRole("tab", { name: "Tukar poin" }).click();
await report("landing slide2");
await page.screenshot({ path: "/tmp/ps-shots/id-landing-slide2-360.png", fullPage: true });
await page.goto("http://127.0.0.1:3998/help");
await page.getByRole("button").filter({ hasText: "menghapus akun" }).click();
await report("help open");
await page.screenshot({ path: "/tmp/ps-shots/id-help-open-360.png", fullPage: true });
await page.goto("http://127.0.0.1:3998/term");
await page.locator("h1").waitFor();
await report("term");
await page.screenshot({ path: "/tmp/ps-shots/id-term-360.png", fullPage: true });
await page.goto("http://127.0.0.1:3998/invite?code=x");
await page.locator("h1").waitFor();
await report("invite bad");
await page.goto("http://127.0.0.1:3998/how-it-work");
await page.locator("h1").waitFor();
await page.screenshot({ path: "/tmp/ps-shots/id-how-360.png", fullPage: true });
await page.setViewportSize({ width: 320, height: 800 });
for (const p of ["/", "/about", "/how-it-work", "/term"]) {
  await page.goto("http://127.0.0.1:3998" + p);
  await page.locator("h1").waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  console.log("320 width", p, overflow);
}
await browser.close();
