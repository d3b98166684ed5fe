import { expect } from "vitest";
import type { TestApp } from "./app.js";

// What the server-rendering tests (http/server-render*.test.ts) read in a rendered page.

/** The page the server sends when it renders nothing (rendered-web.ts's `index.html`). */
export const skeleton = '<div id="root">skeleton</div>';

/** The page's own markup (the root), without the data it carries for the app to take it over. */
export const shown = (body: string) => body.slice(body.indexOf('<div id="root"'), body.indexOf('id="router-data"'));

/** A text as React writes it in the markup. */
export const inMarkup = (text: string) => text.replaceAll("'", "&#x27;");

/**
 * The blocks the HTML parser would move out of a paragraph it closes first: the browser's page would
 * then differ from what React hydrates (a hydration error, and the page drawn again).
 */
export function blocksInParagraphs(html: string): string[] {
  const found: string[] = [];
  let open = 0;
  for (const [, closing, tag] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    if (tag === "p") open = closing ? Math.max(0, open - 1) : open + 1;
    else if (
      !closing &&
      open > 0 &&
      /^(div|section|article|ul|ol|h[1-6]|form|header|footer|nav|table)$/.test(tag ?? "")
    ) {
      found.push(tag ?? "");
    }
  }
  return found;
}

/** A page as a signed-in member's browser asks for it (their session and the readable `loggedIn`), with no block inside a paragraph. */
export async function memberPage(
  t: TestApp,
  url: string,
  member: { token: string },
  cookies: Record<string, string> = {},
) {
  const answer = await t.app.inject({ url, cookies: { session: member.token, loggedIn: "true", ...cookies } });
  expect(blocksInParagraphs(answer.body), `${url}: a block inside a paragraph`).toEqual([]);
  return answer;
}
