import { useSuspenseQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { quietButton } from "../../../components/ui/buttons";
import { profileQuery } from "../../../shared/profile";
import { signOut } from "../../../shared/session";
import { setupStepOf } from "../access/guards";
import { AuthCard } from "../components/auth-card";
import { applyAccount } from "../market";
import { EmailStep } from "../setup/email-step";
import { PhoneStep } from "../setup/phone-step";
import { ProfileStep } from "../setup/profile-step";
import { SetupProgress, type ShownStep } from "../setup/setup-progress";

/**
 * `/` for a signed-in user whose account is not complete: confirm the email, fill in the
 * profile, confirm the phone. The step follows the profile the server last answered.
 */
export function AccountSetupPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const location = useLocation();
  const { data: profile } = useSuspenseQuery(profileQuery);
  const [editingPhone, setEditingPhone] = useState(false);
  const [phoneCodeSent, setPhoneCodeSent] = useState(false);
  const emailCodeSent = (location.state as { emailCodeSent?: boolean } | null)?.emailCodeSent === true;

  const step = editingPhone ? "profile" : setupStepOf(profile);

  // A member now: the account's language (the phone country's unless they chose one) and the
  // phone's market, and home opens.
  const { country_code: countryCode, locale } = profile.account;
  useEffect(() => {
    if (step !== "done") return;
    void applyAccount({ country_code: countryCode, locale }).then(() => navigate("/home", { replace: true }));
  }, [step, countryCode, locale, navigate]);
  // A new step opens at its title: the profile step's long form leaves a phone scrolled down,
  // where the phone code's title and field would sit under the sticky header.
  useEffect(() => {
    if (step !== "done") window.scrollTo({ top: 0 });
  }, [step]);
  if (step === "done") return null;

  const shown: ShownStep = step;
  const leaveSetup = async () => {
    await signOut();
    navigate("/sign-in", { replace: true });
  };

  return (
    <AuthCard
      title={t(`setup.${shown}.title`)}
      lead={<SetupProgress step={shown} />}
      footer={
        <button type="button" onClick={() => void leaveSetup()} className={quietButton}>
          {t("setup.signOut")}
        </button>
      }
    >
      {shown === "email" && <EmailStep profile={profile} justSent={emailCodeSent} />}
      {shown === "profile" && (
        <ProfileStep
          profile={profile}
          onSaved={(codeSent) => {
            setPhoneCodeSent(codeSent);
            setEditingPhone(false);
          }}
        />
      )}
      {shown === "phone" && (
        <PhoneStep profile={profile} justSent={phoneCodeSent} onChangeNumber={() => setEditingPhone(true)} />
      )}
    </AuthCard>
  );
}
