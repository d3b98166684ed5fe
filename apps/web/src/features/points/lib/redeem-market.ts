import { type PhoneCountryCode, phoneCountries, type RedeemRate, redeemRateFor } from "@rewards/contracts";

/**
 * The member's redeem rate. Their market follows the country code of their confirmed phone (spec
 * section 4), which is what the server keeps as the member's market too.
 */
export function redeemRateOfPhone(countryCode: string | null | undefined): RedeemRate {
  const country =
    countryCode && Object.hasOwn(phoneCountries, countryCode) ? phoneCountries[countryCode as PhoneCountryCode] : null;
  return redeemRateFor(country?.market);
}

/**
 * How the threshold is put (spec section 9): Vietnam redeems 'above 500 points', Indonesia (and
 * everyone else) 'from 380 points'. The catalog key under `bank.` and the number it names.
 */
export function thresholdCopy(rate: RedeemRate): { key: "thresholdAbove" | "thresholdFrom"; points: number } {
  return rate.market === "vietnam"
    ? { key: "thresholdAbove", points: rate.minimumCents - 1 }
    : { key: "thresholdFrom", points: rate.minimumCents };
}
