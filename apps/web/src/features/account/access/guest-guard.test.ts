import { describe, expect, it } from "vitest";
import { guestGuardTarget } from "./guards";

describe("the sign-in and sign-up pages' guard", () => {
  it("lets a visitor in", () => {
    expect(guestGuardTarget("visitor")).toBeNull();
    expect(guestGuardTarget("visitor", "/home/points")).toBeNull();
  });

  it("sends a member home, or to where the sign-in would have led", () => {
    expect(guestGuardTarget("member")).toBe("/home");
    expect(guestGuardTarget("member", "/home/points?tab=earnings")).toBe("/home/points?tab=earnings");
  });

  it("never follows a next that leaves the site or loops back to sign-in", () => {
    expect(guestGuardTarget("member", "https://elsewhere.example/home")).toBe("/home");
    expect(guestGuardTarget("member", "//elsewhere.example")).toBe("/home");
    expect(guestGuardTarget("member", "/sign-in?next=/home")).toBe("/home");
  });

  it("sends a user who is still setting up the account back to the setup", () => {
    expect(guestGuardTarget("unconfirmed")).toBe("/");
    expect(guestGuardTarget("unconfirmed", "/home/points")).toBe("/");
  });
});
