import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CodeField } from "../../../components/form/code-field";
import { FormAlert } from "../../../components/form/form-alert";
import { ResendButton } from "../../../components/form/resend-button";
import { SubmitButton } from "../../../components/form/submit-button";
import { useErrorText, useFormFailure } from "../forms/error-text";
import { codeInput } from "../forms/validators";

const codeForm = z.object({ code: codeInput });

/**
 * The six-digit code of the email and the phone steps: confirm, or send it again after the wait.
 * `serverField` is the name the server gives the code in its errors.
 */
export function CodeStepForm({
  label,
  confirm,
  resend,
  justSent,
  serverField,
}: {
  label: string;
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
  } = useForm({ resolver: zodResolver(codeForm), defaultValues: { code: "" } });

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
      <form noValidate onSubmit={submit} className="space-y-4">
        <CodeField label={label} registration={register("code")} error={fieldErrorText(errors.code)} />
        <FormAlert message={failure.formError} />
        <SubmitButton pending={isSubmitting}>{t("setup.confirm")}</SubmitButton>
      </form>
      <div className="mt-3">
        <ResendButton resend={resend} onError={toastApiError} justSent={justSent} />
      </div>
    </>
  );
}
