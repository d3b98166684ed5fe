import { describe, expect, it } from "vitest";
import { flashGuardTarget } from "./flash-guard";

describe("the flash-profile guard", () => {
  const set = { status: true };
  const unset = { status: false };

  it("lets a member with a profile go anywhere in the marketplace", () => {
    for (const path of ["/home/flashjobs/search", "/home/flashjobs/message", "/home/flashjobs/favorite"]) {
      expect(flashGuardTarget(set, path)).toBeNull();
    }
  });

  it("keeps the entry, the profile, the portfolio and shared jobs open without one", () => {
    for (const profile of [null, unset]) {
      for (const path of [
        "/home/flashjobs",
        "/home/flashjobs/",
        "/home/flashjobs/profile",
        "/home/flashjobs/profile/portfolio",
        "/home/flashjobs/jobs/42",
      ]) {
        expect(flashGuardTarget(profile, path)).toBeNull();
      }
    }
  });

  it("leaves a client's job posts to ask for a client profile themselves", () => {
    for (const path of ["/home/flashjobs/posts", "/home/flashjobs/posts/new", "/home/flashjobs/posts/7/edit"]) {
      expect(flashGuardTarget(null, path)).toBeNull();
    }
    expect(flashGuardTarget(null, "/home/flashjobs/postsx")).toBe("/home/flashjobs");
  });

  it("leaves the chat open to a client, whose rooms the server checks", () => {
    for (const path of ["/home/flashjobs/message", "/home/flashjobs/message/7"]) {
      expect(flashGuardTarget(null, path)).toBeNull();
    }
    expect(flashGuardTarget(null, "/home/flashjobs/messages")).toBe("/home/flashjobs");
  });

  it("opens a worker's profile to a client, who hires without a worker profile", () => {
    expect(flashGuardTarget(null, "/home/flashjobs/0f9c2a4e-1111-4aaa-8bbb-1234567890ab")).toBeNull();
    expect(flashGuardTarget(null, "/home/flashjobs/applied")).toBe("/home/flashjobs");
  });

  it("sends a member without a usable profile to the entry from anywhere else", () => {
    for (const profile of [null, unset]) {
      for (const path of [
        "/home/flashjobs/search",
        "/home/flashjobs/jobs",
        "/home/flashjobs/favorite",
        "/home/flashjobs/profile/bussiness-card",
        "/home/flashjobs/0f9c2a4e-1111-4aaa-8bbb-1234567890ab/more",
      ]) {
        expect(flashGuardTarget(profile, path)).toBe("/home/flashjobs");
      }
    }
  });
});
