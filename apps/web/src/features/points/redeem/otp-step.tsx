import { codeRules, type RedeemDone, type WithdrawData, type WithdrawRequest } from "@rewards/contracts";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CodeField } from "../../../components/form/code-field";
import { FormAlert } from "../../../components/form/form-alert";
import { useFormFailure } from "../../../components/form/form-failure";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { ResendButton } from "../../../components/form/resend-button";
import { SubmitButton } from "../../../components/form/submit-button";
import { quietButton } from "../../../components/ui/buttons";
import { idempotencyKeys } from "../../../lib/idempotency-key";
import { confirmWithdraw, requestWithdraw } from "../api/redeem-api";
import { usePointsErrorText } from "../forms/error-text";
import { formatPoints } from "../lib/format";

const resolver = lazyResolver(() => import("../forms/otp-form").then((forms) => forms.otpForm));

/**
 * The texted code that confirms a bank transfer. Confirming sends an `Idempotency-Key` per code
 * and request: a retry of the same code after a lost answer cannot spend twice. Sending the code
 * again posts the same transfer again, which makes a new request with a new code.
 */
export function OtpStep({
  body,
  sent,
  onResent,
  onDone,
  onBack,
}: {
  body: WithdrawRequest;
  sent: WithdrawData;
  onResent: (sent: WithdrawData) => void;
  onDone: (done: RedeemDone) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation("points");
  const { apiErrorText, fieldErrorText, toastApiError } = usePointsErrorText();
  const keys = useRef(idempotencyKeys());
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { code: "" } });
  const failure = useFormFailure(setError, { otp: "code" }, apiErrorText);

  useEffect(() => heading.current?.focus(), []);

  const submit = handleSubmit(async ({ code }) => {
    failure.clear();
    const request = { request_id: sent.request_id, otp: code };
    try {
      onDone(await confirmWithdraw(request, keys.current.keyFor(JSON.stringify(request))));
    } catch (error) {
      failure.show(error);
    }
  });

  const resend = async () => {
    onResent(await requestWithdraw(body));
    return { resend_after_seconds: codeRules.resendAfterSeconds };
  };

  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold text-gray-900 focus:outline-none">
        {t("otp.title")}
      </h2>
      <p className="text-gray-700">
        {t("otp.lead", {
          points: formatPoints(body.point, i18n.language),
          bank: body.bank_name,
        })}
      </p>
      <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-gray-800">
        {t("otp.sent", { phone: sent.phone_hint })}
      </p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <CodeField label={t("otp.code")} registration={register("code")} error={fieldErrorText(errors.code)} />
        <FormAlert message={failure.formError} />
        <SubmitButton pending={isSubmitting}>{t("otp.confirm")}</SubmitButton>
      </form>
      <div className="space-y-1">
        <ResendButton resend={resend} onError={toastApiError} justSent />
        <button type="button" onClick={onBack} className={`${quietButton} w-full`}>
          {t("otp.back")}
        </button>
      </div>
    </div>
  );
}
