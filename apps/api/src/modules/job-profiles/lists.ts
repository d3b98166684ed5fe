import {
  errorCodes,
  jobProfileMessages,
  type workerAchievement,
  type workerSkill,
  type workerSocial,
} from "@rewards/contracts";
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { AppError } from "../../http/app-error.js";
import { newId } from "../../lib/ids.js";
import { jobCategories, jobWorkerAchievements, jobWorkerSkills, jobWorkerSocials } from "./tables.js";

/**
 * The skills, achievements and socials tabs each save their whole list at once (the spec's POST
 * sends the list): the stored one is replaced in one transaction, so a failed save leaves the old
 * list whole.
 */
export async function replaceSkills(db: Db, profileId: string, skills: z.infer<typeof workerSkill>[]) {
  const categoryIds = [...new Set(skills.flatMap((skill) => (skill.category_id ? [skill.category_id] : [])))];
  return db.transaction(async (tx) => {
    if (categoryIds.length > 0) {
      const known = await tx
        .select({ id: jobCategories.id })
        .from(jobCategories)
        .where(inArray(jobCategories.id, categoryIds));
      if (known.length !== categoryIds.length) {
        throw new AppError(400, errorCodes.validationFailed, jobProfileMessages.listFailed, "category_id");
      }
    }
    await tx.delete(jobWorkerSkills).where(eq(jobWorkerSkills.profileId, profileId));
    if (skills.length === 0) return [];
    return tx
      .insert(jobWorkerSkills)
      .values(
        skills.map((skill, position) => ({
          id: newId(),
          profileId,
          position,
          name: skill.name,
          experienceYears: skill.experience_years,
          level: skill.level,
          categoryId: skill.category_id,
        })),
      )
      .returning();
  });
}

export async function replaceAchievements(db: Db, profileId: string, items: z.infer<typeof workerAchievement>[]) {
  return db.transaction(async (tx) => {
    await tx.delete(jobWorkerAchievements).where(eq(jobWorkerAchievements.profileId, profileId));
    if (items.length === 0) return [];
    return tx
      .insert(jobWorkerAchievements)
      .values(
        items.map((item, position) => ({ id: newId(), profileId, position, title: item.title, detail: item.detail })),
      )
      .returning();
  });
}

export async function replaceSocials(db: Db, profileId: string, items: z.infer<typeof workerSocial>[]) {
  return db.transaction(async (tx) => {
    await tx.delete(jobWorkerSocials).where(eq(jobWorkerSocials.profileId, profileId));
    if (items.length === 0) return [];
    return tx
      .insert(jobWorkerSocials)
      .values(
        items.map((item, position) => ({
          id: newId(),
          profileId,
          position,
          type: item.type,
          channelUrl: item.channel_url,
          username: item.username,
          followers: item.followers,
        })),
      )
      .returning();
  });
}
