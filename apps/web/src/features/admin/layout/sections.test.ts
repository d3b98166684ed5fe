import { describe, expect, it } from "vitest";
import { sectionAt } from "./sections";

describe("sectionAt", () => {
  it("finds the section of a list, a record and a second tab", () => {
    expect(sectionAt("/admin/members")?.key).toBe("members");
    expect(sectionAt("/admin/members/01a2-x")?.key).toBe("members");
    expect(sectionAt("/admin/surveys/new/")?.key).toBe("surveys");
  });

  it("keeps the dashboard to its own address", () => {
    expect(sectionAt("/admin")?.key).toBe("dashboard");
    expect(sectionAt("/admin/")?.key).toBe("dashboard");
    expect(sectionAt("/admin/nowhere")).toBeUndefined();
  });

  it("does not take a section for another that starts with its name", () => {
    expect(sectionAt("/admin/jobsite")).toBeUndefined();
  });
});
