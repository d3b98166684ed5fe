import { describe, expect, it } from "vitest";
import { pageCount, pageMetaOf } from "./paging.js";

describe("a paged answer's page count", () => {
  it("is no pages for an empty list", () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageMetaOf({ page: 1, limit: 20, total: 0 })).toEqual({ page: 1, limit: 20, total: 0, total_pages: 0 });
  });

  it("counts a part-filled last page as a page", () => {
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it("keeps the asked page even past the last one", () => {
    expect(pageMetaOf({ page: 3, limit: 10, total: 2 })).toEqual({ page: 3, limit: 10, total: 2, total_pages: 1 });
  });
});
