import type { PhoneCardInfo } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { queryClient } from "../../../lib/query-client";
import { keepFreshCardList, phoneCardInfoQuery } from "./redeem-api";

const fresh: PhoneCardInfo = {
  enable_change_card: true,
  remaining: 900,
  currency: "IDR",
  cards: [{ kind: "phone_card", provider: "Telkomsel", face_values: [{ face_value: 10_000, point: 77, stock: 0 }] }],
};

describe("an out-of-stock answer (code 2030)", () => {
  it("replaces the cached card list with the fresh one it carries", () => {
    const soldOut = new ApiError(409, 2030, "Out of stock", undefined, { data: fresh });
    expect(keepFreshCardList(soldOut)).toEqual(fresh);
    expect(queryClient.getQueryData(phoneCardInfoQuery.queryKey)).toEqual(fresh);
  });

  it("leaves the cache alone when the answer carries no card list", () => {
    const cached = { ...fresh, remaining: 1000 };
    queryClient.setQueryData(phoneCardInfoQuery.queryKey, cached);
    expect(keepFreshCardList(new ApiError(409, 2030, "Out of stock", undefined, { data: { cards: "?" } }))).toBeNull();
    expect(keepFreshCardList(new Error("offline"))).toBeNull();
    expect(queryClient.getQueryData(phoneCardInfoQuery.queryKey)).toEqual(cached);
  });
});
