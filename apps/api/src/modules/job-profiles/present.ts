import type { JobProfile, PortfolioItem, ProfilePart } from "@rewards/contracts";
import { businessCardOf, videoOf } from "./showcase.js";
import type { JobProfileRow } from "./tables.js";

export type ProfileLists = {
  skills: JobProfile["skills"];
  achievements: JobProfile["achievements"];
  socials: JobProfile["socials"];
};

export type ProfileFigures = {
  rate: number | null;
  reviewCount: number;
  phoneVerified: boolean;
  avatar: string | null;
  portfolio: PortfolioItem[];
};

/**
 * What the completeness meter counts, each part worth the same: a profile a client would trust has
 * all of them. Answers the percentage and the parts still missing, in the meter's order.
 */
export function completenessOf(row: JobProfileRow, lists: ProfileLists, avatar: string | null) {
  const present: Record<ProfilePart, boolean> = {
    name: row.name.length > 0,
    avatar: avatar !== null,
    catch_phrase: row.catchPhrase.length > 0,
    description: row.description.length > 0,
    address: row.address.length > 0 && row.lat !== null,
    hourly_pay: row.hourlyPayCents > 0,
    languages: row.languageCodes.length > 0,
    skills: lists.skills.length > 0,
    socials: lists.socials.length > 0,
    achievements: lists.achievements.length > 0,
  };
  const parts = Object.keys(present) as ProfilePart[];
  const missing = parts.filter((part) => !present[part]);
  return { percent: Math.round(((parts.length - missing.length) / parts.length) * 100), missing };
}

/**
 * A profile on the wire. Another member sees the public view: no completeness meter, and nothing
 * that is not on a public profile anyway (the ID document never leaves its own table).
 */
export function presentProfile(
  row: JobProfileRow,
  lists: ProfileLists,
  figures: ProfileFigures,
  view: "owner" | "public",
): JobProfile {
  return {
    id: row.id,
    user_type: row.userType === 1 ? 1 : 0,
    profile_type: row.profileType,
    status: row.name.length > 0,
    name: row.name,
    avatar: figures.avatar,
    rank: row.rank,
    rate: figures.rate,
    review_count: figures.reviewCount,
    created_at: row.createdAt.toISOString(),
    language_codes: row.languageCodes,
    account_type: row.accountType,
    hourly_pay: row.hourlyPayCents,
    skill_overview: lists.skills.map((skill) => skill.name).join(", "),
    catch_phrase: row.catchPhrase,
    description: row.description,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    list_exprerience_years: row.experienceYears,
    company:
      row.accountType === "company" && row.companyName
        ? {
            name: row.companyName,
            employees: row.companyEmployees,
            address: row.companyAddress,
            website: row.companyWebsite,
          }
        : null,
    skills: lists.skills,
    skill_ids: lists.skills.map((skill) => skill.id),
    socials: lists.socials,
    achievements: lists.achievements,
    verified: { id_document: row.idVerified, phone: figures.phoneVerified },
    portfolio: figures.portfolio,
    video: videoOf(row),
    business_card: businessCardOf(row),
    completeness: view === "owner" ? completenessOf(row, lists, figures.avatar) : null,
  };
}
