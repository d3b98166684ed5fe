import nodemailer from "nodemailer";
import type { Config } from "../../config/env.js";
import type { OutboundMessage } from "./tables.js";

/** Delivers one message somewhere real; throws when the far end refuses or cannot be reached. */
export type Transport = { name: string; send(message: OutboundMessage): Promise<void> };

function smtpTransport(config: Config): Transport {
  const mailer = nodemailer.createTransport(config.SMTP_URL);
  return {
    name: "smtp",
    async send(message) {
      await mailer.sendMail({
        from: config.MAIL_FROM,
        to: message.recipient,
        subject: message.subject ?? "",
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

/** The SMS gateway contract: POST JSON {"to", "text"}; any 2xx is delivered. */
function smsWebhookTransport(url: string, fetchImpl: typeof fetch): Transport {
  return {
    name: "sms-webhook",
    async send(message) {
      const response = await fetchImpl(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: message.recipient, text: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** Keeps the message where it is, for `/dev/mailbox`. */
export const devMailbox: Transport = { name: "dev-mailbox", async send() {} };

export type Transports = { email: Transport; sms: Transport };

export function createTransports(config: Config, fetchImpl: typeof fetch = fetch): Transports {
  return {
    email: config.SMTP_URL ? smtpTransport(config) : devMailbox,
    sms: config.SMS_WEBHOOK_URL ? smsWebhookTransport(config.SMS_WEBHOOK_URL, fetchImpl) : devMailbox,
  };
}
