import type { Config } from "../../config/env.js";
import { notificationLocale, notificationWords } from "./copy.js";
import type { Notification } from "./tables.js";

type Reader = { locale: string };

const digestSubject = {
  en: (count: number) => `You have ${count} new notifications`,
  vi: (count: number) => `Bạn có ${count} thông báo mới`,
  id: (count: number) => `Anda punya ${count} notifikasi baru`,
};
const openLine = { en: "Open it in the app:", vi: "Mở trong ứng dụng:", id: "Buka di aplikasi:" };

/** The app page a notification leads to (spec section 2's push click routing). */
export function notificationPath(row: Pick<Notification, "id" | "reasonableType" | "reasonableId">): string {
  return row.reasonableType === "Survey"
    ? `/home/survey/${row.reasonableId}`
    : `/home/notification/${row.id}?path=home`;
}

/** One notification (instant) or the day's digest, as an email in the member's language. */
export function notificationEmail(
  config: Config,
  reader: Reader,
  rows: Notification[],
): { subject: string; body: string } {
  const locale = notificationLocale(reader.locale);
  const parts = rows.map((row) => {
    const words = notificationWords(row.kind, row.values, locale);
    return `${words.title}\n${words.body}\n${openLine[locale]} ${config.PUBLIC_URL}${notificationPath(row)}`;
  });
  const [only] = rows;
  const subject =
    rows.length === 1 && only
      ? notificationWords(only.kind, only.values, locale).title
      : digestSubject[locale](rows.length);
  return { subject, body: parts.join("\n\n") };
}
