import type { ProfileData } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { confirmEmail, resendEmailCode } from "../api/profile-api";
import { CodeStepForm } from "./code-step-form";

/** Step 1: the code sent to the email address at registration. */
export function EmailStep({ profile, justSent }: { profile: ProfileData; justSent: boolean }) {
  const { t } = useTranslation("account");
  return (
    <>
      <p className="mb-4 text-gray-700">{t("setup.email.lead", { email: profile.basic_info.email })}</p>
      <CodeStepForm
        action="/setup/email-code"
        label={t("fields.emailCode")}
        confirm={async (code) => {
          await confirmEmail(code);
        }}
        resend={resendEmailCode}
        justSent={justSent}
        serverField="code"
      />
    </>
  );
}
