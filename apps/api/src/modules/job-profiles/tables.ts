import {
  accountTypes,
  type BusinessCard,
  jobProfileTypes,
  skillLevels,
  socialTypes,
  verificationDocumentKinds,
  verificationStates,
} from "@rewards/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/tables.js";

export const jobProfileType = pgEnum("job_profile_type", jobProfileTypes);
export const jobAccountType = pgEnum("job_account_type", accountTypes);
export const jobSkillLevel = pgEnum("job_skill_level", skillLevels);
export const jobSocialType = pgEnum("job_social_type", socialTypes);

/**
 * A member's profile on the job marketplace: as a worker (user type 0) or a client (1), at most one
 * of each. Spec section 3's job worker profile.
 */
export const jobProfiles = pgTable(
  "job_profiles",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    userType: smallint("user_type").notNull(),
    profileType: jobProfileType("profile_type").notNull(),
    name: text("name").notNull(),
    accountType: jobAccountType("account_type").notNull().default("individual"),
    companyName: text("company_name"),
    companyEmployees: integer("company_employees").notNull().default(1),
    companyAddress: text("company_address"),
    companyWebsite: text("company_website"),
    /** Points (cents) an hour. */
    hourlyPayCents: integer("hourly_pay_cents").notNull().default(0),
    catchPhrase: text("catch_phrase").notNull().default(""),
    description: text("description").notNull().default(""),
    languageCodes: text("language_codes").array().notNull().default(sql`'{}'::text[]`),
    address: text("address").notNull().default(""),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    experienceYears: integer("experience_years").notNull().default(0),
    /** Set by the back office when the ID document is approved. */
    idVerified: boolean("id_verified").notNull().default(false),
    rank: integer("rank").notNull().default(0),
    /** The video resume (a public file), its poster frame and its length as the server measured it. */
    videoKey: text("video_key"),
    videoPosterKey: text("video_poster_key"),
    videoDurationMs: integer("video_duration_ms"),
    /** The business card's choices; null until the owner saves some (the defaults show). */
    businessCard: jsonb("business_card").$type<BusinessCard>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("job_profiles_user_type_unique").on(table.userId, table.userType),
    check("job_profiles_user_type", sql`${table.userType} in (0, 1)`),
    check("job_profiles_position", sql`(${table.lat} is null) = (${table.lng} is null)`),
    check(
      "job_profiles_video",
      sql`(${table.videoKey} is null) = (${table.videoPosterKey} is null) and (${table.videoKey} is null) = (${table.videoDurationMs} is null)`,
    ),
  ],
);

export const jobWorkerSkills = pgTable(
  "job_worker_skills",
  {
    id: uuid("id").primaryKey(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => jobProfiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    experienceYears: integer("experience_years").notNull(),
    level: jobSkillLevel("level").notNull(),
    categoryId: text("category_id").references(() => jobCategories.id),
  },
  (table) => [index("job_worker_skills_profile_idx").on(table.profileId, table.position)],
);

export const jobWorkerAchievements = pgTable(
  "job_worker_achievements",
  {
    id: uuid("id").primaryKey(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => jobProfiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    detail: text("detail").notNull(),
  },
  (table) => [index("job_worker_achievements_profile_idx").on(table.profileId, table.position)],
);

export const jobWorkerSocials = pgTable(
  "job_worker_socials",
  {
    id: uuid("id").primaryKey(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => jobProfiles.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: jobSocialType("type").notNull(),
    channelUrl: text("channel_url").notNull(),
    username: text("username").notNull(),
    followers: integer("followers").notNull(),
  },
  (table) => [index("job_worker_socials_profile_idx").on(table.profileId, table.position)],
);

/** What a job or a skill is about, named in each language (`{"en": ..., "vi": ..., "id": ...}`). */
export const jobCategories = pgTable("job_categories", {
  id: text("id").primaryKey(),
  parentId: text("parent_id"),
  names: jsonb("names").$type<Record<"en" | "vi" | "id", string>>().notNull(),
  position: integer("position").notNull().default(0),
});

/** A review of a profile (a worker's by a client, a client's by a worker) after a job. */
export const jobReviews = pgTable(
  "job_reviews",
  {
    id: uuid("id").primaryKey(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => jobProfiles.id),
    reviewerUserId: uuid("reviewer_user_id")
      .notNull()
      .references(() => users.id),
    /** The job application it is about, once applications exist; one review per side each. */
    applicationId: uuid("application_id"),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_reviews_profile_created_idx").on(table.profileId, table.createdAt.desc()),
    unique("job_reviews_application_reviewer_unique").on(table.applicationId, table.reviewerUserId),
    check("job_reviews_rating", sql`${table.rating} between 1 and 5`),
  ],
);

export const jobVerificationState = pgEnum("job_verification_state", verificationStates);
export const jobVerificationDocumentKind = pgEnum("job_verification_document_kind", verificationDocumentKinds);

/**
 * A worker profile's ID verification: one per profile, made by the first document upload. The
 * state moves none → pending (sent) → approved or rejected; rejected → pending again.
 */
export const jobVerifications = pgTable(
  "job_verifications",
  {
    id: uuid("id").primaryKey(),
    profileId: uuid("profile_id")
      .notNull()
      .unique("job_verifications_profile_unique")
      .references(() => jobProfiles.id, { onDelete: "cascade" }),
    state: jobVerificationState("state").notNull().default("none"),
    reason: text("reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_verifications_state_idx").on(table.state, table.submittedAt)],
);

/** One image per document kind; the file is private (`id-documents/`), replaced by a new upload. */
export const jobVerificationDocuments = pgTable(
  "job_verification_documents",
  {
    verificationId: uuid("verification_id")
      .notNull()
      .references(() => jobVerifications.id, { onDelete: "cascade" }),
    kind: jobVerificationDocumentKind("kind").notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.verificationId, table.kind] })],
);

/** A worker's portfolio item; its images are public files (`portfolio/`). */
export const jobPortfolioItems = pgTable(
  "job_portfolio_items",
  {
    id: uuid("id").primaryKey(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => jobProfiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** How many images it holds, moved by one conditional UPDATE so parallel uploads cannot pass the cap. */
    imageCount: integer("image_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_portfolio_items_profile_idx").on(table.profileId, table.createdAt.desc()),
    check("job_portfolio_items_image_count", sql`${table.imageCount} >= 0`),
  ],
);

export const jobPortfolioImages = pgTable(
  "job_portfolio_images",
  {
    id: uuid("id").primaryKey(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => jobPortfolioItems.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("job_portfolio_images_item_idx").on(table.itemId, table.createdAt)],
);

export type JobProfileRow = typeof jobProfiles.$inferSelect;
