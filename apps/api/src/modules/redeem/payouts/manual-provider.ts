import { type PayoutProvider, WebhookRefused } from "./provider.js";

/**
 * Today's operator flow: the back office pays each transfer by hand and records the bank's
 * reference. Nothing is sent and nothing calls back.
 */
export const manualProvider: PayoutProvider = {
  name: "manual",
  automatic: false,
  async validateAccount() {
    return { holderName: null };
  },
  async send() {
    throw new Error("the manual provider sends nothing: an operator pays by hand");
  },
  async readStatus() {
    return null;
  },
  parseWebhook() {
    throw new WebhookRefused("invalid_token");
  },
};
