import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListState } from "../../../components/ui/list-state";
import { toast } from "../../../lib/toast";
import { saveShopSettings, shopSettingsQuery } from "../api/rewards-api";

const frequencies = ["instant", "daily", "never"] as const;

/**
 * `/home/profile-shop/notification-setting` (`settings/1`): how often visit notifications come
 * (instant, once a day, never) and whether a followed store's new campaign is told. A change is
 * sent only when a value is chosen (spec section 5).
 */
export function NotificationSettingPage() {
  const { t } = useTranslation("shop-rewards");
  const query = useQuery(shopSettingsQuery());
  const [saving, setSaving] = useState(false);
  const save = async (patch: Parameters<typeof saveShopSettings>[0]) => {
    setSaving(true);
    try {
      await saveShopSettings(patch);
      toast.success(t("settings.saved"));
    } catch {
      toast.error(t("settings.failed"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-4 sm:py-6">
      <h1 className="text-2xl font-bold text-gray-900">{t("settings.title")}</h1>
      {!query.data ? (
        <ListState ns="shop-rewards" query={query} empty={false} rows={1} />
      ) : (
        <form className="space-y-4 rounded-2xl bg-white p-4 shadow-sm" onSubmit={(event) => event.preventDefault()}>
          <fieldset className="space-y-2" disabled={saving}>
            <legend className="font-semibold text-gray-900">{t("settings.frequency")}</legend>
            {frequencies.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 rounded-xl px-2 hover:bg-gray-50">
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  checked={query.data.notification_frequency === value}
                  onChange={() => void save({ notification_frequency: value })}
                  className="size-5 accent-brand-700"
                />
                {t(`settings.frequencies.${value}`)}
              </label>
            ))}
          </fieldset>
          <label className="flex min-h-11 items-center gap-3 px-2">
            <input
              type="checkbox"
              checked={query.data.campaign_notifications}
              disabled={saving}
              onChange={(event) => void save({ campaign_notifications: event.target.checked })}
              className="size-5 accent-brand-700"
            />
            {t("settings.campaigns")}
          </label>
        </form>
      )}
    </div>
  );
}
