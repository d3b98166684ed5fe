import { codeRules, passwordLimits } from "@rewards/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { CodeField } from "../../../components/form/code-field";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { ResendButton } from "../../../components/form/resend-button";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { quietButton, textLink } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { changePassword, sendPasswordCode } from "../api/account-api";
import { AuthCard } from "../components/auth-card";
import { PlainFormFields } from "../components/plain-form-fields";
import { useErrorText, useFormFailure } from "../forms/error-text";

const resolver = lazyResolver(() => import("../forms/reset-password-forms").then((forms) => forms.newPasswordForm));

/**
 * Forgotten password, second step: the emailed code and a new password. The email is a field of
 * its own: the app brings it from the first step; a page sent by the server has it filled from the
 * first step's plain post (apps/api plain-forms.ts), and the form posts here until the app has it.
 * "Send the code again" is a plain post too, for the email the first step asked a code for.
 */
export function ResetPasswordCodePage() {
  const { t } = useTranslation("account");
  const { fieldErrorText, toastApiError } = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const sentTo = (location.state as { email?: unknown } | null)?.email;
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: {
      email: typeof sentTo === "string" ? sentTo : "",
      code: "",
      password: "",
      password_confirmation: "",
    },
  });

  const failure = useFormFailure(setError, {
    email: "email",
    code: "code",
    password: "password",
    password_confirmation: "password_confirmation",
  } as const);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await changePassword(values);
      toast.success(t("reset.done"));
      navigate("/sign-in", { replace: true });
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <AuthCard
      title={t("reset.title")}
      lead={t("reset.codeLead", { minutes: codeRules.lifetimeMinutes })}
      footer={
        <p>
          <Link to="/sign-in" className={textLink}>
            {t("reset.backToSignIn")}
          </Link>
        </p>
      }
    >
      <form method="post" action="/reset-password/code" noValidate onSubmit={submit} className="space-y-4">
        <PlainFormFields />
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          registration={register("email")}
          error={fieldErrorText(errors.email)}
        />
        <CodeField label={t("fields.code")} registration={register("code")} error={fieldErrorText(errors.code)} />
        <TextField
          label={t("fields.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={t("signUp.passwordHint", { min: passwordLimits.min })}
          registration={register("password")}
          error={fieldErrorText(errors.password)}
        />
        <TextField
          label={t("fields.passwordConfirmation")}
          type="password"
          autoComplete="new-password"
          registration={register("password_confirmation")}
          error={fieldErrorText(errors.password_confirmation)}
        />
        <FormAlert message={failure.formError} />
        <SubmitButton pending={isSubmitting}>{t("reset.submit")}</SubmitButton>
      </form>
      <div className="mt-4 space-y-1">
        <ResendButton
          resend={() => sendPasswordCode(getValues("email"))}
          onError={toastApiError}
          plainForm={{ action: "/reset-password/code/resend", fields: <PlainFormFields /> }}
        />
        <Link to="/reset-password" className={`${quietButton} block w-full text-center`}>
          {t("reset.otherEmail")}
        </Link>
      </div>
    </AuthCard>
  );
}
