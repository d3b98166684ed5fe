/**
 * Where the server reads the time for rules a member can see run out (the resend minute of a code,
 * its ten-minute life). Handed in with the service deps, so a test moves a clock instead of waiting
 * for one.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that follows the system's, plus however far it was moved ahead: tests, and `/dev/clock`. */
export type MovableClock = Clock & { advance(ms: number): void; offsetMs(): number };

export function movableClock(base: Clock = systemClock): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance(ms) {
      // Only forward: time the server already told someone about never comes back.
      if (ms > 0) offset += ms;
    },
    offsetMs: () => offset,
  };
}
