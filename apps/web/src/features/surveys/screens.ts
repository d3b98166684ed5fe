import { loadOnce } from "../../lib/load-once";
import { isLoggedIn } from "../../lib/session";
import type { Screen, ScreenLoader } from "../../shared/screens";

const surveysApi = loadOnce(() => import("./api/surveys-api"));

/** `/home/survey` and `/home/survey/my-survey`: the open tab's first page, with the address's keyword. */
const surveyListData: ScreenLoader = async ({ url, queryClient }) => {
  const { surveyListAt } = await surveysApi();
  return queryClient.prefetchInfiniteQuery(surveyListAt(url.pathname, url.searchParams).query);
};

/**
 * The screens of one survey have no guard (the spec's survey layout has no middleware): a visitor
 * is left to the app (which sends them to sign in), and nothing is asked for them here.
 */
const forMember =
  (screen: ScreenLoader): ScreenLoader =>
  async (args) => {
    if (isLoggedIn()) await screen(args);
  };

/** A survey to answer, its questions (at the step the address names); refused, the app says why. */
const surveyAnswerData = forMember(async ({ params, queryClient }) => {
  const api = await surveysApi();
  const detail = api.surveyDetailQuery(params.id ?? "");
  await queryClient.prefetchQuery(detail);
  // The page waits for the answers kept from an earlier visit once the survey is open to the member.
  if (queryClient.getQueryState(detail.queryKey)?.status === "success") {
    // Kept a minute (the page's own query forgets it at once) so the page finds it when it renders.
    await queryClient.prefetchQuery({ ...api.surveyDraftQuery(params.id ?? ""), gcTime: 60_000 });
  }
});

/** The member's own answers to a survey. */
const surveyResultData = forMember(async ({ params, queryClient }) => {
  await queryClient.prefetchQuery((await surveysApi()).surveyResultQuery(params.id ?? ""));
});

/** A survey's announced statistics; before they are announced, the app says so. */
const surveySummaryData = forMember(async ({ params, queryClient }) => {
  await queryClient.prefetchQuery((await surveysApi()).surveyStatisticsQuery(params.id ?? ""));
});

export const screens: Screen[] = [
  {
    path: "/home/survey",
    layout: "home",
    guard: "home",
    meta: { title: "survey" },
    loader: surveyListData,
    lazy: async () => ({ Component: (await import("./pages/survey-list-page")).SurveyListPage }),
  },
  {
    path: "/home/survey/my-survey",
    layout: "home",
    guard: "home",
    meta: { title: "mySurvey" },
    loader: surveyListData,
    lazy: async () => ({ Component: (await import("./pages/survey-list-page")).SurveyListPage }),
  },
  {
    path: "/home/survey/:id",
    layout: "home",
    meta: { title: "survey", answeringSurvey: true },
    loader: surveyAnswerData,
    lazy: async () => ({ Component: (await import("./pages/survey-answer-page")).SurveyAnswerPage }),
  },
  {
    path: "/home/survey/:id/result",
    layout: "home",
    meta: { title: "surveyResult" },
    loader: surveyResultData,
    lazy: async () => ({ Component: (await import("./pages/survey-result-page")).SurveyResultPage }),
  },
  {
    path: "/home/survey/:id/view-pr",
    layout: "home",
    meta: { title: "surveySummary" },
    loader: surveySummaryData,
    lazy: async () => ({ Component: (await import("./pages/survey-summary-page")).SurveySummaryPage }),
  },
];
