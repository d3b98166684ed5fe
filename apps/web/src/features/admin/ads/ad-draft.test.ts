import { type AdminAdvertisement, advertisementInput } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { adDraftOf, adInputOf, adStatus, newAdDraft } from "./ad-draft";

const survey: AdminAdvertisement = {
  id: "0195f0c8-7a55-7000-8000-000000000009",
  title: "New survey",
  image_url: "/images/survey.png",
  type_advertisement: 3,
  related_id: "survey-42",
  link_to: null,
  country: "vi",
  locale: null,
  starts_at: "2026-03-01T02:00:00.000Z",
  ends_at: "2026-03-08T02:00:00.000Z",
  step: 12,
  active: true,
  views: 10,
  clicks: 2,
};

/** The fields the schema refuses, each once. */
const issuesOf = (input: unknown) => [
  ...new Set((advertisementInput.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join("."))),
];

describe("the advertisement editor's draft", () => {
  it("saves an ad as it was read, its times the same instants", () => {
    const input = advertisementInput.parse(adInputOf(adDraftOf(survey)));
    expect(input).toEqual({
      title: "New survey",
      image_url: "/images/survey.png",
      type_advertisement: 3,
      related_id: "survey-42",
      link_to: null,
      country: "vi",
      locale: null,
      starts_at: survey.starts_at,
      ends_at: survey.ends_at,
      step: 12,
      active: true,
    });
  });

  it("keeps the id only for a job or a survey and the link only for a link ad", () => {
    const draft = { ...adDraftOf(survey), link_to: "https://example.com" };
    expect(adInputOf({ ...draft, type_advertisement: "1" })).toMatchObject({ related_id: null, link_to: null });
    expect(adInputOf({ ...draft, type_advertisement: "5" })).toMatchObject({
      related_id: null,
      link_to: "https://example.com",
    });
  });

  it("lets the schema name what a new ad is missing", () => {
    const draft = { ...newAdDraft(new Date("2026-03-01T08:30:00Z")), type_advertisement: "5" };
    expect(issuesOf(adInputOf(draft))).toEqual(["title", "image_url", "link_to"]);
    const written = { ...draft, title: "Visit us", image_url: "https://example.com/a.png" };
    expect(issuesOf(adInputOf(written))).toEqual(["link_to"]);
    expect(issuesOf(adInputOf({ ...written, link_to: "https://example.com", ends_at: draft.starts_at }))).toEqual([
      "ends_at",
    ]);
  });

  it("tells a live ad from a scheduled, an ended and a switched-off one", () => {
    expect(adStatus(survey, new Date("2026-03-02T00:00:00Z"))).toBe("live");
    expect(adStatus(survey, new Date("2026-02-28T00:00:00Z"))).toBe("scheduled");
    expect(adStatus(survey, new Date("2026-03-09T00:00:00Z"))).toBe("ended");
    expect(adStatus({ ...survey, active: false }, new Date("2026-03-02T00:00:00Z"))).toBe("off");
  });
});
