/**
 * The kinds of job (spec: online or onsite; social for the social profile type). A module of its
 * own, without zod, so a screen that only lists the kinds does not load the schemas.
 */
export const jobTypes = ["online", "onsite", "social"] as const;
export type JobType = (typeof jobTypes)[number];
