import { describe, expect, it } from "vitest";
import {
  defaultJobSearch,
  defaultJobType,
  distanceLabel,
  jobSearchParams,
  paramsFromSearch,
  searchFromParams,
} from "./job-search";

describe("the job search", () => {
  it("asks for the spec's defaults: show_all and online", () => {
    expect(jobSearchParams(defaultJobSearch, 1, 20)).toBe("page=1&limit=20&job_type=online&show_all=true");
  });
  it("sends the place only for onsite jobs", () => {
    const place = { lat: -6.1754, lng: 106.8272 };
    const online = jobSearchParams({ ...defaultJobSearch, place, distance: 5000 }, 2, 20);
    expect(online).not.toContain("lat=");
    const onsite = new URLSearchParams(
      jobSearchParams({ ...defaultJobSearch, jobType: "onsite", place, distance: 5000, keyword: " pho " }, 2, 20),
    );
    expect(Object.fromEntries(onsite)).toMatchObject({
      page: "2",
      job_type: "onsite",
      keyword: "pho",
      lat: "-6.175400",
      long: "106.827200",
      distance: "5000",
    });
  });
  it("keeps the search in the address and back", () => {
    const { place: _place, ...search } = {
      ...defaultJobSearch,
      keyword: "kopi",
      jobType: "onsite" as const,
      showAll: false,
      distance: 10_000,
      feeMin: 10_000,
      feeMax: 90_000,
      categoryId: "design",
    };
    expect(searchFromParams(paramsFromSearch(search))).toEqual(search);
    expect(searchFromParams(new URLSearchParams("distance=123&fee_min=abc&type=x"))).toMatchObject({
      distance: null,
      feeMin: null,
      jobType: "online",
      showAll: true,
    });
  });
  it("writes distances for a card", () => {
    expect(distanceLabel(432, "en")).toBe("430 m");
    expect(distanceLabel(2345, "en")).toBe("2.3 km");
    expect(distanceLabel(2345, "vi")).toBe("2,3 km");
    expect(distanceLabel(23_456, "en")).toBe("23 km");
  });
});

describe("the job type a list starts with", () => {
  it("is online, or social for the social profile type, and the address keeps only a change from it", () => {
    expect(defaultJobType("flashjob")).toBe("online");
    expect(defaultJobType("social")).toBe("social");
    const social = { ...defaultJobSearch, jobType: "social" as const };
    expect(paramsFromSearch(social, "social").has("type")).toBe(false);
    expect(paramsFromSearch(social, "online").get("type")).toBe("social");
    expect(searchFromParams(new URLSearchParams(), "social").jobType).toBe("social");
    expect(searchFromParams(new URLSearchParams("type=online"), "social").jobType).toBe("online");
    expect(searchFromParams(new URLSearchParams("type=elsewhere"), "social").jobType).toBe("social");
  });
});
