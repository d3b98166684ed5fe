import { describe, expect, it } from "vitest";
import { flashGuardTarget, type OwnJobProfiles } from "./flash-guard";

const set = { status: true };
const unset = { status: false };
const worker: OwnJobProfiles = { worker: set, client: null };
const client: OwnJobProfiles = { worker: null, client: set };
const nobody: OwnJobProfiles[] = [
  { worker: null, client: null },
  { worker: unset, client: unset },
  { worker: unset, client: null },
];
const someWorker = "/home/flashjobs/0f9c2a4e-1111-4aaa-8bbb-1234567890ab";

describe("the flash-profile guard", () => {
  it("lets a member with a worker profile go anywhere in the marketplace", () => {
    for (const path of ["/home/flashjobs/search", "/home/flashjobs/message", "/home/flashjobs/favorite", someWorker]) {
      expect(flashGuardTarget(worker, path)).toBeNull();
    }
  });

  it("keeps only the spec's list open to a member with no job profile", () => {
    for (const profiles of nobody) {
      for (const path of [
        "/home/flashjobs",
        "/home/flashjobs/",
        "/home/flashjobs/profile",
        "/home/flashjobs/profile/portfolio",
        "/home/flashjobs/jobs",
        "/home/flashjobs/jobs/42",
        "/home/flashjobs/posts",
      ]) {
        expect(flashGuardTarget(profiles, path)).toBeNull();
      }
    }
  });

  it("sends a member with no job profile from the chat, the posts and others' profiles to the entry", () => {
    for (const profiles of nobody) {
      for (const path of [
        "/home/flashjobs/message",
        "/home/flashjobs/message/7",
        "/home/flashjobs/posts/new",
        "/home/flashjobs/posts/7/applicants",
        someWorker,
        "/home/flashjobs/search",
        "/home/flashjobs/favorite",
        "/home/flashjobs/applied",
        "/home/flashjobs/profile/bussiness-card",
        `${someWorker}/more`,
      ]) {
        expect(flashGuardTarget(profiles, path)).toBe("/home/flashjobs");
      }
    }
  });

  it("opens a client's posts, the chat and applicants' profiles to a client without a worker profile", () => {
    for (const path of [
      "/home/flashjobs/posts/new",
      "/home/flashjobs/posts/7/edit",
      "/home/flashjobs/message",
      "/home/flashjobs/message/7",
      someWorker,
    ]) {
      expect(flashGuardTarget(client, path)).toBeNull();
    }
  });

  it("keeps a worker's own screens closed to a client without a worker profile", () => {
    for (const path of [
      "/home/flashjobs/search",
      "/home/flashjobs/favorite",
      "/home/flashjobs/applied",
      "/home/flashjobs/postsx",
      "/home/flashjobs/messages",
      "/home/flashjobs/profile/bussiness-card",
    ]) {
      expect(flashGuardTarget(client, path)).toBe("/home/flashjobs");
    }
  });
});
