/**
 * The rules of support requests as plain values (no schemas), kept apart from support.ts so the help
 * page's contact form can show its topics and limits without loading zod.
 */
export const supportTopics = ["account", "points", "redeem", "surveys", "other"] as const;
export type SupportTopic = (typeof supportTopics)[number];

export const supportMessageLimits = { min: 10, max: 4000 } as const;
