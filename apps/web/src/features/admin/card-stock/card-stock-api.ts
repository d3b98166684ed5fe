import {
  type CardImportResult,
  type cardImportAnswer,
  cardImportResult,
  type cardStockListAnswer,
  errorCodes,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";
import { adminKey } from "../api/admin-api";

export type CardProduct = z.infer<typeof cardStockListAnswer>["data"][number];

export const cardStockKey = [...adminKey, "card_stock"] as const;

/** Every card product with its free codes; the API answers the whole list. */
export const cardStockQuery = queryOptions({
  queryKey: cardStockKey,
  queryFn: async ({ signal }) => (await callApi<typeof cardStockListAnswer>("admin", "card_stock", { signal })).data,
});

/**
 * Previews (`commit: false`) or loads a CSV file of codes. A load the server refuses for errors in
 * the file answers its preview, so the console shows the lines to fix.
 */
export async function importCards(input: { csv: string; commit: boolean }): Promise<CardImportResult> {
  try {
    return (await callApi<typeof cardImportAnswer>("admin", "card_stock/import", { method: "POST", body: input })).data;
  } catch (error) {
    if (error instanceof ApiError && error.code === errorCodes.cardImportInvalid) {
      const preview = cardImportResult.safeParse(error.extra.data);
      if (preview.success) return preview.data;
    }
    throw error;
  }
}
