import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Fails on any serious or critical axe finding on the page as it stands, naming each and where it is. */
export async function expectNoSeriousAccessibilityIssue(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
  const where = (nodes: { target: unknown[] }[]) =>
    nodes
      .slice(0, 3)
      .map((node) => node.target.join(" "))
      .join("; ");
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${where(violation.nodes)})`)).toEqual([]);
}
