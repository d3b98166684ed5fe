/** Spec section 4: mission paging stops when the current page is at or beyond the total pages. */
export function nextMissionPage(last: { current_page: number; total_pages: number }): number | undefined {
  return last.current_page < last.total_pages ? last.current_page + 1 : undefined;
}
