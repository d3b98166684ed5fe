import {
  homeConfigAnswer,
  languageSettingRequest,
  type NotificationFrequency,
  notificationFrequencies,
  notificationSettingRequest,
  type SettingData,
  settingAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/reply.js";
import type { ServiceDeps } from "../../lib/service-deps.js";
import { homeConfigOf } from "../app-settings/index.js";
import { notiSeenOf } from "../notifications/index.js";
import { chooseLanguage, memberLanguage, type User, updateUser } from "../users/index.js";

const tags = ["settings"];

function settingData(user: User, notiSeen: boolean): SettingData {
  const options = (chosen: NotificationFrequency) =>
    notificationFrequencies.map((value) => ({ value, checked: value === chosen }));
  return {
    notiSeen,
    mail_setting: user.mailSetting,
    push_setting: user.pushSetting,
    notify_options: options(user.mailSetting),
    locale: memberLanguage(user),
    locale_chosen: user.localeChosenAt !== null,
  };
}

/** `setting*`: the bell's seen flag, how often the user hears from us by mail and push, and in which language. */
export const settingRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get("/setting", { schema: { tags, response: { 200: settingAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    return ok(settingData(user, await notiSeenOf(db, user.id)));
  });

  // Which home sections the member's market shows, in order (the `home_config` setting, edited in
  // the back office). The web app's home reads the same from `GET home`; this stays for other clients.
  app.get("/setting/home_config", { schema: { tags, response: { 200: homeConfigAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    return ok(await homeConfigOf(db, user));
  });

  // Only what the user chose is sent (spec section 5), so only that changes.
  app.post(
    "/setting/set_noti_mail",
    { schema: { tags, body: notificationSettingRequest, response: { 200: settingAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const { mail_setting, push_setting } = request.body;
      const updated = await updateUser(db, user.id, {
        ...(mail_setting ? { mailSetting: mail_setting } : {}),
        ...(push_setting ? { pushSetting: push_setting } : {}),
      });
      return ok(settingData(updated, await notiSeenOf(db, user.id)));
    },
  );

  // The language the member picked (settings or the language switch): stored on the account, so
  // it follows them to every device and into every email, text and push; a phone country no
  // longer changes it.
  app.post(
    "/setting/language",
    { schema: { tags, body: languageSettingRequest, response: { 200: settingAnswer } } },
    async (request) => {
      const { user } = await request.requireUser();
      const updated = await chooseLanguage(db, user.id, request.body.locale);
      return ok(settingData(updated, await notiSeenOf(db, user.id)));
    },
  );
};
