import { codeRules, passwordLimits } from "@rewards/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
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
import { useErrorText, useFormFailure } from "../forms/error-text";

const forms = () => import("../forms/reset-password-forms");
const emailResolver = lazyResolver(() => forms().then((loaded) => loaded.emailForm));
const newPasswordResolver = lazyResolver(() => forms().then((loaded) => loaded.newPasswordForm));

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation("account");
  const { fieldErrorText } = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: emailResolver, defaultValues: { email: "" } });

  const failure = useFormFailure(setError, { email: "email" });

  const submit = handleSubmit(async ({ email }) => {
    failure.clear();
    try {
      await sendPasswordCode(email);
      onSent(email);
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        registration={register("email")}
        error={fieldErrorText(errors.email)}
      />
      <FormAlert message={failure.formError} />
      <SubmitButton pending={isSubmitting}>{t("reset.sendCode")}</SubmitButton>
    </form>
  );
}

function NewPasswordStep({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation("account");
  const { fieldErrorText, toastApiError } = useErrorText();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: newPasswordResolver,
    defaultValues: { code: "", password: "", password_confirmation: "" },
  });

  const failure = useFormFailure(setError, {
    code: "code",
    password: "password",
    password_confirmation: "password_confirmation",
  } as const);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await changePassword({ email, ...values });
      toast.success(t("reset.done"));
      navigate("/sign-in", { replace: true });
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <>
      <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-gray-800" role="status">
        {t("reset.sent", { email, minutes: codeRules.lifetimeMinutes })}
      </p>
      <form noValidate onSubmit={submit} className="space-y-4">
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
        <ResendButton resend={() => sendPasswordCode(email)} onError={toastApiError} justSent />
        <button type="button" onClick={onBack} className={`${quietButton} w-full`}>
          {t("reset.otherEmail")}
        </button>
      </div>
    </>
  );
}

/** Forgotten password: a code to the email, then the code with a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation("account");
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title={t("reset.title")}
      lead={email ? undefined : t("reset.lead")}
      footer={
        <p>
          <Link to="/sign-in" className={textLink}>
            {t("reset.backToSignIn")}
          </Link>
        </p>
      }
    >
      {email ? <NewPasswordStep email={email} onBack={() => setEmail(null)} /> : <EmailStep onSent={setEmail} />}
    </AuthCard>
  );
}
