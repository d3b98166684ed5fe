import { passwordLimits } from "@rewards/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { quietButton } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { updatePassword } from "../api/profile-api";
import { changePasswordServerFields, proofOf } from "../forms/credential-fields";
import type { ChangePasswordValues } from "../forms/credential-forms";
import { useErrorText, useFormFailure } from "../forms/error-text";
import { StepUpProof } from "./step-up-proof";

const resolver = lazyResolver(() => import("../forms/credential-forms").then((forms) => forms.changePasswordForm));

/**
 * A new password while signed in. The current password (or the emailed code) goes in the same
 * request, so a session alone cannot lock the owner out; the other devices are signed out and
 * this one stays, and the email hears of it.
 */
export function ChangePasswordForm({ email, onDone }: { email: string; onDone: () => void }) {
  const { t } = useTranslation("account");
  const { fieldErrorText } = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { proof: "password", current_password: "", email_code: "", password: "", password_confirmation: "" },
  });
  const failure = useFormFailure(setError, changePasswordServerFields);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await updatePassword(proofOf(values), {
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      toast.success(t("changePassword.done"));
      onDone();
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-gray-700">{t("changePassword.lead")}</p>
      <StepUpProof
        proof={watch("proof")}
        onSwitch={(next) => setValue("proof", next)}
        email={email}
        password={{ registration: register("current_password"), error: fieldErrorText(errors.current_password) }}
        code={{ registration: register("email_code"), error: fieldErrorText(errors.email_code) }}
      />
      <TextField
        label={t("fields.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("signUp.passwordHint", { min: passwordLimits.min })}
        registration={register("password")}
        error={fieldErrorText(errors.password)}
      />
      <TextField
        label={t("changePassword.repeat")}
        type="password"
        autoComplete="new-password"
        registration={register("password_confirmation")}
        error={fieldErrorText(errors.password_confirmation)}
      />
      <FormAlert message={failure.formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onDone} className={quietButton}>
          {t("common.cancel")}
        </button>
        <SubmitButton pending={isSubmitting} className="">
          {t("changePassword.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
