import { errorCodes, type JobProfile, jobProfileMessages, type WorkerProfileBody } from "@rewards/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { recordActivity } from "../activity/index.js";
import { avatarUrl } from "../profile/index.js";
import { type User, users } from "../users/index.js";
import { portfolioOf } from "./portfolio.js";
import { type ProfileLists, presentProfile } from "./present.js";
import {
  type JobProfileRow,
  jobProfiles,
  jobReviews,
  jobWorkerAchievements,
  jobWorkerSkills,
  jobWorkerSocials,
} from "./tables.js";

export type UserType = 0 | 1;

export const noProfile = () => new AppError(404, errorCodes.notFound, jobProfileMessages.noProfile);

/** A member's own profile of one user type, or null. */
export async function profileOf(db: DbOrTx, userId: string, userType: UserType): Promise<JobProfileRow | null> {
  const [row] = await db
    .select()
    .from(jobProfiles)
    .where(and(eq(jobProfiles.userId, userId), eq(jobProfiles.userType, userType)));
  return row ?? null;
}

/** A profile's skills, achievements and socials, in the order the member saved them. */
export async function listsOf(db: DbOrTx, profileId: string): Promise<ProfileLists> {
  const [skills, achievements, socials] = await readTogether(db, [
    () =>
      db
        .select()
        .from(jobWorkerSkills)
        .where(eq(jobWorkerSkills.profileId, profileId))
        .orderBy(asc(jobWorkerSkills.position)),
    () =>
      db
        .select()
        .from(jobWorkerAchievements)
        .where(eq(jobWorkerAchievements.profileId, profileId))
        .orderBy(asc(jobWorkerAchievements.position)),
    () =>
      db
        .select()
        .from(jobWorkerSocials)
        .where(eq(jobWorkerSocials.profileId, profileId))
        .orderBy(asc(jobWorkerSocials.position)),
  ]);
  return {
    skills: skills.map((skill) => ({
      id: skill.id,
      name: skill.name,
      experience_years: skill.experienceYears,
      level: skill.level,
      category_id: skill.categoryId,
    })),
    achievements: achievements.map((item) => ({ id: item.id, title: item.title, detail: item.detail })),
    socials: socials.map((item) => ({
      id: item.id,
      type: item.type,
      channel_url: item.channelUrl,
      username: item.username,
      followers: item.followers,
    })),
  };
}

/** The mean rating (one decimal, computed in the database) and the number of reviews. */
async function ratingOf(db: DbOrTx, profileId: string): Promise<{ rate: number | null; reviewCount: number }> {
  const [row] = await db
    .select({
      rate: sql<string | null>`round(avg(${jobReviews.rating}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(jobReviews)
    .where(eq(jobReviews.profileId, profileId));
  return {
    rate: row?.rate === null || row?.rate === undefined ? null : Number(row.rate),
    reviewCount: row?.count ?? 0,
  };
}

/** A profile as the wire shows it, to its owner (with the completeness meter) or to anyone else. */
export async function presentedProfile(db: Db, row: JobProfileRow, view: "owner" | "public"): Promise<JobProfile> {
  const [lists, rating, portfolio, [owner]] = await readTogether(db, [
    () => listsOf(db, row.id),
    () => ratingOf(db, row.id),
    () => portfolioOf(db, row.id),
    () =>
      db
        .select({ avatarKey: users.avatarKey, phoneConfirmedAt: users.phoneConfirmedAt })
        .from(users)
        .where(eq(users.id, row.userId)),
  ]);
  return presentProfile(
    row,
    lists,
    {
      ...rating,
      phoneVerified: Boolean(owner?.phoneConfirmedAt),
      avatar: owner ? avatarUrl(owner) : null,
      portfolio,
    },
    view,
  );
}

/** Anybody's profile by its id, for the public profile page; null when there is none of that type. */
export async function profileById(db: DbOrTx, id: string, userType: UserType): Promise<JobProfileRow | null> {
  const [row] = await db
    .select()
    .from(jobProfiles)
    .where(and(eq(jobProfiles.id, id), eq(jobProfiles.userType, userType)));
  return row ?? null;
}

function columnsOf(body: WorkerProfileBody): Partial<typeof jobProfiles.$inferInsert> {
  const company = body.account_type === "individual" ? null : body.company;
  return {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.account_type !== undefined && { accountType: body.account_type }),
    ...(company !== undefined && {
      companyName: company?.name ?? null,
      companyEmployees: company?.employees ?? 1,
      companyAddress: company?.address ?? null,
      companyWebsite: company?.website ?? null,
    }),
    ...(body.hourly_pay !== undefined && { hourlyPayCents: body.hourly_pay }),
    ...(body.catch_phrase !== undefined && { catchPhrase: body.catch_phrase }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.language_codes !== undefined && { languageCodes: [...new Set(body.language_codes)] }),
    ...(body.address !== undefined && { address: body.address }),
    ...(body.lat !== undefined && { lat: body.lat, lng: body.lng ?? null }),
    ...(body.experience_years !== undefined && { experienceYears: body.experience_years }),
    ...(body.profile_type !== undefined && { profileType: body.profile_type }),
  };
}

/**
 * `PUT worker/workers/1`: creates the member's profile of that user type on the first save (its
 * name is required then) and changes what is sent afterwards. The first save of a worker profile is
 * an activity event, so job missions can count it.
 */
export async function saveProfile(
  db: Db,
  user: User,
  userType: UserType,
  body: WorkerProfileBody,
  defaultType: JobProfileRow["profileType"],
): Promise<JobProfileRow> {
  return db.transaction(async (tx: Tx) => {
    const columns = columnsOf(body);
    const [updated] = await tx
      .update(jobProfiles)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(jobProfiles.userId, user.id), eq(jobProfiles.userType, userType)))
      .returning();
    if (updated) return updated;
    if (!body.name) throw new AppError(400, errorCodes.validationFailed, jobProfileMessages.checkInformation, "name");
    const [created] = await tx
      .insert(jobProfiles)
      .values({ id: newId(), userId: user.id, userType, profileType: defaultType, name: body.name, ...columns })
      .onConflictDoNothing()
      .returning();
    // Two first saves at once: the other one created it, so this one is an update after all.
    if (!created) {
      const [again] = await tx
        .update(jobProfiles)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(eq(jobProfiles.userId, user.id), eq(jobProfiles.userType, userType)))
        .returning();
      if (!again) throw noProfile();
      return again;
    }
    if (userType === 0) {
      await recordActivity(tx, {
        userId: user.id,
        kind: "worker_profile_created",
        cause: created.id,
        detail: { profile_type: created.profileType },
      });
    }
    return created;
  });
}
