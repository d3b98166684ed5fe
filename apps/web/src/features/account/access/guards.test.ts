import { type ProfileData, safeNextPath } from "@rewards/contracts";
import { describe, expect, it } from "vitest";
import { authGuardTarget, homeGuardTarget, type Session, sessionOf, setupStepOf, signInPath } from "./guards";

function profile(account: Partial<ProfileData["account"]>, info: Partial<ProfileData["basic_info"]> = {}): ProfileData {
  return {
    basic_info: {
      name: "Ana",
      last_name: "Putri",
      email: "ana@example.com",
      avatar: "/default-avatar.png",
      user_level: 1,
      birth_day: "1995-05-01",
      phone_number: "81234567890",
      guardian_consent_at: null,
      ...info,
    },
    staff: false,
    user_profile: { dob: "1995-05-01", country_code: "+62", user_id: "u1" },
    account: {
      user_id: "u1",
      email: "ana@example.com",
      email_confirmed: true,
      has_basic_info: true,
      phone_confirmed: true,
      country_code: "+62",
      locale: "id",
      ...account,
    },
  };
}

describe("the session the loggedIn cookie tells", () => {
  it("is a visitor without the cookie, unconfirmed with false, a member only with true", () => {
    expect(sessionOf(null)).toBe("visitor");
    expect(sessionOf("false")).toBe("unconfirmed");
    expect(sessionOf("")).toBe("unconfirmed");
    expect(sessionOf("true")).toBe("member");
  });
});

describe("the auth guard", () => {
  it("sends a visitor to sign in, asking to come back to the page with its query", () => {
    expect(authGuardTarget("visitor", "/home/shop-home?tab=2")).toBe("/sign-in?next=%2Fhome%2Fshop-home%3Ftab%3D2");
  });

  it("lets any session through, confirmed or not", () => {
    expect(authGuardTarget("unconfirmed", "/home/shop-home")).toBeNull();
    expect(authGuardTarget("member", "/home/profile-shop")).toBeNull();
  });
});

describe("the home guards", () => {
  it("send a visitor to sign in first", () => {
    expect(homeGuardTarget("visitor", "/home/profile")).toBe(signInPath("/home/profile"));
  });

  it("send a user whose phone is not confirmed to the account setup on /", () => {
    expect(homeGuardTarget("unconfirmed", "/home")).toBe("/");
  });

  it("need the profile to decide for a member", () => {
    expect(homeGuardTarget("member", "/home")).toBeNull();
  });

  it("send a member without a birthday to /, and let one with a birthday in", () => {
    expect(homeGuardTarget("member", "/home/points", { birth_day: null })).toBe("/");
    expect(homeGuardTarget("member", "/home/points", { birth_day: "1990-02-03" })).toBeNull();
  });

  it.each<Session>(["visitor", "unconfirmed", "member"])(
    "never send anyone to the page they asked for (%s)",
    (session) => {
      const target = homeGuardTarget(session, "/home/setting", { birth_day: null });
      expect(target?.startsWith("/home")).not.toBe(true);
    },
  );
});

describe("the account setup step", () => {
  it("starts with the email code", () => {
    expect(setupStepOf(profile({ email_confirmed: false, has_basic_info: false, phone_confirmed: false }))).toBe(
      "email",
    );
  });

  it("asks for the profile once the email is confirmed", () => {
    expect(setupStepOf(profile({ has_basic_info: false, phone_confirmed: false }, { birth_day: null }))).toBe(
      "profile",
    );
  });

  it("asks for the profile again when the birthday or the phone is missing", () => {
    expect(setupStepOf(profile({}, { birth_day: null }))).toBe("profile");
    expect(setupStepOf(profile({ phone_confirmed: false }, { phone_number: null }))).toBe("profile");
  });

  it("asks for the phone code once the profile is complete", () => {
    expect(setupStepOf(profile({ phone_confirmed: false }))).toBe("phone");
  });

  it("is done for a complete member", () => {
    expect(setupStepOf(profile({}))).toBe("done");
  });
});

describe("the page to return to after sign-in", () => {
  it("keeps a path of this site with its query and fragment", () => {
    expect(safeNextPath("/home/profile")).toBe("/home/profile");
    expect(safeNextPath("/home/survey/7?current=2&total=5#q")).toBe("/home/survey/7?current=2&total=5#q");
  });

  it.each([
    null,
    "",
    "home",
    "https://evil.example/home",
    "//evil.example/home",
    "/\\evil.example",
    "javascript:alert(1)",
    "/sign-in?next=%2Fhome",
  ])("drops %s", (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});
