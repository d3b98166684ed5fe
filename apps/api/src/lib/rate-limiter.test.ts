import { describe, expect, it } from "vitest";
import { memoryRateLimiter } from "./rate-limiter.js";

describe("memoryRateLimiter", () => {
  it("allows up to the limit in a window, then refuses until the window ends", async () => {
    let now = 1_000;
    const limiter = memoryRateLimiter(() => now);
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.hit("k", 3, 60_000));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfterMs).toBe(60_000);
    now += 60_000;
    expect((await limiter.hit("k", 3, 60_000)).allowed).toBe(true);
  });

  it("counts each key on its own", async () => {
    const limiter = memoryRateLimiter();
    expect((await limiter.hit("a", 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit("b", 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit("a", 1, 1000)).allowed).toBe(false);
  });
});
