import {
  type doSurveyAnswer,
  type SurveyAnswerInput,
  type SurveyDraftRequest,
  type surveyDetailAnswer,
  type surveyDraftAnswer,
  type surveyListAnswer,
  surveyPageSize,
  type surveyResultAnswer,
  type surveyStatisticsAnswer,
} from "@rewards/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api";
import { ApiError } from "../../../lib/api-error";

export const surveysKey = ["surveys"] as const;
export type SurveyTab = "all" | "my_survey";

export function surveyListQuery(tab: SurveyTab, keyword: string) {
  return infiniteQueryOptions({
    queryKey: [...surveysKey, "list", tab, keyword],
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ tab, limit: String(surveyPageSize), page: String(pageParam) });
      if (keyword) search.set("key_word", keyword);
      return callApi<typeof surveyListAnswer>("main", `v1/list_surveys?${search}`, { signal });
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined),
  });
}

export const mySurveysPath = "/home/survey/my-survey";

/**
 * The list an address shows: `/home/survey` every survey (`all`), `/home/survey/my-survey` the
 * member's own (`my_survey`); `q` is the keyword. The page and its route's data both ask here.
 */
export function surveyListAt(pathname: string, search: URLSearchParams) {
  const tab: SurveyTab = pathname === mySurveysPath ? "my_survey" : "all";
  const keyword = search.get("q")?.trim() ?? "";
  return { tab, keyword, query: surveyListQuery(tab, keyword) };
}

/** A refusal (answered, unavailable, not eligible) will not change on a retry. */
const retryUnlessRefused = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const path = (id: string, rest = "") => `surveys/${encodeURIComponent(id)}${rest}`;

export function surveyDetailQuery(id: string) {
  return queryOptions({
    queryKey: [...surveysKey, "detail", id],
    queryFn: async ({ signal }) => (await callApi<typeof surveyDetailAnswer>("main", path(id), { signal })).data,
    retry: retryUnlessRefused,
    // The answering screen must not refresh its questions under the member's fingers.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The member's kept answers (null when none): read once, as the screen opens, and then written by it. */
export function surveyDraftQuery(id: string) {
  return queryOptions({
    queryKey: [...surveysKey, "draft", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof surveyDraftAnswer>("main", path(id, "/draft"), { signal })).data,
    retry: retryUnlessRefused,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Keeps the answers so far on the server, so another device (or a return within 7 days) continues here. */
export async function saveSurveyDraft(id: string, body: SurveyDraftRequest) {
  return (await callApi<typeof surveyDraftAnswer>("main", path(id, "/draft"), { method: "PUT", body })).data;
}

export function surveyResultQuery(id: string) {
  return queryOptions({
    queryKey: [...surveysKey, "result", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof surveyResultAnswer>("main", path(id, "/result"), { signal })).data,
    retry: retryUnlessRefused,
  });
}

export function surveyStatisticsQuery(id: string) {
  return queryOptions({
    queryKey: [...surveysKey, "statistics", id],
    queryFn: async ({ signal }) =>
      (await callApi<typeof surveyStatisticsAnswer>("main", path(id, "/survey_view_pr"), { signal })).data,
    retry: retryUnlessRefused,
  });
}

/**
 * `do_survey`: multipart with the answers as JSON in `data` and each image as `images[<question id>]`
 * when there are images, otherwise a JSON body.
 */
export async function submitSurvey(surveyId: string, answers: SurveyAnswerInput[], images: Map<string, File[]>) {
  const data = { survey_id: surveyId, answers };
  const files = [...images].flatMap(([questionId, list]) => list.map((file) => [questionId, file] as const));
  let body: unknown = data;
  if (files.length > 0) {
    const form = new FormData();
    form.append("data", JSON.stringify(data));
    for (const [questionId, file] of files) form.append(`images[${questionId}]`, file, file.name);
    body = form;
  }
  return (await callApi<typeof doSurveyAnswer>("main", "surveys/do_survey", { method: "POST", body })).data;
}
