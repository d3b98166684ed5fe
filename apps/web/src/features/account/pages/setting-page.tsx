import { type NotificationFrequency, notificationFrequencies } from "@rewards/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { isLocale, type Locale } from "../../../lib/i18n";
import { chooseLanguage } from "../../../lib/language-choice";
import { queryClient } from "../../../lib/query-client";
import { settingQuery } from "../../../lib/setting-query";
import { toast } from "../../../lib/toast";
import { PushSwitch } from "../../../shared/push";
import { type NotificationChannel, saveNotificationSetting } from "../api/setting-api";
import { DeleteAccountDialog } from "../components/delete-account-dialog";
import { RadioChoice } from "../components/radio-choice";
import { useErrorText } from "../forms/error-text";

const languages: Locale[] = ["id", "vi", "en"];
const rowLink =
  "flex min-h-12 items-center justify-between rounded-lg px-3 py-2 font-medium text-gray-800 hover:bg-brand-50 " +
  "focus-visible:outline-2 focus-visible:outline-brand-700";

function isFrequency(value: string): value is NotificationFrequency {
  return (notificationFrequencies as readonly string[]).includes(value);
}

/** Notification frequencies, language, the legal pages and help, and deleting the account. */
export function SettingPage() {
  const { t, i18n } = useTranslation("account");
  const { t: shell } = useTranslation();
  const { apiErrorText, toastApiError } = useErrorText();
  const setting = useQuery(settingQuery);
  const [pickedLanguage, setPickedLanguage] = useState<Locale>();

  // The choice shows at once; a failure puts back what the server has.
  const save = useMutation({
    mutationFn: ({ channel, value }: { channel: NotificationChannel; value: NotificationFrequency }) =>
      saveNotificationSetting(channel, value),
    onMutate: ({ channel, value }) => {
      const before = queryClient.getQueryData(settingQuery.queryKey);
      if (before) queryClient.setQueryData(settingQuery.queryKey, { ...before, [channel]: value });
      return { before };
    },
    onSuccess: () => toast.success(t("settings.saved")),
    onError: (error, _, context) => {
      if (context?.before) queryClient.setQueryData(settingQuery.queryKey, context.before);
      toastApiError(error);
    },
  });

  const frequencies = notificationFrequencies.map((value) => ({ value, label: t(`settings.frequency.${value}`) }));
  const choose = (channel: NotificationChannel) => (value: string) => {
    if (isFrequency(value) && value !== setting.data?.[channel]) save.mutate({ channel, value });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="sr-only text-2xl font-bold text-gray-900 md:not-sr-only">{t("settings.title")}</h1>

      <Card id="notifications-title" title={t("settings.notifications")}>
        {setting.isError ? (
          <p role="alert" className="text-red-700">
            {apiErrorText(setting.error)}
          </p>
        ) : (
          <div className="space-y-5" aria-busy={setting.isPending}>
            <RadioChoice
              label={t("settings.mail")}
              choices={frequencies}
              value={setting.data?.mail_setting}
              onChange={choose("mail_setting")}
              disabled={setting.isPending}
            />
            <RadioChoice
              label={t("settings.push")}
              choices={frequencies}
              value={setting.data?.push_setting}
              onChange={choose("push_setting")}
              disabled={setting.isPending}
            />
            <PushSwitch />
          </div>
        )}
      </Card>

      <Card id="language-title" title={t("settings.language")}>
        <RadioChoice
          label={t("settings.languageLabel")}
          choices={languages.map((locale) => ({ value: locale, label: shell(`languages.${locale}`) }))}
          value={pickedLanguage ?? i18n.language}
          onChange={(locale) => {
            if (!isLocale(locale)) return;
            // The radio follows the press at once; the screen follows once the language's copy has loaded.
            setPickedLanguage(locale);
            void chooseLanguage(locale)
              .then((saved) => {
                // Told in the language just chosen, not the one this render was in.
                const told = i18n.getFixedT(locale, "account");
                if (saved) toast.success(told("settings.languageSaved"));
                else toast.error(told("settings.languageNotSaved"));
              })
              .finally(() => setPickedLanguage(undefined));
          }}
        />
      </Card>

      <nav aria-label={t("settings.about")} className="rounded-2xl border border-gray-100 bg-white p-2 shadow-sm">
        <Link to="/term" className={rowLink}>
          {t("settings.terms")}
          <span aria-hidden="true">›</span>
        </Link>
        <Link to="/user-policy" className={rowLink}>
          {t("settings.privacy")}
          <span aria-hidden="true">›</span>
        </Link>
        <Link to="/help" className={rowLink}>
          {t("settings.help")}
          <span aria-hidden="true">›</span>
        </Link>
      </nav>

      <Card id="delete-title" title={t("settings.delete.heading")}>
        <p className="mb-4 text-gray-700">{t("settings.delete.lead")}</p>
        <DeleteAccountDialog />
      </Card>
    </div>
  );
}
