import type { EarnWay } from "@rewards/contracts";

/** Figures that count things rather than points: shown as plain numbers and used for plurals. */
const counts = new Set(["open", "count", "level", "stars"]);

/**
 * The catalog key and values describing what a way to earn pays. Point figures are formatted for
 * the reader; counts stay numbers so the catalog can choose its plural. A way whose figures say it
 * pays nothing right now (no survey open, no mission left) says so instead of "0 points".
 */
export function earnWayText(
  way: EarnWay,
  formatPoints: (points: number) => string,
): { key: string; values: Record<string, string | number> } {
  if (!way.available) return { key: `ways.${way.key}.soon`, values: {} };
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(way.amounts)) {
    values[name] = counts.has(name) ? value : formatPoints(value);
  }
  // The catalog picks its plural by `count`: for surveys and jobs that is how many are open.
  if (way.amounts.open !== undefined) values.count = way.amounts.open;
  // For shop check-ins, by the stars one gives.
  if (way.amounts.stars !== undefined) values.count = way.amounts.stars;
  const empty =
    ((way.key === "survey" || way.key === "jobs") && way.amounts.open === 0) ||
    ((way.key === "daily_missions" || way.key === "level_missions") && way.amounts.count === 0);
  if (empty) return { key: `ways.${way.key}.none`, values };
  const range = way.key === "survey" && way.amounts.min === way.amounts.max ? "single" : "pays";
  return { key: `ways.${way.key}.${way.key === "survey" ? range : "pays"}`, values };
}
