import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inviteCodeFromQuery, isInviteCode, readInviteCode, rememberInviteCode } from "./invite-code";

/** A Map-backed stand-in for the browser's localStorage (the web tests run in node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, String(value)),
  };
}

describe("invite codes", () => {
  it("accepts 4 to 32 letters and digits only", () => {
    expect(isInviteCode("FRIEND2026")).toBe(true);
    expect(isInviteCode("abcd")).toBe(true);
    expect(isInviteCode("a".repeat(32))).toBe(true);
    expect(isInviteCode("abc")).toBe(false);
    expect(isInviteCode("a".repeat(33))).toBe(false);
    expect(isInviteCode("FRIEND-2026")).toBe(false);
    expect(isInviteCode("<script>")).toBe(false);
    expect(isInviteCode(null)).toBe(false);
  });

  it("reads the code from invite_code, or from code as older links had it", () => {
    expect(inviteCodeFromQuery(new URLSearchParams("invite_code=FRIEND2026"))).toBe("FRIEND2026");
    expect(inviteCodeFromQuery(new URLSearchParams("code=OLD1234"))).toBe("OLD1234");
    expect(inviteCodeFromQuery(new URLSearchParams("invite_code=no way"))).toBeNull();
    expect(inviteCodeFromQuery(new URLSearchParams(""))).toBeNull();
  });
});

describe("the remembered invite code", () => {
  beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("keeps a valid code under inviteCode for sign-up", () => {
    rememberInviteCode("FRIEND2026");
    expect(localStorage.getItem("inviteCode")).toBe("FRIEND2026");
    expect(readInviteCode()).toBe("FRIEND2026");
  });

  it("never lets an invalid code replace a good one", () => {
    rememberInviteCode("FRIEND2026");
    rememberInviteCode("bad code!");
    expect(readInviteCode()).toBe("FRIEND2026");
  });

  it("ignores a tampered stored value", () => {
    localStorage.setItem("inviteCode", "x");
    expect(readInviteCode()).toBeNull();
  });

  it("treats missing or blocked storage as no code", () => {
    vi.stubGlobal("localStorage", undefined);
    expect(readInviteCode()).toBeNull();
    expect(() => rememberInviteCode("FRIEND2026")).not.toThrow();

    const blocked = memoryStorage();
    blocked.setItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    vi.stubGlobal("localStorage", blocked);
    expect(() => rememberInviteCode("FRIEND2026")).not.toThrow();
  });
});
