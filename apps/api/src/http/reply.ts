// The two shapes of a successful answer, written once: every route replies with one of them (the
// wire's envelope is in @rewards/contracts, envelope.ts).
import { type PagePlace, pageMetaOf } from "@rewards/contracts";

/** A success: `{"status": true, "data": ...}`. */
export function ok<T>(data: T): { status: true; data: T } {
  return { status: true, data };
}

/**
 * A page of a list: `{"status": true, "data": [...], "meta": {page, limit, total, total_pages}}`,
 * the page count by the contracts' rule (paging.ts). `items` is the page's items, or where the spec
 * wraps them (the notifications, the points history) the object holding them.
 */
export function paged<T>(items: T, place: PagePlace) {
  return { status: true as const, data: items, meta: pageMetaOf(place) };
}
