import { z } from "zod";
import { okEnvelope, pagedEnvelope } from "./envelope.js";
import { businessCard, portfolioItem, workerVideo } from "./job-portfolio.js";
import { int, queryInt, text } from "./text.js";

/**
 * The job marketplace's profiles (spec sections 1, 3 and 7): a member becomes a worker (userType 0)
 * or a client (userType 1) with a profile of one of two types, flashjob (work done for a fee) or
 * social (social-media work). The job service answers under `/api/job`.
 */
export const jobProducts = ["flashjob", "flashbuzz"] as const;
export type JobProduct = (typeof jobProducts)[number];
/** The find-job menu's choice: flashjob for flashjob, social for flashbuzz. */
export const jobProfileTypes = ["flashjob", "social"] as const;
export type JobProfileType = (typeof jobProfileTypes)[number];
export const profileTypeOfProduct = { flashjob: "flashjob", flashbuzz: "social" } as const satisfies Record<
  JobProduct,
  JobProfileType
>;

export const jobUserTypes = { worker: 0, client: 1 } as const;
export const accountTypes = ["individual", "company"] as const;
export const skillLevels = ["beginner", "intermediate", "expert"] as const;
export const socialTypes = ["facebook", "instagram", "tiktok", "youtube", "x", "other"] as const;

export const jobProfileMessages = {
  noProfile: "No Profile found",
  listFailed: "Fail to update skills/achievements/socials",
  checkInformation: "Please check the information!",
} as const;

export const jobProfileLimits = {
  nameMax: 100,
  catchPhraseMax: 120,
  descriptionMax: 4000,
  addressMax: 300,
  /** Hourly pay in points (cents), at most what one ledger entry can move. */
  hourlyPayMax: 100_000_000,
  experienceYearsMax: 60,
  languagesMax: 10,
  /** Skills, achievements and socials a profile may list. */
  itemsMax: 30,
  employeesMax: 1_000_000,
} as const;

/** `GET {product}_authentication`: the member's session exchanged for the job service's token. */
export const jobAuthenticationAnswer = okEnvelope(
  z.object({
    flashjob_token: z.string(),
    /** Whether the member already has a worker profile of this product's type. */
    is_setup_account: z.boolean(),
    profile_type: z.enum(jobProfileTypes),
    expires_at: z.string(),
  }),
);

const httpsUrl = (max: number) =>
  text({ min: 1, max }).refine(
    (value) => /^https:\/\/[^\s]+$/.test(value),
    "Use an address that starts with https://.",
  );

export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);

/** `PUT worker/workers/1`: the basic tab. Every field is optional: what is sent is changed. */
export const workerProfileBody = z
  .object({
    name: text({ min: 1, max: jobProfileLimits.nameMax }),
    account_type: z.enum(accountTypes),
    company: z
      .object({
        name: text({ min: 1, max: jobProfileLimits.nameMax }),
        employees: int({ min: 1, max: jobProfileLimits.employeesMax }).default(1),
        address: text({ max: jobProfileLimits.addressMax }).nullable().default(null),
        website: httpsUrl(300).nullable().default(null),
      })
      .nullable(),
    hourly_pay: int({ min: 0, max: jobProfileLimits.hourlyPayMax }),
    catch_phrase: text({ max: jobProfileLimits.catchPhraseMax }),
    description: text({ max: jobProfileLimits.descriptionMax }),
    language_codes: z.array(z.enum(["en", "vi", "id", "ja", "ko", "zh", "th"])).max(jobProfileLimits.languagesMax),
    address: text({ max: jobProfileLimits.addressMax }),
    lat: latitude,
    lng: longitude,
    experience_years: int({ min: 0, max: jobProfileLimits.experienceYearsMax }),
    profile_type: z.enum(jobProfileTypes),
  })
  .partial()
  .refine((body) => body.account_type !== "company" || body.company, {
    message: "A company needs its name.",
    path: ["company"],
  })
  .refine((body) => (body.lat === undefined) === (body.lng === undefined), {
    message: "Send the latitude and the longitude together.",
    path: ["lat"],
  });
export type WorkerProfileBody = z.infer<typeof workerProfileBody>;

export const workerSkill = z.object({
  name: text({ min: 1, max: 80 }),
  experience_years: int({ min: 0, max: jobProfileLimits.experienceYearsMax }),
  level: z.enum(skillLevels),
  category_id: text({ min: 1, max: 64 }).nullable().default(null),
});
export const workerAchievement = z.object({
  title: text({ min: 1, max: 120 }),
  detail: text({ max: 2000 }).default(""),
});
export const workerSocial = z.object({
  type: z.enum(socialTypes),
  channel_url: httpsUrl(300),
  username: text({ min: 1, max: 100 }),
  followers: int({ min: 0 }).default(0),
});

/** `POST worker/worker_skills` (and achievements, socials): the whole list, replacing the one stored. */
export const workerSkillsBody = z.object({ skills: z.array(workerSkill).max(jobProfileLimits.itemsMax) });
export const workerAchievementsBody = z.object({
  achievements: z.array(workerAchievement).max(jobProfileLimits.itemsMax),
});
export const workerSocialsBody = z.object({ socials: z.array(workerSocial).max(jobProfileLimits.itemsMax) });

// Replies are plain shapes (no text() rewriting), so their serializers compile.
const storedSkill = z.object({
  id: z.string(),
  name: z.string(),
  experience_years: z.number().int(),
  level: z.enum(skillLevels),
  category_id: z.string().nullable(),
});
const storedAchievement = z.object({ id: z.string(), title: z.string(), detail: z.string() });
const storedSocial = z.object({
  id: z.string(),
  type: z.enum(socialTypes),
  channel_url: z.string(),
  username: z.string(),
  followers: z.number().int(),
});
export const workerSkillsAnswer = okEnvelope(z.array(storedSkill));
export const workerAchievementsAnswer = okEnvelope(z.array(storedAchievement));
export const workerSocialsAnswer = okEnvelope(z.array(storedSocial));

/** What a profile still lacks for the completeness meter, by the field's name. */
export const profileParts = [
  "name",
  "avatar",
  "catch_phrase",
  "description",
  "address",
  "hourly_pay",
  "languages",
  "skills",
  "socials",
  "achievements",
] as const;
export type ProfilePart = (typeof profileParts)[number];

/** A worker's or client's profile as the spec lists it (section 3, job worker profile). */
export const jobProfile = z.object({
  id: z.string(),
  user_type: z.union([z.literal(0), z.literal(1)]),
  profile_type: z.enum(jobProfileTypes),
  /** False until the profile is set up; the flash-profile guard treats false as no profile. */
  status: z.boolean(),
  name: z.string(),
  avatar: z.string().nullable(),
  rank: z.number().int(),
  /** The mean of the reviews' ratings, one decimal; null before the first review. */
  rate: z.number().nullable(),
  review_count: z.number().int(),
  created_at: z.string(),
  language_codes: z.array(z.string()),
  account_type: z.enum(accountTypes),
  hourly_pay: z.number().int(),
  skill_overview: z.string(),
  catch_phrase: z.string(),
  description: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  list_exprerience_years: z.number().int(),
  company: z
    .object({
      name: z.string(),
      employees: z.number().int(),
      address: z.string().nullable(),
      website: z.string().nullable(),
    })
    .nullable(),
  skills: z.array(storedSkill),
  skill_ids: z.array(z.string()),
  socials: z.array(storedSocial),
  achievements: z.array(storedAchievement),
  verified: z.object({ id_document: z.boolean(), phone: z.boolean() }),
  /** Portfolio items, newest first, each with its public images. */
  portfolio: z.array(portfolioItem),
  /** The video resume, or null. */
  video: workerVideo.nullable(),
  /** The business card's choices (the defaults until the owner saves some). */
  business_card: businessCard,
  /** The owner's own view only: how complete the profile is (0 to 100) and what it lacks. */
  completeness: z.object({ percent: z.number().int(), missing: z.array(z.enum(profileParts)) }).nullable(),
});
export type JobProfile = z.infer<typeof jobProfile>;

/** `GET common/profileDetail?userType=&id=`: one's own profile without `id`, anybody's public one with it. */
export const profileDetailQuery = z.object({
  userType: queryInt({ min: 0, max: 1 }).default(0),
  id: z.uuid().optional(),
});
export const profileDetailAnswer = okEnvelope(jobProfile);

/** `GET public/categories?locale=`: the categories a job or a skill belongs to, named in the locale. */
export const categoriesQuery = z.object({ locale: z.enum(["en", "vi", "id"]).default("en") });
export const jobCategory = z.object({ id: z.string(), parent_id: z.string().nullable(), name: z.string() });
export const categoriesAnswer = okEnvelope(z.array(jobCategory));

/** A review of a worker (or a client) after a job. */
export const jobReview = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  reviewer: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
  created_at: z.string(),
});
export const reviewsQuery = z.object({
  page: queryInt({ min: 1, max: 10_000 }).default(1),
  limit: queryInt({ min: 1, max: 50 }).default(10),
});
export const reviewsAnswer = pagedEnvelope(jobReview);
export const reviewAnswer = okEnvelope(jobReview);
