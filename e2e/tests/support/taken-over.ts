import type { Page } from "@playwright/test";

/**
 * Counts, from the page's first script on, the parts of a server-rendered page the app has taken
 * over (components/taken-over.tsx). Call before `goto`; `untilTakenOver` then waits until every part
 * the server counted (`data-take-overs`) is the app's, for a test about what the app does rather
 * than what the page does while the app arrives (takeover.spec.ts covers that).
 */
export async function countTakeOvers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { takenOverParts: number };
    counted.takenOverParts = 0;
    window.addEventListener("app:taken-over", () => {
      counted.takenOverParts += 1;
    });
  });
}

export async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { takenOverParts: number }).takenOverParts >=
      Number(document.getElementById("root")?.dataset.takeOvers ?? 1),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * A console message saying React's hydration did not match the server's HTML: in words in a
 * development build, by number in production (react.dev/errors/418 and its kin).
 */
export const hydrationMismatch =
  /hydrat|did not match|error #4(18|19|21|22|23|25)\b|react\.dev\/errors\/4(18|19|21|22|23|25)\b/i;
