import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ResendButton } from "../../../components/form/resend-button";
import { TextField } from "../../../components/form/text-field";
import { quietButton } from "../../../components/ui/buttons";
import { sendStepUpCode } from "../api/profile-api";
import { useErrorText } from "../forms/error-text";

export type StepUpProofKind = "password" | "email_code";

/**
 * The fresh proof a phone, email or password change carries: the current password, or for an
 * account signed up with Google, Apple or Facebook (it has none) a code emailed to the current
 * address. The member switches between the two; the server says which one the account needs.
 */
export function StepUpProof({
  proof,
  onSwitch,
  email,
  password,
  code,
}: {
  proof: StepUpProofKind;
  onSwitch: (next: StepUpProofKind) => void;
  email: string;
  password: { registration: UseFormRegisterReturn; error: string | undefined };
  code: { registration: UseFormRegisterReturn; error: string | undefined };
}) {
  const { t } = useTranslation("account");
  const { toastApiError } = useErrorText();
  return (
    <>
      {proof === "password" ? (
        <TextField
          label={t("stepUp.currentPassword")}
          type="password"
          autoComplete="current-password"
          registration={password.registration}
          error={password.error}
        />
      ) : (
        <div className="space-y-2">
          <TextField
            label={t("stepUp.emailCode")}
            hint={t("stepUp.emailCodeHint", { email })}
            inputMode="numeric"
            autoComplete="one-time-code"
            registration={code.registration}
            error={code.error}
          />
          <ResendButton resend={sendStepUpCode} onError={toastApiError} />
        </div>
      )}
      <button
        type="button"
        className={`${quietButton} w-full`}
        onClick={() => onSwitch(proof === "password" ? "email_code" : "password")}
      >
        {proof === "password" ? t("stepUp.useEmailCode") : t("stepUp.usePassword")}
      </button>
    </>
  );
}
