import { describe, expect, it } from "vitest";
import { chunkReloadIntervalMs, isChunkLoadError, reloadForNewVersion } from "./chunk-reload";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe("the chunk reload guard", () => {
  it("recognizes the browsers' failed dynamic import messages", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads at most once per 60 seconds", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadForNewVersion(storage, 1_000_000, reload)).toBe(true);
    expect(reloadForNewVersion(storage, 1_000_000 + chunkReloadIntervalMs - 1, reload)).toBe(false);
    expect(reloadForNewVersion(storage, 1_000_000 + chunkReloadIntervalMs, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});
