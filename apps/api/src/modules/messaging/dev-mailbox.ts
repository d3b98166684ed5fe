import { escapeHtml, text } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { ok } from "../../http/reply.js";
import { mailboxMessages } from "./service.js";
import type { OutboundMessage } from "./tables.js";

function page(messages: OutboundMessage[], recipient: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<article><header><strong>${escapeHtml(m.channel.toUpperCase())}</strong> to ${escapeHtml(m.recipient)}
 · ${escapeHtml(m.createdAt.toISOString())}${m.subject ? ` · ${escapeHtml(m.subject)}` : ""}</header>
<pre>${escapeHtml(m.body)}</pre></article>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Dev mailbox</title><style>body{font:14px system-ui;margin:1rem auto;max-width:48rem;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;margin:.5rem 0;padding:.5rem 1rem}pre{white-space:pre-wrap;font-size:16px}</style></head>
<body><h1>Dev mailbox</h1><p>Email and SMS the server would have sent${recipient ? ` to ${escapeHtml(recipient)}` : ""}; newest first.
Set SMTP_URL and SMS_WEBHOOK_URL to send them for real.</p>
<form><label>Recipient <input name="to" value="${escapeHtml(recipient ?? "")}"></label> <button>Filter</button></form>
${rows || "<p>No messages yet.</p>"}</body></html>`;
}

const mailboxQuery = z.object({ to: text({ min: 1, max: 254 }).optional() });

/**
 * `/dev/mailbox`: where codes go when no SMTP server or SMS gateway is configured. Registered
 * only outside production, so it can never show a real user's messages.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get("/dev/mailbox", { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    const messages = await mailboxMessages(db, request.query.to);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(page(messages, request.query.to));
  });

  app.get("/dev/mailbox/messages", { schema: { hide: true, querystring: mailboxQuery } }, async (request, reply) => {
    const messages = await mailboxMessages(db, request.query.to);
    return reply.header("cache-control", "no-store").send(
      ok(
        messages.map((m) => ({
          id: m.id,
          channel: m.channel,
          to: m.recipient,
          subject: m.subject,
          text: m.body,
          html: m.html,
          headers: m.headers,
          status: m.status,
          created_at: m.createdAt.toISOString(),
        })),
      ),
    );
  });
};
