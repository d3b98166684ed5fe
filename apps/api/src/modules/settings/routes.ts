import {
  type NotificationFrequency,
  notificationFrequencies,
  notificationSettingRequest,
  type SettingData,
  settingAnswer,
} from "@rewards/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ServiceDeps } from "../../services/deps.js";
import { type User, updateUser } from "../users/index.js";

const tags = ["settings"];

function settingData(user: User): SettingData {
  const options = (chosen: NotificationFrequency) =>
    notificationFrequencies.map((value) => ({ value, checked: value === chosen }));
  return {
    // Notifications arrive with their own feature; until then there is never anything unseen.
    notiSeen: true,
    mail_setting: user.mailSetting,
    push_setting: user.pushSetting,
    notify_options: options(user.mailSetting),
  };
}

/** `setting*`: the bell's seen flag and how often the user hears from us by mail and push. */
export const settingRoutes: FastifyPluginAsyncZod<ServiceDeps> = async (app, { db }) => {
  app.get("/setting", { schema: { tags, response: { 200: settingAnswer } } }, async (request) => {
    const { user } = await request.requireUser();
    return { status: true as const, data: settingData(user) };
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
      return { status: true as const, data: settingData(updated) };
    },
  );
};
