import { applicationStatuses, jobStatuses, jobTypes } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { jobCategories, jobProfiles } from "../job-profiles/tables.js";
import { users } from "../users/tables.js";

export const jobPostType = pgEnum("job_post_type", jobTypes);
export const jobPostStatus = pgEnum("job_post_status", jobStatuses);
export const jobApplicationStatus = pgEnum("job_application_status", applicationStatuses);

/**
 * A job a client posts (spec section 3): a draft until published, open to applications, closed
 * by its client or the back office. `hired_count` moves by one conditional UPDATE and never passes
 * `workers_needed`: one hire per worker slot, however many hires race.
 */
export const jobPosts = pgTable(
  "job_posts",
  {
    id: uuid("id").primaryKey(),
    clientUserId: uuid("client_user_id")
      .notNull()
      .references(() => users.id),
    clientProfileId: uuid("client_profile_id").references(() => jobProfiles.id),
    categoryId: text("category_id").references(() => jobCategories.id),
    jobType: jobPostType("job_type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    address: text("address").notNull().default(""),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    feeCents: integer("fee_cents").notNull(),
    deadline: timestamp("deadline", { withTimezone: true }),
    startTime: text("start_time"),
    deliveryTime: text("delivery_time"),
    startDate: date("start_date"),
    endDate: date("end_date"),
    workersNeeded: integer("workers_needed").notNull().default(1),
    hiredCount: integer("hired_count").notNull().default(0),
    status: jobPostStatus("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The title and description folded for search (`store_fold`: unaccented, lowercased), so
     * 'pho' finds 'Phở' through the trigram index below.
     */
    searchText: text("search_text").notNull().generatedAlwaysAs(sql`store_fold(title || ' ' || description)`),
  },
  (table) => [
    index("job_posts_client_idx").on(table.clientUserId, table.createdAt.desc()),
    index("job_posts_open_idx").on(table.status, table.jobType, table.publishedAt.desc()),
    // Keyword search: a substring of the folded text, or words within a typo (pg_trgm).
    index("job_posts_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    // Near-me search: earth_box finds the jobs around a point, `<->` orders them nearest first.
    index("job_posts_earth_idx").using("gist", sql`ll_to_earth(${table.lat}, ${table.lng})`),
    check("job_posts_fee", sql`${table.feeCents} > 0`),
    check("job_posts_slots", sql`${table.hiredCount} >= 0 and ${table.hiredCount} <= ${table.workersNeeded}`),
    check("job_posts_position", sql`(${table.lat} is null) = (${table.lng} is null)`),
  ],
);

/**
 * A worker's application with its quote. One per worker and job; its status moves only as the
 * state machine (contracts, job-application-flow.ts) allows, by conditional UPDATEs.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobPosts.id),
    workerUserId: uuid("worker_user_id")
      .notNull()
      .references(() => users.id),
    workerProfileId: uuid("worker_profile_id").references(() => jobProfiles.id),
    clientUserId: uuid("client_user_id")
      .notNull()
      .references(() => users.id),
    status: jobApplicationStatus("status").notNull().default("applied"),
    offerCents: integer("offer_cents").notNull(),
    serviceFeeCents: integer("service_fee_cents").notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
    deadline: timestamp("deadline", { withTimezone: true }),
    message: text("message").notNull().default(""),
    hiredAt: timestamp("hired_at", { withTimezone: true }),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    autoPayAt: timestamp("auto_pay_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    chatBlocked: boolean("chat_blocked").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("job_applications_job_worker_unique").on(table.jobId, table.workerUserId),
    index("job_applications_worker_idx").on(table.workerUserId, table.status, table.createdAt.desc()),
    index("job_applications_job_idx").on(table.jobId, table.createdAt.desc()),
    index("job_applications_auto_pay_idx").on(table.autoPayAt).where(sql`${table.status} = 'worker_completed'`),
    check("job_applications_offer", sql`${table.offerCents} > 0`),
    check(
      "job_applications_fee",
      sql`${table.serviceFeeCents} >= 0 and ${table.serviceFeeCents} <= ${table.offerCents}`,
    ),
  ],
);

/** A worker's saved jobs. */
export const jobFavorites = pgTable(
  "job_favorites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobPosts.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] })],
);

/** The jobs a worker has seen: the card's "new" ribbon goes once a mark is here. */
export const jobSeenMarks = pgTable(
  "job_seen_marks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobPosts.id),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] })],
);

/** A member's report of a job (or its client): the back office reads and closes it. */
export const jobReports = pgTable(
  "job_reports",
  {
    id: uuid("id").primaryKey(),
    reporterUserId: uuid("reporter_user_id")
      .notNull()
      .references(() => users.id),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobPosts.id),
    applicationId: uuid("application_id").references(() => jobApplications.id),
    reason: text("reason").notNull(),
    status: text("status").$type<"open" | "closed">().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    index("job_reports_status_idx").on(table.status, table.createdAt.desc()),
    check("job_reports_status", sql`${table.status} in ('open', 'closed')`),
  ],
);

/** A client's cancellation after the work was reported: the back office pays, refunds or splits. */
export const jobDisputes = pgTable(
  "job_disputes",
  {
    id: uuid("id").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .unique("job_disputes_application_unique")
      .references(() => jobApplications.id),
    reason: text("reason").notNull(),
    status: text("status").$type<"open" | "resolved">().notNull().default("open"),
    resolution: text("resolution").$type<"pay" | "refund" | "split">(),
    workerCents: integer("worker_cents"),
    refundCents: integer("refund_cents"),
    resolvedBy: uuid("resolved_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    index("job_disputes_status_idx").on(table.status, table.createdAt.desc()),
    check("job_disputes_status", sql`${table.status} in ('open', 'resolved')`),
  ],
);

export type JobPostRow = typeof jobPosts.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
