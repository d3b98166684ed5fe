import type { NotificationFrequency, SettingData, settingAnswer } from "@rewards/contracts";
import { callApi } from "../../../lib/api";
import { queryClient } from "../../../lib/query-client";
import { settingQuery } from "../../../lib/setting-query";

export type NotificationChannel = "mail_setting" | "push_setting";

/** Sends only the value the user just chose (spec section 5). */
export async function saveNotificationSetting(
  channel: NotificationChannel,
  value: NotificationFrequency,
): Promise<SettingData> {
  // The request's schema (and zod) loads with the first change, not with the settings screen.
  const { notificationSettingRequest } = await import("./requests");
  const body = notificationSettingRequest.parse({ [channel]: value });
  const answer = await callApi<typeof settingAnswer>("main", "setting/set_noti_mail", { method: "POST", body });
  queryClient.setQueryData(settingQuery.queryKey, answer.data);
  return answer.data;
}
