import { describe, expect, it } from "vitest";
import { avatarProblem } from "./avatar-file";

const megabyte = 1024 * 1024;

describe("an avatar picked for upload", () => {
  it("may be a JPG or a PNG of up to 10 MB", () => {
    expect(avatarProblem({ type: "image/jpeg", size: 10 * megabyte })).toBeNull();
    expect(avatarProblem({ type: "image/png", size: 1 })).toBeNull();
  });

  it("is too big past 10 MB", () => {
    expect(avatarProblem({ type: "image/png", size: 10 * megabyte + 1 })).toBe("image_too_big");
  });

  it("is refused in any other format", () => {
    expect(avatarProblem({ type: "image/gif", size: 100 })).toBe("image_type");
    expect(avatarProblem({ type: "", size: 100 })).toBe("image_type");
  });
});
