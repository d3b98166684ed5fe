import type {
  AdminSurveysQuery,
  adminSurveyAnswer,
  adminSurveysAnswer,
  SurveyDefinition,
  SurveyLocale,
} from "@rewards/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiUrl, callApi } from "../../../lib/api";
import { adminKey, searchOf } from "../api/admin-api";

/** Every survey answer of the console; a save or a move refreshes them all. */
export const surveysKey = [...adminKey, "surveys"] as const;

export function adminSurveysQuery(filter: AdminSurveysQuery) {
  return queryOptions({
    queryKey: [...surveysKey, "list", filter],
    queryFn: ({ signal }) => callApi<typeof adminSurveysAnswer>("admin", `surveys?${searchOf(filter)}`, { signal }),
  });
}

export function adminSurveyQuery(id: string) {
  return queryOptions({
    queryKey: [...surveysKey, "one", id],
    queryFn: async ({ signal }) => (await callApi<typeof adminSurveyAnswer>("admin", `surveys/${id}`, { signal })).data,
  });
}

/** A new draft (no id) or the whole definition of an existing survey, replaced. */
export async function saveSurvey({ id, definition }: { id: string | undefined; definition: SurveyDefinition }) {
  const path = id ? `surveys/${id}` : "surveys";
  const method = id ? "PUT" : "POST";
  return (await callApi<typeof adminSurveyAnswer>("admin", path, { method, body: definition })).data;
}

export type SurveyMove = "publish" | "close" | "announce_results";

export async function moveSurvey({ id, action }: { id: string; action: SurveyMove }) {
  return (await callApi<typeof adminSurveyAnswer>("admin", `surveys/${id}/${action}`, { method: "POST" })).data;
}

/** The responses file, with column titles and choices in `locale`; a plain link downloads it. */
export function responsesCsvUrl(id: string, locale: SurveyLocale): string {
  return apiUrl("admin", `surveys/${id}/responses.csv?locale=${locale}`);
}
