import { useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { quietDangerButton, smallSecondaryButton } from "../../../components/ui/buttons";
import { Card } from "../../../components/ui/card";
import { profileQuery } from "../../../shared/profile";
import { signOut } from "../../../shared/session";
import { AvatarUpload } from "../components/avatar-upload";
import { BasicInfoForm } from "../components/basic-info-form";
import { ChangeEmailForm } from "../components/change-email-form";
import { ChangePasswordForm } from "../components/change-password-form";
import { ChangePhoneForm } from "../components/change-phone-form";
import { formatBirthDay } from "../forms/birthday";
import { displayPhone } from "../setup/phone-number";

const rowLink =
  "flex min-h-12 items-center justify-between rounded-lg px-3 py-2 font-medium text-gray-800 hover:bg-brand-50 " +
  "focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * A card that shows a value and, behind its 'Change' button, the form that changes it (email,
 * phone, password: each asks for the current password first).
 */
function ChangeCard({
  id,
  title,
  value,
  form,
}: {
  id: string;
  title: string;
  value: ReactNode;
  form: (done: () => void) => ReactNode;
}) {
  const { t } = useTranslation("account");
  const [changing, setChanging] = useState(false);
  return (
    <Card
      id={id}
      title={title}
      action={
        !changing && (
          <button type="button" onClick={() => setChanging(true)} className={smallSecondaryButton}>
            {t("common.change")}
          </button>
        )
      }
    >
      {changing ? form(() => setChanging(false)) : value}
    </Card>
  );
}

/**
 * The member's profile: avatar, basic info (name, birthday editable), email, phone and password
 * changes, points, settings, sign out.
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation("account");
  const navigate = useNavigate();
  const { data: profile } = useSuspenseQuery(profileQuery);
  const [editing, setEditing] = useState(false);
  const info = profile.basic_info;
  const fullName = [info.name, info.last_name].filter(Boolean).join(" ");
  const empty = t("profile.empty");

  const rows: [string, string][] = [
    [t("fields.name"), info.name ?? empty],
    [t("fields.lastName"), info.last_name ?? empty],
    [t("fields.email"), info.email],
    [t("fields.birthDay"), info.birth_day ? formatBirthDay(info.birth_day, i18n.language) : empty],
    [t("fields.phoneNumber"), displayPhone(profile.user_profile.country_code, info.phone_number) || empty],
    [t("profile.level"), String(info.user_level)],
  ];

  const leave = async () => {
    await signOut();
    navigate("/sign-in", { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
      <h1 className="sr-only text-2xl font-bold text-gray-900 md:not-sr-only">{t("profile.title")}</h1>
      <section
        aria-label={t("profile.summary")}
        className="flex flex-col items-center gap-3 rounded-2xl bg-gradient-to-b from-brand-50 to-white p-6 text-center"
      >
        <AvatarUpload src={info.avatar} name={fullName || info.email} />
        <p className="text-xl font-bold break-words text-gray-900">{fullName || info.email}</p>
        <p className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
          {t("profile.levelBadge", { level: info.user_level })}
        </p>
      </section>

      <Card
        id="basic-info-title"
        title={t("profile.basicInfo")}
        action={
          !editing && (
            <button type="button" onClick={() => setEditing(true)} className={smallSecondaryButton}>
              {t("profile.edit")}
            </button>
          )
        }
      >
        {editing ? (
          <BasicInfoForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <dl className="divide-y divide-gray-100">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
                <dt className="text-sm text-gray-600">{label}</dt>
                <dd className="font-medium break-words text-gray-900 sm:col-span-2">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>

      <ChangeCard
        id="change-email-title"
        title={t("changeEmail.title")}
        value={<p className="font-medium break-words text-gray-900">{info.email}</p>}
        form={(done) => <ChangeEmailForm email={info.email} onDone={done} />}
      />

      {profile.account.phone_confirmed && (
        <ChangeCard
          id="change-phone-title"
          title={t("changePhone.title")}
          value={
            <p className="font-medium text-gray-900">
              {displayPhone(profile.user_profile.country_code, info.phone_number) || empty}
            </p>
          }
          form={(done) => <ChangePhoneForm profile={profile} onDone={done} />}
        />
      )}

      <ChangeCard
        id="change-password-title"
        title={t("changePassword.title")}
        value={<p className="text-sm text-gray-700">{t("changePassword.summary")}</p>}
        form={(done) => <ChangePasswordForm email={info.email} onDone={done} />}
      />

      <nav aria-label={t("profile.more")} className="rounded-2xl border border-gray-100 bg-white p-2 shadow-sm">
        <Link to="/home/points" className={rowLink}>
          {t("profile.points")}
          <span aria-hidden="true">›</span>
        </Link>
        <Link to="/home/setting" className={rowLink}>
          {t("profile.settings")}
          <span aria-hidden="true">›</span>
        </Link>
      </nav>

      <div className="text-center">
        <button type="button" onClick={() => void leave()} className={quietDangerButton}>
          {t("profile.signOut")}
        </button>
      </div>
    </div>
  );
}
