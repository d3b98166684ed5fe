import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on any serious or critical axe finding on the page as it stands, naming each and where it is. */
export async function expectNoSeriousAccessibilityIssue(page: Page) {
  // Read as a visitor who asked for less motion: the toasts' and the app's transitions then end at once
  // (their styles say so), so nothing is read halfway through a fade that starts during the scan.
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await scan(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function scan(page: Page) {
  // A transition still running (a toast fading in) would be read at part of its contrast: let the
  // finite ones end first (a spinner's never does).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  // Toasts stacked behind the front one show through it, faded: the front one is what is read. A toast
  // still mounting or already leaving is mid-fade too, whatever the animations say.
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast][data-front="false"]')
    .exclude('[data-sonner-toast][data-mounted="false"]')
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  const serious = violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  const where = (nodes: { target: unknown[] }[]) =>
    nodes
      .slice(0, 3)
      .map((node) => node.target.join(" "))
      .join("; ");
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${where(violation.nodes)})`)).toEqual([]);
}
