import { type AdminSurvey, type SurveyLocale, type SurveySummary, surveyLocales } from "@rewards/contracts";
import { isOngoing } from "./access.js";
import { type QuestionRow, storedQuestion, textIn } from "./questions.js";
import type { SurveyRow } from "./tables.js";

/** The member's language when the survey is offered in it, else the first it is written in. */
export function surveyLocaleFor(survey: SurveyRow, preferred: SurveyLocale): SurveyLocale {
  if (survey.title[preferred] !== undefined) return preferred;
  return surveyLocales.find((locale) => survey.title[locale] !== undefined) ?? "en";
}

/** What the summary says about this member: answered, targeted, checked in at its store. */
export type SummaryFacts = { answered: boolean; eligible: boolean; checkedIn: boolean; questionCount: number };

export function toSummary(survey: SurveyRow, preferred: SurveyLocale, facts: SummaryFacts, now: Date): SurveySummary {
  const locale = surveyLocaleFor(survey, preferred);
  return {
    id: survey.id,
    title: textIn(survey.title, locale),
    description: survey.description ? textIn(survey.description, locale) : null,
    locale,
    reward: survey.rewardCents,
    length: survey.estimatedMinutes,
    starts_at: survey.startsAt.toISOString(),
    expires_at: survey.expiresAt.toISOString(),
    responded: survey.responseCount,
    limit: survey.responseLimit,
    ongoing: isOngoing(survey, now),
    result_announced: survey.resultsAnnouncedAt !== null,
    results_announced_at: survey.resultsAnnouncedAt?.toISOString() ?? null,
    answered: facts.answered,
    eligible: facts.eligible,
    store_id: survey.storeId,
    store_name: survey.storeName,
    store_address: survey.storeAddress,
    checked_in: survey.storeId === null || facts.checkedIn,
    question_count: facts.questionCount,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A survey as the back office sees it: every language, the targeting, the lifecycle times. */
export function toAdminSurvey(survey: SurveyRow, questions: QuestionRow[]): AdminSurvey {
  return {
    id: survey.id,
    status: survey.status,
    title: survey.title,
    description: survey.description,
    reward: survey.rewardCents,
    estimated_minutes: survey.estimatedMinutes,
    starts_at: survey.startsAt.toISOString(),
    expires_at: survey.expiresAt.toISOString(),
    response_limit: survey.responseLimit,
    responded: survey.responseCount,
    targeting: {
      markets: survey.markets,
      min_age: survey.minAge,
      max_age: survey.maxAge,
      genders: survey.genders,
      min_level: survey.minLevel,
      max_level: survey.maxLevel,
    },
    store_id: survey.storeId,
    store_name: survey.storeName,
    store_address: survey.storeAddress,
    published_at: iso(survey.publishedAt),
    closed_at: iso(survey.closedAt),
    results_announced_at: iso(survey.resultsAnnouncedAt),
    questions: questions.map(storedQuestion),
  };
}
