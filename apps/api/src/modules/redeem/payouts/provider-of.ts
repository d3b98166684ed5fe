import type { Config } from "../../../config/env.js";
import { manualProvider } from "./manual-provider.js";
import type { PayoutProvider } from "./provider.js";
import { xenditProvider } from "./xendit-provider.js";

const providers = new WeakMap<Config, PayoutProvider>();

/** The provider the configuration names (validated at start: `xendit` needs its key and token). */
export function payoutProviderOf(config: Config): PayoutProvider {
  const known = providers.get(config);
  if (known) return known;
  const provider =
    config.PAYOUT_PROVIDER === "xendit"
      ? xenditProvider({
          baseUrl: config.XENDIT_BASE_URL,
          secretKey: config.XENDIT_SECRET_KEY ?? "",
          callbackToken: config.XENDIT_CALLBACK_TOKEN ?? "",
          timeoutMs: config.XENDIT_TIMEOUT_MS,
        })
      : manualProvider;
  providers.set(config, provider);
  return provider;
}
