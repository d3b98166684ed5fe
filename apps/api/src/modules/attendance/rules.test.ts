import { appSettingDefaults } from "@rewards/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localDay } from "../../lib/local-day.js";
import { type AttendanceFacts, type CheckInPlan, liveStreak, planCheckIn } from "./rules.js";

const rules = appSettingDefaults.attendance;
const fresh: AttendanceFacts = { lastDay: null, lastCheckedInAt: null, nextAllowedAt: null, streak: 0, freezes: 0 };

/** The facts a check-in leaves behind, as the service stores them. */
const after = (plan: CheckInPlan, now: Date): AttendanceFacts => ({
  lastDay: plan.day,
  lastCheckedInAt: now,
  nextAllowedAt: plan.nextAllowedAt,
  streak: plan.streak,
  freezes: plan.freezes,
});

/** Noon in Jakarta on the n-th day of March 2026. */
const jakartaNoon = (day: number) => new Date(Date.UTC(2026, 2, day, 5, 0, 0));

function checkInOn(days: number[], zone = "Asia/Jakarta") {
  let facts = fresh;
  const plans: CheckInPlan[] = [];
  for (const day of days) {
    const now = jakartaNoon(day);
    const plan = planCheckIn(facts, now, zone, rules);
    if (!plan) throw new Error(`refused on day ${day}`);
    plans.push(plan);
    facts = after(plan, now);
  }
  return { facts, plans };
}

describe("attendance rules", () => {
  it("counts a streak day by day and pays the weekly bonus on day 7, earning a freeze", () => {
    const { plans } = checkInOn([1, 2, 3, 4, 5, 6, 7]);
    expect(plans.map((plan) => plan.streak)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(plans.map((plan) => plan.weeklyBonus)).toEqual([0, 0, 0, 0, 0, 0, rules.weekly_bonus_points]);
    expect(plans.at(-1)).toMatchObject({ freezeEarned: true, freezes: 1, day: "2026-03-07" });
  });

  it("refuses a second check-in the same local day", () => {
    const { facts } = checkInOn([1]);
    expect(planCheckIn(facts, new Date(jakartaNoon(1).getTime() + 6 * 3600_000), "Asia/Jakarta", rules)).toBeNull();
    expect(planCheckIn(facts, jakartaNoon(2), "Asia/Jakarta", rules)).not.toBeNull();
  });

  it("spends freezes on missed days and keeps the streak; resets it when they cannot cover the gap", () => {
    const { facts } = checkInOn([1, 2, 3, 4, 5, 6, 7]);
    const saved = planCheckIn(facts, jakartaNoon(9), "Asia/Jakarta", rules);
    expect(saved).toMatchObject({ streak: 8, freezesUsed: 1, freezes: 0 });

    const broken = planCheckIn(facts, jakartaNoon(10), "Asia/Jakarta", rules);
    expect(broken).toMatchObject({ streak: 1, freezesUsed: 0, freezes: 1 });
    expect(liveStreak(facts, "2026-03-09")).toBe(7);
    expect(liveStreak(facts, "2026-03-10")).toBe(0);
  });

  it("holds at most two freezes", () => {
    const days = Array.from({ length: 21 }, (_, n) => n + 1);
    const { plans } = checkInOn(days);
    expect(plans.map((plan) => plan.freezes).filter((_, n) => (n + 1) % 7 === 0)).toEqual([1, 2, 2]);
    expect(plans[20]?.freezeEarned).toBe(false);
  });

  it("does not pay twice to a member who flies west after checking in", () => {
    // Checked in at 08:00 on 3 March in Tokyo, which is still 2 March in Los Angeles.
    const tokyo = new Date("2026-03-02T23:00:00Z");
    const first = planCheckIn(fresh, tokyo, "Asia/Tokyo", rules);
    expect(first?.day).toBe("2026-03-03");
    const facts = after(first as CheckInPlan, tokyo);
    // Landing in Los Angeles 10 hours later: 2 March there, a day with no check-in in that zone.
    const landed = new Date("2026-03-03T09:00:00Z");
    expect(localDay(landed, "America/Los_Angeles")).toBe("2026-03-03");
    expect(planCheckIn(facts, landed, "America/Los_Angeles", rules)).toBeNull();
    // Once 3 March has ended in Tokyo and 4 March begun in Los Angeles, the next check-in is due.
    const nextDay = new Date("2026-03-04T09:00:00Z");
    expect(planCheckIn(facts, nextDay, "America/Los_Angeles", rules)).toMatchObject({ day: "2026-03-04", streak: 2 });
  });

  it("never pays two check-ins within one local day of either zone, however the member moves", () => {
    const zones = [
      "Pacific/Kiritimati",
      "Asia/Tokyo",
      "Asia/Jakarta",
      "UTC",
      "America/Los_Angeles",
      "Pacific/Pago_Pago",
    ];
    const step = fc.record({ hours: fc.integer({ min: 1, max: 40 }), zone: fc.constantFrom(...zones) });
    fc.assert(
      fc.property(fc.array(step, { minLength: 2, maxLength: 30 }), (steps) => {
        let facts = fresh;
        let now = new Date("2026-01-01T00:00:00Z");
        const paid: { at: Date; zone: string; day: string }[] = [];
        for (const { hours, zone } of steps) {
          now = new Date(now.getTime() + hours * 3600_000);
          const plan = planCheckIn(facts, now, zone, rules);
          if (!plan) continue;
          for (const earlier of paid) {
            expect(localDay(earlier.at, zone)).not.toBe(localDay(now, zone));
            expect(localDay(earlier.at, earlier.zone)).not.toBe(localDay(now, earlier.zone));
          }
          expect(paid.every((earlier) => earlier.day < plan.day)).toBe(true);
          paid.push({ at: now, zone, day: plan.day });
          facts = after(plan, now);
        }
      }),
      { numRuns: 200 },
    );
  });
});
