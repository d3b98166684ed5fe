/**
 * Points are counted in cents, and the app shows one cent as one point. What a point is worth and
 * when redemption opens, per market (spec section 9): Vietnam 1 cent = 200 VND, redeeming above
 * 500 cents; Indonesia 1 cent = 130 rupiah, from 380 points.
 */
export const pointMarkets = {
  vietnam: { currency: "VND", localPerCent: 200, redeemAboveCents: 500 },
  indonesia: { currency: "IDR", localPerCent: 130, redeemFromCents: 380 },
} as const;
export type PointMarketName = keyof typeof pointMarkets;

/** Points expire this long after the user's last point change (spec section 9). */
export const pointLifetimeYears = 2;

/**
 * How a member's market (`users.market`, set by the phone's country code) redeems: the rate, the
 * smallest bank transfer in cents, and the bank's flat transfer fee in local currency, which the
 * member sees before confirming. The fee is ours to set; the spec names none.
 */
export const redeemRates = {
  vi: {
    market: "vietnam",
    currency: pointMarkets.vietnam.currency,
    localPerCent: pointMarkets.vietnam.localPerCent,
    minimumCents: pointMarkets.vietnam.redeemAboveCents + 1,
    bankFeeLocal: 3_300,
  },
  indo: {
    market: "indonesia",
    currency: pointMarkets.indonesia.currency,
    localPerCent: pointMarkets.indonesia.localPerCent,
    minimumCents: pointMarkets.indonesia.redeemFromCents,
    bankFeeLocal: 2_500,
  },
} as const;
export type RedeemMarket = keyof typeof redeemRates;
export type RedeemRate = (typeof redeemRates)[RedeemMarket];

/** The rate for a member's market; members of any other market redeem at Indonesia's (the default country). */
export function redeemRateFor(market: string | null | undefined): RedeemRate {
  return market === "vi" ? redeemRates.vi : redeemRates.indo;
}

/** Points in a market's currency, in whole units (neither VND nor IDR uses minor units). */
export function localAmount(rate: RedeemRate, cents: number): number {
  return cents * rate.localPerCent;
}

export type BankTransferQuote = {
  currency: string;
  /** What the points are worth. */
  transferAmount: number;
  fee: number;
  /** What reaches the bank account. */
  receiveAmount: number;
  minimumCents: number;
  /** False below the market's threshold. */
  allowed: boolean;
};

/** The figures the redeem screen shows before committing, and the server stores with the request. */
export function quoteBankTransfer(rate: RedeemRate, cents: number): BankTransferQuote {
  const transferAmount = localAmount(rate, cents);
  return {
    currency: rate.currency,
    transferAmount,
    fee: rate.bankFeeLocal,
    receiveAmount: Math.max(0, transferAmount - rate.bankFeeLocal),
    minimumCents: rate.minimumCents,
    allowed: cents >= rate.minimumCents,
  };
}

/** A card of `faceValue` in local currency costs this many cents, rounded up so no card sells below its value. */
export function cardPriceCents(rate: RedeemRate, faceValue: number): number {
  return Math.ceil(faceValue / rate.localPerCent);
}
