import type { StaffCampaign } from "@rewards/contracts";

export type CampaignPhase = StaffCampaign["state"] | "scheduled" | "ended";

/**
 * What the console's list says of a campaign: its state, except that an active one whose end has
 * passed has ended and one whose start is ahead is scheduled (members see neither as running).
 */
export function campaignPhase(
  campaign: Pick<StaffCampaign, "state" | "starts_at" | "ends_at">,
  now: Date,
): CampaignPhase {
  if (campaign.ends_at !== null && Date.parse(campaign.ends_at) <= now.getTime()) return "ended";
  if (campaign.state === "active" && Date.parse(campaign.starts_at) > now.getTime()) return "scheduled";
  return campaign.state;
}
