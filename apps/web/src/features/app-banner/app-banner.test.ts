import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissForSession, isDismissedThisSession, shouldShowAppBanner } from "./visibility";

const stores = ["android", "ios"] as const;

describe("shouldShowAppBanner", () => {
  it("shows on Android and iOS web", () => {
    expect(shouldShowAppBanner({ platform: "android", insideNativeApp: false, dismissed: false, stores })).toBe(true);
    expect(shouldShowAppBanner({ platform: "ios", insideNativeApp: false, dismissed: false, stores })).toBe(true);
  });

  it("hides on a desktop", () => {
    expect(shouldShowAppBanner({ platform: null, insideNativeApp: false, dismissed: false, stores })).toBe(false);
  });

  it("hides inside the native app wrapper", () => {
    expect(shouldShowAppBanner({ platform: "android", insideNativeApp: true, dismissed: false, stores })).toBe(false);
  });

  it("hides where the build names no app in the visitor's store", () => {
    const onlyPlay = { platform: null, insideNativeApp: false, dismissed: false, stores: ["android"] } as const;
    expect(shouldShowAppBanner({ ...onlyPlay, platform: "android" })).toBe(true);
    expect(shouldShowAppBanner({ ...onlyPlay, platform: "ios" })).toBe(false);
    expect(shouldShowAppBanner({ ...onlyPlay, platform: "android", stores: [] })).toBe(false);
  });

  it("hides once dismissed", () => {
    expect(shouldShowAppBanner({ platform: "ios", insideNativeApp: false, dismissed: true, stores })).toBe(false);
  });
});

describe("the dismissal", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubSessionStorage(): Map<string, string> {
    const entries = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => entries.set(key, value),
    });
    return entries;
  }

  it("is stored for the session as isShowBanner = hidden", () => {
    const entries = stubSessionStorage();
    expect(isDismissedThisSession()).toBe(false);
    dismissForSession();
    expect(entries.get("isShowBanner")).toBe("hidden");
    expect(isDismissedThisSession()).toBe(true);
  });

  it("does not fail when storage is unavailable", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(isDismissedThisSession()).toBe(false);
    expect(() => dismissForSession()).not.toThrow();
  });
});
