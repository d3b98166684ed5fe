/** Where a campaign stands: its week not begun anywhere yet, being played, or over with its seed revealed. */
export const campaignStatuses = ["upcoming", "open", "closed"] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

const hour = 3_600_000;
const day = 24 * hour;

/**
 * As the API decides it: a week opens when Monday begins in the first zone (UTC+14, Sunday 10:00
 * UTC) and is over once its seed is revealed (Monday 12:00 UTC after it, when it has ended everywhere).
 */
export function campaignStatus(
  campaign: { week_start: string; server_seed: string | null },
  now: Date,
): CampaignStatus {
  if (campaign.server_seed !== null) return "closed";
  const opens = Date.parse(`${campaign.week_start}T00:00:00Z`) - 14 * hour;
  return now.getTime() >= opens ? "open" : "upcoming";
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Sunday that ends a week starting on `monday` (`YYYY-MM-DD`). */
export const weekEnd = (monday: string): string => dayOf(Date.parse(`${monday}T00:00:00Z`) + 6 * day);

/** This week's Monday, on the calendar of the console's own zone, and the `count - 1` after it. */
export function mondaysFrom(now: Date, count: number): string[] {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * day;
  return Array.from({ length: count }, (_, week) => dayOf(monday + week * 7 * day));
}
