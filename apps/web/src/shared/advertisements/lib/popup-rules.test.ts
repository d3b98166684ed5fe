import { describe, expect, it } from "vitest";
import { advertisementTarget, afterSeen, dayStamp, nextAdvertisement, type PopupCookies } from "./popup-rules";

const ad = (id: string, type = 4, extra: Partial<{ related_id: string; link_to: string }> = {}) => ({
  id,
  type_advertisement: type,
  related_id: extra.related_id ?? null,
  link_to: extra.link_to ?? null,
});
const none: PopupCookies = { seenAds: null, skipAds: null, lastSeenAds: null };
const hours = (n: number) => n * 60 * 60 * 1000;

describe("the advertisement popup's rules, on a fake clock", () => {
  const list = [ad("a"), ad("b"), ad("c")];
  const start = new Date(2026, 2, 10, 8, 0);

  it("shows the first ad to a member who has seen none", () => {
    expect(nextAdvertisement(list, 24, none, start)?.ad.id).toBe("a");
    expect(nextAdvertisement([], 24, none, start)).toBeNull();
  });

  it("waits `step` hours after the last view", () => {
    const cookies = { ...none, ...afterSeen([], ad("a"), start) };
    expect(nextAdvertisement(list, 6, cookies, new Date(start.getTime() + hours(5.9)))).toBeNull();
    expect(nextAdvertisement(list, 6, cookies, new Date(start.getTime() + hours(6)))?.ad.id).toBe("b");
  });

  it("skips the rest of the day after 'do not show today', and shows again the next day", () => {
    const cookies = { ...none, skipAds: dayStamp(start) };
    expect(cookies.skipAds).toBe("10/03/2026");
    expect(nextAdvertisement(list, 1, cookies, new Date(2026, 2, 10, 23, 59))).toBeNull();
    expect(nextAdvertisement(list, 1, cookies, new Date(2026, 2, 11, 0, 1))?.ad.id).toBe("a");
  });

  it("cycles through the unseen ads, then starts the cycle again", () => {
    let cookies: PopupCookies = none;
    let now = start;
    const shown: string[] = [];
    for (let i = 0; i < 5; i++) {
      const next = nextAdvertisement(list, 2, cookies, now);
      if (!next) throw new Error("nothing to show");
      shown.push(next.ad.id);
      cookies = { ...cookies, ...afterSeen(next.seen, next.ad, now) };
      now = new Date(now.getTime() + hours(2));
    }
    expect(shown).toEqual(["a", "b", "c", "a", "b"]);
  });

  it("forgets seen ids of ads that are no longer running", () => {
    const cookies = { ...none, seenAds: "gone,a" };
    expect(nextAdvertisement(list, 1, cookies, start)).toEqual({ ad: list[1], seen: ["a"] });
  });

  it("leads each type to its target; a link must be https", () => {
    expect(advertisementTarget(ad("x", 0))).toEqual({ path: "/home/profile" });
    expect(advertisementTarget(ad("x", 1))).toEqual({ path: "/home/bingo" });
    expect(advertisementTarget(ad("x", 2, { related_id: "j1" }))).toEqual({ path: "/home/flashjobs/jobs/j1" });
    expect(advertisementTarget(ad("x", 3, { related_id: "s1" }))).toEqual({ path: "/home/survey/s1" });
    expect(advertisementTarget(ad("x", 4))).toEqual({ path: "/home/mission" });
    expect(advertisementTarget(ad("x", 5, { link_to: "https://example.com/sale" }))).toEqual({
      external: "https://example.com/sale",
    });
    expect(advertisementTarget(ad("x", 5, { link_to: "javascript:alert(1)" }))).toBeNull();
  });
});
