import { describe, expect, it } from "vitest";
import { isMinorBirthDay } from "./birthday";
import { profileChanges } from "./profile-fields";
import { completeProfileForm } from "./profile-form";

const filled = {
  name: "Dewi",
  last_name: "Muda",
  country_code: "+62",
  phone_number: "81234567890",
  guardian_consent: false,
};

describe("a member under 18 at the first profile step", () => {
  it("is under 18 until the 18th birthday", () => {
    expect(isMinorBirthDay("2008-11-24", "2026-11-23")).toBe(true);
    expect(isMinorBirthDay("2008-11-23", "2026-11-23")).toBe(false);
    expect(isMinorBirthDay("", "2026-11-23")).toBe(false);
  });

  it("cannot go on without a guardian's consent; an adult is not asked", () => {
    const minor = completeProfileForm.safeParse({ ...filled, birth_day: "2015-06-01" });
    expect(minor.success).toBe(false);
    expect(minor.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([
      "guardian_consent",
      "guardianConsent",
    ]);
    expect(completeProfileForm.safeParse({ ...filled, birth_day: "2015-06-01", guardian_consent: true }).success).toBe(
      true,
    );
    expect(completeProfileForm.safeParse({ ...filled, birth_day: "1990-06-01" }).success).toBe(true);
  });

  it("sends the consent only for a member under 18 who gave it", () => {
    const base = { ...filled, country_code: "+62" as const };
    expect(profileChanges({ ...base, birth_day: "2015-06-01", guardian_consent: true })).toMatchObject({
      guardian_consent: true,
    });
    expect(profileChanges({ ...base, birth_day: "1990-06-01", guardian_consent: true })).not.toHaveProperty(
      "guardian_consent",
    );
  });
});
