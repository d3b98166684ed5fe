import { type PageMeta, pageCount, pageMetaOf } from "@rewards/contracts";

export const wholeListPageSize = 20;

/**
 * One page of a list the API answers whole (it bounds it: a year of bingo weeks, the newest 200
 * advertisements), with the same meta a paged answer carries, so the console's pager serves both.
 */
export function pageOfWholeList<T>(
  rows: readonly T[],
  page: number,
  size = wholeListPageSize,
): { rows: T[]; meta: PageMeta } {
  const current = Math.min(Math.max(1, page), Math.max(1, pageCount(rows.length, size)));
  return {
    rows: rows.slice((current - 1) * size, current * size),
    meta: pageMetaOf({ page: current, limit: size, total: rows.length }),
  };
}
