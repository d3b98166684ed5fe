import type { StaffCampaign, StaffCampaignBody } from "@rewards/contracts";

/** The campaign form's fields as the inputs hold them (text). */
export type CampaignDraft = {
  title: string;
  reward: string;
  description: string;
  stars_required: string;
  starts_at: string;
  ends_at: string;
  stock_total: string;
  per_member_limit: string;
  coupon_valid_days: string;
  state: "draft" | "active" | "paused";
};

export type DraftErrors = Partial<Record<keyof CampaignDraft, string>>;

const pad = (value: number) => String(value).padStart(2, "0");
/** A `datetime-local` input's value for an instant, in this device's time zone. */
export function toLocalInput(instant: string | Date): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function emptyDraft(now = new Date()): CampaignDraft {
  return {
    title: "",
    reward: "",
    description: "",
    stars_required: "5",
    starts_at: toLocalInput(now),
    ends_at: "",
    stock_total: "",
    per_member_limit: "1",
    coupon_valid_days: "30",
    state: "active",
  };
}

export function draftOf(campaign: StaffCampaign): CampaignDraft {
  return {
    title: campaign.title,
    reward: campaign.reward,
    description: campaign.description,
    stars_required: String(campaign.stars_required),
    starts_at: toLocalInput(campaign.starts_at),
    ends_at: campaign.ends_at ? toLocalInput(campaign.ends_at) : "",
    stock_total: campaign.stock_total === null ? "" : String(campaign.stock_total),
    per_member_limit: String(campaign.per_member_limit),
    coupon_valid_days: String(campaign.coupon_valid_days),
    state: campaign.state,
  };
}

const whole = (value: string, min: number, max: number) => {
  if (!/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/**
 * Checks the draft (the contract's limits) and gives the body, or the errors by field (catalog
 * keys under `campaigns.errors`). An empty stock means unlimited, an empty end means no end.
 */
export function readDraft(draft: CampaignDraft): { body: StaffCampaignBody } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  const reward = draft.reward.trim();
  if (!title) errors.title = "required";
  else if (title.length > 120) errors.title = "tooLong";
  if (!reward) errors.reward = "required";
  else if (reward.length > 200) errors.reward = "tooLong";
  if (draft.description.length > 2000) errors.description = "tooLong";
  const stars = whole(draft.stars_required, 1, 1000);
  if (stars === null) errors.stars_required = "stars";
  const perMember = whole(draft.per_member_limit, 1, 100);
  if (perMember === null) errors.per_member_limit = "perMember";
  const validDays = whole(draft.coupon_valid_days, 1, 365);
  if (validDays === null) errors.coupon_valid_days = "validDays";
  const stock = draft.stock_total.trim() === "" ? null : whole(draft.stock_total, 0, 1_000_000);
  if (draft.stock_total.trim() !== "" && stock === null) errors.stock_total = "stock";
  const starts = Date.parse(draft.starts_at);
  if (Number.isNaN(starts)) errors.starts_at = "required";
  const ends = draft.ends_at ? Date.parse(draft.ends_at) : null;
  if (ends !== null && (Number.isNaN(ends) || (!Number.isNaN(starts) && ends <= starts)))
    errors.ends_at = "endBeforeStart";
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      title,
      reward,
      description: draft.description.trim(),
      stars_required: stars as number,
      starts_at: new Date(starts).toISOString(),
      ends_at: ends === null ? null : new Date(ends).toISOString(),
      stock_total: stock,
      per_member_limit: perMember as number,
      coupon_valid_days: validDays as number,
      state: draft.state,
    },
  };
}
