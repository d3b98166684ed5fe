import type { categoriesAnswer } from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../lib/api";

/** The job and skill categories, named in the reader's language: one cache for the worker's profile, the job search and a client's job form. */
export const categoriesQuery = (locale: string) =>
  queryOptions({
    queryKey: ["job-categories", locale],
    queryFn: async ({ signal }) =>
      (
        await callApi<typeof categoriesAnswer>("job", `public/categories?locale=${encodeURIComponent(locale)}`, {
          signal,
        })
      ).data,
    staleTime: 60 * 60 * 1000,
  });
