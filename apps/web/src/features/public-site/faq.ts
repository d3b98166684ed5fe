/**
 * The help page's questions, in reading order: getting started, points, the ways to earn, and
 * leaving last. Each key has a question and an answer under faq.<key> in the catalogs.
 */
export const faqTopics = [
  "account",
  "verification",
  "points",
  "expiry",
  "redeem",
  "surveys",
  "missions",
  "bingo",
  "invite",
  "jobs",
  "shops",
  "deleteAccount",
] as const;
