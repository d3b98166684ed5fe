import { describe, expect, it } from "vitest";
import { imageFileProblem } from "./image-files";

describe("imageFileProblem", () => {
  it("takes JPG and PNG up to 10 MB", () => {
    expect(imageFileProblem({ type: "image/png", size: 10 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: "image/jpeg", size: 10 * 1024 * 1024 + 1 })).toBe("imageTooBig");
    expect(imageFileProblem({ type: "image/gif", size: 10 })).toBe("imageType");
  });
});
