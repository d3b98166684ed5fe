import {
  type AccountCheckData,
  errorCodes,
  type PayoutChannel,
  payoutChannelsFor,
  payoutMarketOf,
  walletCountryCodes,
  walletNumberOf,
} from "@rewards/contracts";
import { AppError } from "../../../http/app-error.js";
import { AccountRefused, type PayoutProvider, ProviderUnavailable } from "./provider.js";

/** A channel of the member's market; another market's or an unknown one is refused by name. */
export function channelFor(market: string | null, code: string): PayoutChannel {
  const channel = payoutChannelsFor(market).find((one) => one.code === code);
  if (!channel) {
    throw new AppError(
      422,
      errorCodes.payoutUnknownChannel,
      "Please choose a bank or an e-wallet of your country.",
      "channel_code",
    );
  }
  return channel;
}

/** The number as the provider is sent it: an e-wallet's phone with the market's country code. */
export function accountNumberFor(market: string | null, channel: PayoutChannel, typed: string): string {
  if (channel.kind === "ewallet") {
    const own = payoutMarketOf(market);
    const number = walletNumberOf(own, typed);
    if (!number) {
      throw new AppError(
        422,
        errorCodes.payoutWrongCountry,
        `Please enter the ${channel.name} phone number, starting with ${walletCountryCodes[own]} or 0.`,
        "account_number",
      );
    }
    return number;
  }
  const digits = typed.replace(/[\s-]/g, "");
  if (!/^\d{4,34}$/.test(digits)) {
    throw new AppError(422, errorCodes.invalidValue, "The account number must be 4 to 34 digits.", "account_number");
  }
  return digits;
}

/** Asks the provider whether the account exists and whose it is. */
export async function checkAccount(
  provider: PayoutProvider,
  market: string | null,
  input: { channel_code: string; account_number: string },
): Promise<AccountCheckData & { channel: PayoutChannel }> {
  const channel = channelFor(market, input.channel_code);
  const accountNumber = accountNumberFor(market, channel, input.account_number);
  try {
    const { holderName } = channel.holderLookup
      ? await provider.validateAccount(channel, accountNumber)
      : { holderName: null };
    return { channel, channel_code: channel.code, account_number: accountNumber, holder_name: holderName };
  } catch (error) {
    if (error instanceof AccountRefused) {
      throw new AppError(
        422,
        errorCodes.payoutAccountNotFound,
        `${channel.name} does not know this account. Please check the number.`,
        "account_number",
      );
    }
    if (error instanceof ProviderUnavailable) {
      throw new AppError(
        503,
        errorCodes.payoutProviderUnavailable,
        "We cannot reach the payout service right now. Please try again in a few minutes.",
      );
    }
    throw error;
  }
}
