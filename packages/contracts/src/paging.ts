// How a paged answer counts its pages, zod-free so that a screen paging a list itself (the back
// office's whole lists) counts as the server does.

/** Where a page sits in its list: the page number (from 1), its size and how many items there are. */
export type PagePlace = { page: number; limit: number; total: number };

/**
 * How many pages `total` items fill at `limit` a page. An empty list has none (0, not 1): a client
 * asks for the next page while `page < total_pages`, and a pager shows no page numbers.
 */
export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** A paged answer's `meta`: the page's place and the pages the list fills. */
export function pageMetaOf({ page, limit, total }: PagePlace) {
  return { page, limit, total, total_pages: pageCount(total, limit) };
}
