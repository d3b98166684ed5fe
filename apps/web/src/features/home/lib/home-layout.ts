import type { HomeSection } from "@rewards/contracts";

/** Sections wide enough to take a whole row on a large screen; the others share a row in twos. */
const fullWidth = new Set<HomeSection>(["earn_menu"]);

/**
 * The home page's rows, from the sections the home answer's `home_config` lists in order: on a large screen
 * two half-width sections that follow each other share a row; a wide one, or one left without a
 * partner, takes the row alone. On a phone every row stacks, so the order is the configured one.
 */
export function homeRows(sections: readonly HomeSection[]): HomeSection[][] {
  const rows: HomeSection[][] = [];
  let pending: HomeSection | null = null;
  for (const section of sections) {
    if (fullWidth.has(section)) {
      if (pending) rows.push([pending]);
      pending = null;
      rows.push([section]);
    } else if (pending) {
      rows.push([pending, section]);
      pending = null;
    } else {
      pending = section;
    }
  }
  if (pending) rows.push([pending]);
  return rows;
}
