import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once";

describe("loadOnce", () => {
  it("imports once and hands every caller the same module", async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = loadOnce(load);
    const [first, second] = await Promise.all([module(), module()]);
    expect(await module()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again after a load that failed", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk lost")).mockResolvedValue({ answer: 42 });
    const module = loadOnce(load);
    await expect(module()).rejects.toThrow("chunk lost");
    expect(await module()).toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
