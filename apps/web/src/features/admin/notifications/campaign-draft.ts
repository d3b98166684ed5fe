import {
  type MemberLocale,
  markets,
  memberLocales,
  type NotificationCampaignRequest,
  type NotificationCampaignRequestInput,
  type NotificationSegment,
  notificationCampaignRequest,
  notificationSegment,
} from "@rewards/contracts";
import type { TFunction } from "i18next";
import type { Resolver } from "react-hook-form";
import { schemaResolver } from "../components/schema-form";

/** The composer's form as typed: copy per language, numbers as text, the time as a datetime-local holds it. */
export type CampaignDraft = {
  title: Record<MemberLocale, string>;
  body: Record<MemberLocale, string>;
  markets: string[];
  min_level: string;
  max_level: string;
  active_within_days: string;
  min_age: string;
  max_age: string;
  link: string;
  when: "now" | "later";
  send_at: string;
};

export const segmentFields = ["markets", "min_level", "max_level", "active_within_days", "min_age", "max_age"] as const;

const everyLocale = (value: string) =>
  Object.fromEntries(memberLocales.map((locale) => [locale, value])) as Record<MemberLocale, string>;

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input holds it. */
export function localDateTime(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function newCampaignDraft(now = new Date()): CampaignDraft {
  return {
    title: everyLocale(""),
    body: everyLocale(""),
    markets: [...markets],
    min_level: "",
    max_level: "",
    active_within_days: "",
    min_age: "",
    max_age: "",
    link: "",
    when: "now",
    // An hour from now, on the minute: a starting point for a scheduled send.
    send_at: localDateTime(new Date(Math.ceil((now.getTime() + 60 * 60_000) / 60_000) * 60_000)),
  };
}

/** An empty box is no bound; anything else goes to the schema as a number (NaN is refused there). */
const bound = (value: string) => (value.trim() === "" ? null : Number(value));

export function segmentInputOf(draft: Pick<CampaignDraft, (typeof segmentFields)[number]>) {
  return {
    markets: draft.markets,
    min_level: bound(draft.min_level),
    max_level: bound(draft.max_level),
    active_within_days: bound(draft.active_within_days),
    min_age: bound(draft.min_age),
    max_age: bound(draft.max_age),
  };
}

/** The segment when it is one the server takes, else null (no count is asked for a half-typed one). */
export function validSegment(draft: Pick<CampaignDraft, (typeof segmentFields)[number]>): NotificationSegment | null {
  const parsed = notificationSegment.safeParse(segmentInputOf(draft));
  return parsed.success ? parsed.data : null;
}

function sendAtOf(draft: CampaignDraft): string | null {
  if (draft.when === "now") return null;
  const time = Date.parse(draft.send_at);
  // An empty or unreadable time is sent as it is, for the schema to name.
  return Number.isNaN(time) ? draft.send_at : new Date(time).toISOString();
}

export function requestOf(draft: CampaignDraft): NotificationCampaignRequestInput {
  return {
    title: draft.title,
    body: draft.body,
    segment: segmentInputOf(draft) as NotificationCampaignRequestInput["segment"],
    link: draft.link.trim() === "" ? null : draft.link.trim(),
    send_at: sendAtOf(draft),
  };
}

/** The request schema's own rules, with the composer's words for them. */
const campaignRules = {
  "Please choose a page of the app": "notifications.errors.link",
  "The minimum level is above the maximum.": "notifications.errors.minAboveMax",
  "The minimum age is above the maximum.": "notifications.errors.minAboveMax",
  "Please choose a time in the future": "notifications.errors.past",
  "Please choose a time within": "notifications.errors.tooFar",
};

/** The form field an issue belongs to: the segment's fields sit at the form's top level. */
export function fieldOf(path: readonly PropertyKey[]): string {
  const names = path.map(String);
  if (names[0] === "segment") return names[1] ?? "markets";
  return names.join(".");
}

/**
 * Checks the form with the shared `notificationCampaignRequest`, the schema the API parses the body
 * with, and hands the parsed request to the submit.
 */
export function campaignResolver(t: TFunction<"admin">): Resolver<CampaignDraft, unknown, NotificationCampaignRequest> {
  return schemaResolver(notificationCampaignRequest, requestOf, t, campaignRules, {
    fieldOf,
    words: { markets: "notifications.errors.markets", send_at: "notifications.errors.time" },
  });
}

/** The languages whose title or body has a problem, to mark their tabs. */
export function flaggedLocales(errors: { title?: unknown; body?: unknown }): MemberLocale[] {
  return memberLocales.filter((locale) =>
    [errors.title, errors.body].some(
      (group) => typeof group === "object" && group !== null && locale in (group as Record<string, unknown>),
    ),
  );
}

/** A campaign's copy in the console's language (English when the console is in another). */
export function inLanguage(copy: Record<MemberLocale, string>, language: string): string {
  return copy[memberLocales.find((locale) => locale === language) ?? "en"];
}
