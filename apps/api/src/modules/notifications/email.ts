import { escapeHtml } from "@rewards/contracts";
import type { Config } from "../../config/env.js";
import { notificationLocale, notificationWords } from "./copy.js";
import type { Notification } from "./tables.js";

const digestSubject = {
  en: (count: number) => (count === 1 ? "You have 1 new notification" : `You have ${count} new notifications`),
  vi: (count: number) => `Bạn có ${count} thông báo mới`,
  id: (count: number) => `Anda punya ${count} notifikasi baru`,
};
const lines = {
  en: {
    open: "Open it in the app",
    unsubscribe: "Stop these emails",
    why: "You get these emails because of your notification settings.",
  },
  vi: {
    open: "Mở trong ứng dụng",
    unsubscribe: "Ngừng nhận các email này",
    why: "Bạn nhận email này theo cài đặt thông báo của bạn.",
  },
  id: {
    open: "Buka di aplikasi",
    unsubscribe: "Berhenti menerima email ini",
    why: "Anda menerima email ini sesuai pengaturan notifikasi Anda.",
  },
};

/** The app page a notification leads to (spec section 2's push click routing). */
export function notificationPath(row: Pick<Notification, "id" | "reasonableType" | "reasonableId">): string {
  return row.reasonableType === "Survey"
    ? `/home/survey/${row.reasonableId}`
    : `/home/notification/${row.id}?path=home`;
}

export type NotificationLetter = { subject: string; body: string; html: string; headers: Record<string, string> };

/**
 * One notification (instant) or the day's digest, as an email in the member's language: text and
 * HTML, with an unsubscribe link that works without signing in and the List-Unsubscribe headers
 * (one click, RFC 8058).
 */
export function notificationEmail(
  config: Config,
  reader: { locale: string },
  rows: Notification[],
  unsubscribe: string,
  digest = false,
): NotificationLetter {
  const locale = notificationLocale(reader.locale);
  const words = lines[locale];
  const items = rows.map((row) => ({
    ...notificationWords(row.kind, row.values, locale),
    url: `${config.PUBLIC_URL}${notificationPath(row)}`,
  }));
  const [only] = items;
  const subject = !digest && only ? only.title : digestSubject[locale](rows.length);
  const body = [
    ...items.map((item) => `${item.title}\n${item.body}\n${words.open}: ${item.url}`),
    `${words.why}\n${words.unsubscribe}: ${unsubscribe}`,
  ].join("\n\n");
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:16px">
${items
  .map(
    (
      item,
    ) => `<div style="border-bottom:1px solid #e5e7eb;padding:12px 0"><h2 style="font-size:18px;margin:0 0 4px">${escapeHtml(item.title)}</h2>
<p style="margin:0 0 8px">${escapeHtml(item.body)}</p><a href="${escapeHtml(item.url)}" style="color:#be185d">${escapeHtml(words.open)}</a></div>`,
  )
  .join("\n")}
<p style="font-size:12px;color:#6b7280;margin-top:16px">${escapeHtml(words.why)} <a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">${escapeHtml(words.unsubscribe)}</a></p>
</body></html>`;
  return {
    subject,
    body,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
