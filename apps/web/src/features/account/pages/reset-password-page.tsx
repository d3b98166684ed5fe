import { codeRules } from "@rewards/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { textLink } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { sendPasswordCode } from "../api/account-api";
import { AuthCard } from "../components/auth-card";
import { PlainFormFields } from "../components/plain-form-fields";
import { useErrorText, useFormFailure } from "../forms/error-text";

const emailResolver = lazyResolver(() => import("../forms/reset-password-forms").then((forms) => forms.emailForm));

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
    <form method="post" action="/reset-password" noValidate onSubmit={submit} className="space-y-4">
      <PlainFormFields />
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

/**
 * Forgotten password, first step: the email a code goes to. A plain post to this page until the
 * app has it (apps/api plain-forms.ts); either way the code page follows (reset-password-code-page.tsx).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  return (
    <AuthCard
      title={t("reset.title")}
      lead={t("reset.lead")}
      footer={
        <p>
          <Link to="/sign-in" className={textLink}>
            {t("reset.backToSignIn")}
          </Link>
        </p>
      }
    >
      <EmailStep
        onSent={(email) => {
          toast.success(t("reset.sent", { email, minutes: codeRules.lifetimeMinutes }));
          navigate("/reset-password/code", { state: { email } });
        }}
      />
    </AuthCard>
  );
}
