import { escapeHtml, text } from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileReply } from "../../http/openapi.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { findLiveUser, updateUser } from "../users/index.js";
import { notificationLocale } from "./copy.js";
import { memberOfToken } from "./unsubscribe.js";

const tags = ["notifications"];
const tokenQuery = z.object({ token: text({ min: 1, max: 200 }) });

const copy = {
  en: {
    title: "Stop notification emails",
    ask: "Stop all notification emails to this address? You can turn them on again in the app's settings.",
    button: "Stop the emails",
    done: "Done: we will not email you notifications any more. You can turn them on again in the app's settings.",
    invalid: "This link is not valid.",
  },
  vi: {
    title: "Ngừng email thông báo",
    ask: "Ngừng mọi email thông báo tới địa chỉ này? Bạn có thể bật lại trong phần cài đặt của ứng dụng.",
    button: "Ngừng nhận email",
    done: "Xong: chúng tôi sẽ không gửi email thông báo cho bạn nữa. Bạn có thể bật lại trong phần cài đặt của ứng dụng.",
    invalid: "Liên kết này không hợp lệ.",
  },
  id: {
    title: "Berhenti menerima email notifikasi",
    ask: "Hentikan semua email notifikasi ke alamat ini? Anda dapat menyalakannya lagi di pengaturan aplikasi.",
    button: "Hentikan email",
    done: "Selesai: kami tidak akan mengirim email notifikasi lagi. Anda dapat menyalakannya lagi di pengaturan aplikasi.",
    invalid: "Tautan ini tidak valid.",
  },
};

function page(locale: keyof typeof copy, content: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(copy[locale].title)}</title></head>
<body style="font-family:sans-serif;max-width:480px;margin:40px auto;padding:0 16px;color:#111827">
<h1 style="font-size:22px">${escapeHtml(copy[locale].title)}</h1>${content}</body></html>`;
}

/**
 * The unsubscribe link of every notification email, without signing in: its signed token names
 * the member. GET only asks (a GET changes nothing, and mail scanners follow links); the form's
 * POST, or a mail client's one-click POST (List-Unsubscribe-Post), sets the mail setting to never.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  const response = {
    200: fileReply("text/html", "The page, in the member's language"),
    404: fileReply("text/html", "The page saying the link is not valid"),
  };
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1_024 },
    (_r, body, done) => done(null, { form: String(body) }),
  );

  const memberOf = async (token: string) => {
    const userId = await memberOfToken(db, token);
    return userId ? findLiveUser(db, userId) : undefined;
  };

  app.get(
    "/notifications/unsubscribe",
    { schema: { tags, querystring: tokenQuery, produces: ["text/html"], response } },
    async (request, reply) => {
      const member = await memberOf(request.query.token);
      const locale = notificationLocale(member?.locale);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (!member) return reply.code(404).send(page(locale, `<p>${escapeHtml(copy[locale].invalid)}</p>`));
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return reply.send(
        page(
          locale,
          `<p>${escapeHtml(copy[locale].ask)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="padding:10px 18px">${escapeHtml(copy[locale].button)}</button></form>`,
        ),
      );
    },
  );

  app.post(
    "/notifications/unsubscribe",
    {
      config: { cookieIgnoredCrossSite: true },
      schema: { tags, querystring: tokenQuery, produces: ["text/html"], response },
    },
    async (request, reply) => {
      const member = await memberOf(request.query.token);
      const locale = notificationLocale(member?.locale);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (!member) return reply.code(404).send(page(locale, `<p>${escapeHtml(copy[locale].invalid)}</p>`));
      await updateUser(db, member.id, { mailSetting: "never" });
      return reply.send(page(locale, `<p>${escapeHtml(copy[locale].done)}</p>`));
    },
  );
};
