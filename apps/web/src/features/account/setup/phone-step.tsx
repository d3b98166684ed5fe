import type { ProfileData } from "@rewards/contracts";
import { useTranslation } from "react-i18next";
import { quietButton } from "../../../components/ui/buttons";
import { confirmPhone, resendPhoneCode } from "../api/profile-api";
import { CodeStepForm } from "./code-step-form";
import { displayPhone } from "./phone-number";

/** Step 3: the code texted to the phone; once it is confirmed the user is a member. */
export function PhoneStep({
  profile,
  justSent,
  onChangeNumber,
}: {
  profile: ProfileData;
  justSent: boolean;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation("account");
  const phone = displayPhone(profile.user_profile.country_code, profile.basic_info.phone_number);
  return (
    <>
      <p className="mb-4 text-gray-700">{t("setup.phone.lead", { phone })}</p>
      <CodeStepForm
        action="/setup/phone-code"
        label={t("fields.phoneCode")}
        confirm={async (code) => {
          await confirmPhone(code);
        }}
        resend={resendPhoneCode}
        justSent={justSent}
        serverField="phone_token"
      />
      <button type="button" onClick={onChangeNumber} className={`${quietButton} mt-1 w-full`}>
        {t("setup.phone.change")}
      </button>
    </>
  );
}
