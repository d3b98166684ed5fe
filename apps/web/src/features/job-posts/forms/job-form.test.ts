import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { provideRequestScope } from "../../../lib/request-scope";
import { jobForm } from "./job-form";
import { jobBodyOf, jobFormDefaults, localMoment, reasonProblem, reviewProblem } from "./job-values";

const now = Date.parse("2026-11-27T10:00:00Z");
const valid = { ...jobFormDefaults(null), title: "Design a menu", fee: "25,000" };

function problems(input: object, locale = "en") {
  const result = jobForm(locale, () => now).safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the job post form", () => {
  it("takes a plain online job and sends empty fields as null", () => {
    const result = jobForm("en", () => now).parse(valid);
    expect(jobBodyOf(result)).toMatchObject({
      title: "Design a menu",
      fee: 25_000,
      job_type: "online",
      category_id: null,
      deadline: null,
      lat: null,
      workers_needed: 1,
    });
  });

  it("names the field of each problem, with the spec's fee minimum", () => {
    expect(problems({ fee: "9999" })).toEqual({ fee: "feeMin" });
    expect(problems({ fee: "" })).toEqual({ fee: "required" });
    expect(problems({ fee: "ten" })).toEqual({ fee: "wholeNumber" });
    expect(problems({ fee: "1000000000" })).toEqual({ fee: "feeMax" });
    expect(problems({ title: "  " })).toEqual({ title: "required" });
    expect(problems({ workers_needed: "0" })).toEqual({ workers_needed: "workers" });
    expect(problems({ title: "a\u0000b" })).toEqual({ title: "invalid" });
  });

  it("reads the fee the member's way", () => {
    expect(problems({ fee: "10.000" }, "vi")).toEqual({});
    expect(problems({ fee: "10.000" }, "en")).toEqual({ fee: "wholeNumber" });
  });

  it("asks an onsite job for its address, a future deadline and dates in order", () => {
    expect(problems({ job_type: "onsite" })).toEqual({ address: "addressRequired" });
    // Shown together with a field's own problem, not after it is fixed.
    expect(problems({ job_type: "onsite", fee: "5" })).toEqual({ address: "addressRequired", fee: "feeMin" });
    expect(problems({ deadline: "2026-11-26T10:00" })).toEqual({ deadline: "deadlinePast" });
    expect(problems({ start_date: "2026-12-05", end_date: "2026-12-01" })).toEqual({ end_date: "endBeforeStart" });
  });

  it("sends the position only with an onsite job", () => {
    const onsite = jobForm("en", () => now).parse({
      ...valid,
      job_type: "onsite",
      address: "Jl. Braga 10, Bandung",
      position: { lat: -6.9, lng: 107.6 },
    });
    expect(jobBodyOf(onsite)).toMatchObject({ address: "Jl. Braga 10, Bandung", lat: -6.9, lng: 107.6 });
    const online = jobForm("en", () => now).parse({ ...valid, address: "x", position: { lat: 1, lng: 2 } });
    expect(jobBodyOf(online)).toMatchObject({ address: "", lat: null, lng: null });
  });
});

describe("a saved job's deadline in the form", () => {
  afterEach(() => provideRequestScope(() => undefined));

  it("is the reader's own time, also when the server draws the form", () => {
    provideRequestScope(() => ({
      cookie: (name) => (name === "tz" ? "Asia/Jakarta" : null),
      fetch,
      queryClient: new QueryClient(),
      locale: "id",
      forgetSession: () => {},
      sessionEnded: () => {},
      leaveToApp: () => {},
    }));
    expect(localMoment("2026-03-12T18:05:00Z")).toBe("2026-03-13T01:05");
    expect(localMoment(null)).toBe("");
  });
});

describe("the review and the cancellation", () => {
  it("needs a rating and 10 to 2000 characters", () => {
    expect(reviewProblem(0, "Great work, on time.")).toBe("rate");
    expect(reviewProblem(5, "Too short")).toBe("length");
    expect(reviewProblem(5, "x".repeat(2001))).toBe("length");
    expect(reviewProblem(4, "Great work, on time.")).toBeNull();
  });

  it("needs a reason of 10 to 2000 characters", () => {
    expect(reasonProblem("   short  ")).toBe("reason");
    expect(reasonProblem("The worker never answered.")).toBeNull();
  });
});
