import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { askAgainAfterMs, declinedRecently, keyBytes, rememberDeclined } from "./device-push";

describe("the VAPID key for pushManager.subscribe", () => {
  it("is the key's 65 bytes, from base64url without padding", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const key = Buffer.from(bytes).toString("base64url");
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect([...keyBytes(key)]).toEqual([...bytes]);
  });
});

describe("the prompt's 'not now'", () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the prompt away for 30 days, then lets it ask again", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(declinedRecently(now)).toBe(false);
    rememberDeclined(now);
    expect(declinedRecently(now + 1000)).toBe(true);
    expect(declinedRecently(now + askAgainAfterMs - 1)).toBe(true);
    expect(declinedRecently(now + askAgainAfterMs)).toBe(false);
  });
});
