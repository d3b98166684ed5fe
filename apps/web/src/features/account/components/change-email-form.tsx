import { codeRules } from "@rewards/contracts";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CodeField } from "../../../components/form/code-field";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { quietButton } from "../../../components/ui/buttons";
import { toast } from "../../../lib/toast";
import { confirmEmailChange, startEmailChange } from "../api/profile-api";
import { changeEmailServerFields, proofOf } from "../forms/credential-fields";
import type { ChangeEmailValues } from "../forms/credential-forms";
import { useErrorText, useFormFailure } from "../forms/error-text";
import { StepUpProof } from "./step-up-proof";

const forms = () => import("../forms/credential-forms");
const emailCodeResolver = lazyResolver(() => forms().then((loaded) => loaded.emailCodeForm));

/**
 * A new email in two steps: the address with the current password (or the emailed code), then
 * the code sent to the new address. Until that code comes back nothing changes; afterwards the
 * other devices are signed out and the old address is told.
 */
export function ChangeEmailForm({ email, onDone }: { email: string; onDone: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? (
    <NewEmailStep email={email} onSent={setSentTo} onCancel={onDone} />
  ) : (
    <EmailCodeStep newEmail={sentTo} onBack={() => setSentTo(null)} onDone={onDone} />
  );
}

function NewEmailStep({
  email,
  onSent,
  onCancel,
}: {
  email: string;
  onSent: (newEmail: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("account");
  const { fieldErrorText } = useErrorText();
  const resolver = useMemo(() => lazyResolver(() => forms().then((loaded) => loaded.changeEmailForm(email))), [email]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailValues>({
    resolver,
    defaultValues: { proof: "password", current_password: "", email_code: "", new_email: "" },
  });
  const failure = useFormFailure(setError, changeEmailServerFields);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await startEmailChange(values.new_email.trim(), proofOf(values));
      onSent(values.new_email.trim().toLowerCase());
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-gray-700">{t("changeEmail.lead")}</p>
      <TextField
        label={t("changeEmail.newEmail")}
        type="email"
        autoComplete="email"
        registration={register("new_email")}
        error={fieldErrorText(errors.new_email)}
      />
      <StepUpProof
        proof={watch("proof")}
        onSwitch={(next) => setValue("proof", next)}
        email={email}
        password={{ registration: register("current_password"), error: fieldErrorText(errors.current_password) }}
        code={{ registration: register("email_code"), error: fieldErrorText(errors.email_code) }}
      />
      <FormAlert message={failure.formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={quietButton}>
          {t("common.cancel")}
        </button>
        <SubmitButton pending={isSubmitting} className="">
          {t("changeEmail.sendCode")}
        </SubmitButton>
      </div>
    </form>
  );
}

function EmailCodeStep({ newEmail, onBack, onDone }: { newEmail: string; onBack: () => void; onDone: () => void }) {
  const { t } = useTranslation("account");
  const { fieldErrorText } = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: emailCodeResolver, defaultValues: { code: "" } });
  const failure = useFormFailure(setError, { code: "code" } as const);

  const submit = handleSubmit(async ({ code }) => {
    failure.clear();
    try {
      await confirmEmailChange(newEmail, code.trim());
      toast.success(t("changeEmail.done", { email: newEmail }));
      onDone();
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-gray-800" role="status">
        {t("changeEmail.sent", { email: newEmail, minutes: codeRules.lifetimeMinutes })}
      </p>
      <CodeField label={t("changeEmail.code")} registration={register("code")} error={fieldErrorText(errors.code)} />
      <FormAlert message={failure.formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onBack} className={quietButton}>
          {t("changeEmail.back")}
        </button>
        <SubmitButton pending={isSubmitting} className="">
          {t("changeEmail.confirm")}
        </SubmitButton>
      </div>
    </form>
  );
}
