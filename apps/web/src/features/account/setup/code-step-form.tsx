import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CodeField } from "../../../components/form/code-field";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { ResendButton } from "../../../components/form/resend-button";
import { SubmitButton } from "../../../components/form/submit-button";
import { PlainFormFields } from "../components/plain-form-fields";
import { useErrorText, useFormFailure } from "../forms/error-text";

const resolver = lazyResolver(() => import("../forms/credential-forms").then((forms) => forms.emailCodeForm));

/**
 * The six-digit code of the email and the phone steps: confirm, or send it again after the wait.
 * `serverField` is the name the server gives the code in its errors. Until the app has the page
 * (scripts off, or not loaded yet) the form is a plain post to `action` (apps/api
 * modules/profile/setup-forms.ts), on the setup the server rendered.
 */
export function CodeStepForm({
  label,
  action,
  confirm,
  resend,
  justSent,
  serverField,
}: {
  label: string;
  action: "/setup/email-code" | "/setup/phone-code";
  confirm: (code: string) => Promise<void>;
  resend: () => Promise<{ resend_after_seconds: number }>;
  justSent: boolean;
  serverField: string;
}) {
  const { t } = useTranslation("account");
  const { fieldErrorText, toastApiError } = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { code: "" } });

  const failure = useFormFailure(setError, { [serverField]: "code" });

  const submit = handleSubmit(async ({ code }) => {
    failure.clear();
    try {
      await confirm(code);
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <>
      <form method="post" action={action} noValidate onSubmit={submit} className="space-y-4">
        <PlainFormFields />
        <CodeField label={label} registration={register("code")} error={fieldErrorText(errors.code)} />
        <FormAlert message={failure.formError} />
        <SubmitButton pending={isSubmitting}>{t("setup.confirm")}</SubmitButton>
      </form>
      <div className="mt-3">
        <ResendButton
          resend={resend}
          onError={toastApiError}
          justSent={justSent}
          plainForm={{ action: `${action}/resend`, fields: <PlainFormFields /> }}
        />
      </div>
    </>
  );
}
