/**
 * The coupon's live code: the server hands a code valid for one short window and when that window
 * ends; the screen counts down to it and asks for the next one. The clock is the server's, read
 * through the offset between its time and this device's, so a wrong phone clock changes nothing.
 */
export type LiveWindow = { code: string; expiresAt: number; periodSeconds: number };

export type LiveState = {
  /** Whole seconds until the code changes, 0 once it has expired. */
  secondsLeft: number;
  /** How much of the window is left, 1 at its start and 0 at its end (the ring's length). */
  fraction: number;
  expired: boolean;
};

/** `serverNow`: the server's time now in milliseconds (this device's time plus the offset). */
export function liveState(window: LiveWindow, serverNow: number): LiveState {
  const periodMs = Math.max(1, window.periodSeconds) * 1000;
  const leftMs = window.expiresAt - serverNow;
  if (leftMs <= 0) return { secondsLeft: 0, fraction: 0, expired: true };
  return {
    secondsLeft: Math.ceil(leftMs / 1000),
    fraction: Math.min(1, leftMs / periodMs),
    expired: false,
  };
}

/** The server's clock minus this device's, from an answer's server time and when it was asked and answered. */
export function clockOffset(serverTime: number, askedAt: number, answeredAt: number): number {
  return serverTime - (askedAt + answeredAt) / 2;
}

/** How long to wait before asking for the next code: just after this one expires, at least 250 ms. */
export function refreshDelay(window: LiveWindow, serverNow: number): number {
  return Math.max(250, window.expiresAt - serverNow + 100);
}

/** A live code grouped for reading aloud: "482913" reads "482 913"; a serial before a dash stays whole. */
export function groupCode(code: string): string {
  const dash = code.lastIndexOf("-");
  const head = dash >= 0 ? code.slice(0, dash + 1) : "";
  return `${head}${code.slice(head.length).replace(/(.{3})(?=.)/g, "$1 ")}`;
}
