import {
  type ChoiceJump,
  type DisplayCondition,
  type LocalizedText,
  questionKinds,
  type SurveyAnswerInput,
  type SurveyEnding,
  surveyStatuses,
} from "@rewards/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";
import type { QuestionSettings } from "./questions.js";

export const surveyStatus = pgEnum("survey_status", surveyStatuses);
export const questionKind = pgEnum("survey_question_kind", questionKinds);

/**
 * A survey. Its copy is a map per locale (the locales it is offered in are the title's keys).
 * `response_count` is raised by a conditional update in the answer's transaction, which is what
 * holds the response limit under concurrency.
 */
export const surveys = pgTable(
  "surveys",
  {
    id: uuid("id").primaryKey(),
    status: surveyStatus("status").notNull().default("draft"),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>(),
    rewardCents: integer("reward_cents").notNull(),
    estimatedMinutes: smallint("estimated_minutes").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    responseLimit: integer("response_limit").notNull(),
    responseCount: integer("response_count").notNull().default(0),
    /** Targeting; null means everyone. Members are matched on `users.market`, age from `birth_day`, `level`. */
    markets: text("markets").array(),
    minAge: smallint("min_age"),
    maxAge: smallint("max_age"),
    /** Kept for when profiles carry a gender: the users table has none yet, so it refuses nobody. */
    genders: text("genders").array(),
    minLevel: smallint("min_level"),
    maxLevel: smallint("max_level"),
    /** The store a member must have checked in at before answering. */
    storeId: text("store_id"),
    /**
     * The store's name and address as the author wrote them, so a member who must check in first
     * knows where to go (until the shop-visit feature brings its own store pages).
     */
    storeName: text("store_name"),
    storeAddress: text("store_address"),
    /** Raised by every edit, so an answer checked against older questions is refused, not stored. */
    revision: integer("revision").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    resultsAnnouncedAt: timestamp("results_announced_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("surveys_listing_idx").on(table.status, table.startsAt.desc()),
    check("surveys_reward_positive", sql`${table.rewardCents} > 0`),
    check("surveys_window", sql`${table.expiresAt} > ${table.startsAt}`),
    check("surveys_within_limit", sql`${table.responseCount} between 0 and ${table.responseLimit}`),
  ],
);

/** The questions of a survey, in order; the kind's settings (choices, bounds) are a jsonb document. */
export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: uuid("id").primaryKey(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    kind: questionKind("kind").notNull(),
    title: jsonb("title").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>(),
    requiresNote: boolean("requires_note").notNull().default(false),
    settings: jsonb("settings").$type<QuestionSettings>().notNull(),
    /** What the survey's logic and piping call it (`q3`), unique within the survey. */
    key: text("key").notNull(),
    required: boolean("required").notNull().default(true),
    /** Shown only when this holds on earlier answers (null: always). */
    condition: jsonb("condition").$type<DisplayCondition>(),
    /** Choices that lead elsewhere than the next question. */
    jumps: jsonb("jumps").$type<ChoiceJump[]>().notNull().default([]),
  },
  (table) => [
    unique("survey_questions_position_key").on(table.surveyId, table.position),
    unique("survey_questions_key_key").on(table.surveyId, table.key),
  ],
);

/** One member's response: at most one per survey, which the unique key guarantees. */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: uuid("id").primaryKey(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    rewardCents: integer("reward_cents").notNull(),
    /** The questions the survey's logic showed this member, in the order they were shown. */
    shownQuestionIds: uuid("shown_question_ids").array().notNull().default(sql`'{}'::uuid[]`),
    /** A screen-out (the logic found the member is not who the survey is for) is paid nothing. */
    ending: text("ending").$type<SurveyEnding>().notNull().default("complete"),
    /** Seconds spent on each question's page, from the member's draft (Surveys III reads them). */
    pageSeconds: jsonb("page_seconds").$type<PageSeconds>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("survey_responses_member_key").on(table.surveyId, table.userId),
    index("survey_responses_user_idx").on(table.userId),
    check("survey_responses_ending", sql`${table.ending} in ('complete', 'screen_out')`),
  ],
);

/** One answer of a response; only the field of the question's kind is set. */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: uuid("id").primaryKey(),
    responseId: uuid("response_id")
      .notNull()
      .references(() => surveyResponses.id),
    questionId: uuid("question_id")
      .notNull()
      .references(() => surveyQuestions.id),
    choiceIds: text("choice_ids").array(),
    otherText: text("other_text"),
    text: text("text"),
    number: doublePrecision("number"),
    zip: text("zip"),
    date: date("date", { mode: "string" }),
    rating: smallint("rating"),
    note: text("note"),
    /** Storage keys of the re-encoded images, in the order they were sent. */
    imageKeys: text("image_keys").array(),
  },
  (table) => [
    unique("survey_answers_question_key").on(table.responseId, table.questionId),
    index("survey_answers_question_idx").on(table.questionId),
  ],
);

/** Seconds per question page, in the order the pages were first seen. */
export type PageSeconds = { question_id: string; seconds: number }[];

/**
 * A member's answers so far, kept as they go: one per member and survey, forgotten 7 days after
 * its last save (`expires_at`) and turned into the response in the answer's transaction.
 */
export const surveyDrafts = pgTable(
  "survey_drafts",
  {
    id: uuid("id").primaryKey(),
    surveyId: uuid("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** The survey's revision the answers were given against: an edit of the survey voids them. */
    revision: integer("revision").notNull(),
    answers: jsonb("answers").$type<SurveyAnswerInput[]>().notNull(),
    currentQuestionId: uuid("current_question_id"),
    pageSeconds: jsonb("page_seconds").$type<PageSeconds>().notNull().default([]),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    unique("survey_drafts_member_key").on(table.surveyId, table.userId),
    index("survey_drafts_expires_idx").on(table.expiresAt),
  ],
);

/**
 * A member's check-in at a store. The shop-visit feature will write these; until then the back
 * office records them by hand. Surveys bound to a store read them.
 */
export const storeCheckIns = pgTable(
  "store_check_ins",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    storeId: text("store_id").notNull(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("store_check_ins_user_store_idx").on(table.userId, table.storeId)],
);

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;
export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;
