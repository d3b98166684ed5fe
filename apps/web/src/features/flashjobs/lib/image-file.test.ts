import { describe, expect, it } from "vitest";
import { imageProblem } from "./image-file";

const file = (type: string, size: number) => new File([new Uint8Array(size)], "x", { type });

describe("an image a worker picks", () => {
  it("is a JPG or PNG of at most 10 MB", () => {
    expect(imageProblem(file("image/jpeg", 1000))).toBeNull();
    expect(imageProblem(file("image/png", 10 * 1024 * 1024))).toBeNull();
    expect(imageProblem(file("image/gif", 1000))).toBe("imageType");
    expect(imageProblem(file("image/png", 10 * 1024 * 1024 + 1))).toBe("imageTooBig");
  });
});
