/**
 * Where a cash-out can go, per market: banks by account number, e-wallets by phone number. The
 * codes are Xendit Payouts v2's `channel_code`s. `maxLocal` is the most one payout may carry, in
 * the market's currency (an unverified e-wallet holds little: GoPay at most Rp2,000,000); the
 * threshold, rate and fee stay the spec's (`redeemRates`). `holderLookup`: the provider tells the
 * account holder's name before the member confirms.
 */
export const payoutChannelKinds = ["bank", "ewallet"] as const;
export type PayoutChannelKind = (typeof payoutChannelKinds)[number];

export type PayoutChannel = {
  code: string;
  kind: PayoutChannelKind;
  market: "indo" | "vi";
  /** The name members know it by, the same in every language. */
  name: string;
  maxLocal: number;
  holderLookup: boolean;
};

const bank = (market: "indo" | "vi", code: string, name: string, maxLocal: number): PayoutChannel => ({
  code,
  kind: "bank",
  market,
  name,
  maxLocal,
  holderLookup: true,
});
const wallet = (market: "indo" | "vi", code: string, name: string, maxLocal: number): PayoutChannel => ({
  code,
  kind: "ewallet",
  market,
  name,
  maxLocal,
  holderLookup: true,
});

export const payoutChannels: readonly PayoutChannel[] = [
  bank("indo", "ID_BCA", "BCA", 25_000_000),
  bank("indo", "ID_BNI", "BNI", 25_000_000),
  bank("indo", "ID_BRI", "BRI", 25_000_000),
  bank("indo", "ID_MANDIRI", "Mandiri", 25_000_000),
  wallet("indo", "ID_GOPAY", "GoPay", 2_000_000),
  wallet("indo", "ID_OVO", "OVO", 2_000_000),
  wallet("indo", "ID_DANA", "DANA", 2_000_000),
  wallet("indo", "ID_SHOPEEPAY", "ShopeePay", 2_000_000),
  bank("vi", "VN_VIETCOMBANK", "Vietcombank", 100_000_000),
  bank("vi", "VN_TECHCOMBANK", "Techcombank", 100_000_000),
  wallet("vi", "VN_MOMO", "MoMo", 20_000_000),
  wallet("vi", "VN_ZALOPAY", "ZaloPay", 20_000_000),
];

export const payoutChannelCodes = payoutChannels.map((channel) => channel.code) as [string, ...string[]];

/** The country calling code an e-wallet's phone number must carry, per market. */
export const walletCountryCodes = { indo: "+62", vi: "+84" } as const;

export function payoutChannelOf(code: string): PayoutChannel | undefined {
  return payoutChannels.find((channel) => channel.code === code);
}

export function payoutMarketOf(market: string | null | undefined): "indo" | "vi" {
  return market === "vi" ? "vi" : "indo";
}

export function payoutChannelsFor(market: string | null | undefined): PayoutChannel[] {
  const own = payoutMarketOf(market);
  return payoutChannels.filter((channel) => channel.market === own);
}

/**
 * An e-wallet number as the provider wants it: digits with the country code, no plus
 * (`628123456789`). A local `0812...` gets the market's code; a number of another country is null.
 */
export function walletNumberOf(market: "indo" | "vi", typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  const country = walletCountryCodes[market].slice(1);
  let national: string;
  if (digits.startsWith("+")) {
    if (!digits.startsWith(`+${country}`)) return null;
    national = digits.slice(country.length + 1);
  } else if (digits.startsWith("0")) {
    national = digits.slice(1);
  } else if (digits.startsWith(country)) {
    national = digits.slice(country.length);
  } else {
    return null;
  }
  if (!/^\d{8,12}$/.test(national) || national.startsWith("0")) return null;
  return `${country}${national}`;
}

/**
 * Where a payout stands. requested: the points are held, nothing sent yet (waiting for an operator
 * or for the provider to answer); sent: the provider accepted it; paid: it arrived; failed and
 * cancelled: it never arrived and the points came back; reversed: it arrived and bounced back, and
 * the points came back.
 */
export const payoutStatuses = ["requested", "sent", "paid", "failed", "cancelled", "reversed"] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/**
 * Statuses only move forward: a status may follow one of a lower rank (paid after sent) and never
 * one of the same or a higher rank; reversed follows only paid. A late `ACCEPTED` after `SUCCEEDED`
 * is therefore ignored.
 */
const rank: Record<PayoutStatus, number> = { requested: 0, sent: 1, paid: 2, failed: 2, cancelled: 2, reversed: 3 };
export function payoutMayMove(from: PayoutStatus, to: PayoutStatus): boolean {
  if (to === "reversed") return from === "paid";
  if (from === "failed" || from === "cancelled" || from === "reversed") return false;
  return rank[to] > rank[from];
}

/** The points are back with the member in these. */
export const payoutReturnedStatuses = ["failed", "cancelled", "reversed"] as const satisfies readonly PayoutStatus[];

/**
 * Why a payout failed, as Xendit names it (`failure_code`); the member reads each in their own
 * language. Anything else reads as `UNKNOWN`.
 */
export const payoutFailureCodes = [
  "INSUFFICIENT_BALANCE",
  "INVALID_DESTINATION",
  "REJECTED_BY_CHANNEL",
  "TEMPORARY_TRANSFER_ERROR",
  "DESTINATION_MAXIMUM_LIMIT",
  "NAME_MISMATCH",
  "CANCELLED_BY_OPERATOR",
  "UNKNOWN",
] as const;
export type PayoutFailureCode = (typeof payoutFailureCodes)[number];

export function payoutFailureCodeOf(code: string | null | undefined): PayoutFailureCode | null {
  if (!code) return null;
  return (payoutFailureCodes as readonly string[]).includes(code) ? (code as PayoutFailureCode) : "UNKNOWN";
}

/**
 * Names compare as a bank reads them: case, accents, punctuation and repeated spaces aside
 * ("Nguyễn Văn  A" is "NGUYEN VAN A").
 */
export function holderNamesMatch(a: string, b: string): boolean {
  const fold = (name: string) =>
    name
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/đ/gi, "d")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
      .toUpperCase();
  return fold(a) === fold(b);
}

/**
 * Through an automatic provider, a cash-out up to this amount (the market's currency) goes out as
 * soon as it is confirmed; a larger one waits for an operator to approve it in the back office.
 */
export const payoutAutomaticMaxLocal = { indo: 500_000, vi: 1_000_000 } as const;
