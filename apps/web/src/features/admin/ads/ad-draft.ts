import type { AdminAdvertisement, adLocales, adMarkets } from "@rewards/contracts";

/** Types whose popup leads to one thing the ad names by id: a job (2) or a survey (3). */
export const typesWithId = [2, 3];
/** The type whose popup opens an external link. */
export const linkType = 5;

/**
 * The editor's form: the inputs' own values (numbers and times as typed, '' for "everyone"). Its
 * paths are `advertisementInput`'s, so each issue of the schema lands on the field it names.
 */
export type AdDraft = {
  title: string;
  image_url: string;
  type_advertisement: string;
  related_id: string;
  link_to: string;
  country: "" | (typeof adMarkets)[number];
  locale: "" | (typeof adLocales)[number];
  starts_at: string;
  ends_at: string;
  step: string;
  active: boolean;
};

const pad = (value: number) => String(value).padStart(2, "0");

/** `YYYY-MM-DDTHH:mm` in the console's zone, as a datetime-local box holds it. */
export function localInput(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

export function newAdDraft(now = new Date()): AdDraft {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return {
    title: "",
    image_url: "",
    type_advertisement: "0",
    related_id: "",
    link_to: "",
    country: "",
    locale: "",
    starts_at: localInput(start),
    ends_at: localInput(new Date(start.getTime() + 7 * 24 * 3_600_000)),
    step: "24",
    active: true,
  };
}

export function adDraftOf(ad: AdminAdvertisement): AdDraft {
  return {
    title: ad.title,
    image_url: ad.image_url,
    type_advertisement: String(ad.type_advertisement),
    related_id: ad.related_id ?? "",
    link_to: ad.link_to ?? "",
    country: ad.country ?? "",
    locale: ad.locale ?? "",
    starts_at: localInput(new Date(ad.starts_at)),
    ends_at: localInput(new Date(ad.ends_at)),
    step: String(ad.step),
    active: ad.active,
  };
}

const numberOf = (typed: string) => (typed.trim() === "" ? undefined : Number(typed));
const instantOf = (local: string) => {
  const time = local ? new Date(local).getTime() : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/**
 * The form as `POST|PUT /api/admin/advertisements` take it: the id only for a job or a survey, the
 * link only for a link ad, a time typed in the console's zone as an instant.
 */
export function adInputOf(draft: AdDraft) {
  const type = numberOf(draft.type_advertisement);
  return {
    title: draft.title,
    image_url: draft.image_url,
    type_advertisement: type,
    related_id: type !== undefined && typesWithId.includes(type) ? draft.related_id.trim() || null : null,
    link_to: type === linkType ? draft.link_to.trim() || null : null,
    country: draft.country || null,
    locale: draft.locale || null,
    starts_at: instantOf(draft.starts_at),
    ends_at: instantOf(draft.ends_at),
    step: numberOf(draft.step),
    active: draft.active,
  };
}

/** Where an ad stands for members now: off, waiting for its start, shown, or over. */
export function adStatus(ad: Pick<AdminAdvertisement, "active" | "starts_at" | "ends_at">, now: Date) {
  if (!ad.active) return "off" as const;
  if (now < new Date(ad.starts_at)) return "scheduled" as const;
  return now < new Date(ad.ends_at) ? ("live" as const) : ("ended" as const);
}
export const adStatuses = ["live", "scheduled", "ended", "off"] as const;
