import { type profileAnswer, supportMessageLimits, type supportRequestFiled, supportTopics } from "@rewards/contracts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { FieldMessages, inputClass, TextField, useFieldIds } from "../../../components/form/text-field";
import { callApi } from "../../../lib/api";
import { isLoggedIn } from "../../../lib/session";
import { useRefusalText } from "../../../shared/refusals";
import type { ContactValues } from "../forms/contact-form";

/** A signed-in member's email, to reply to without asking; the same cache entry as the account's profile. */
function useMemberEmail(): string | null {
  const { data } = useQuery({
    queryKey: ["profile"],
    queryFn: async ({ signal }) =>
      (await callApi<typeof profileAnswer>("main", "profile/info_basic_user", { signal })).data,
    enabled: isLoggedIn(),
    retry: false,
  });
  return data?.basic_info.email ?? null;
}

const resolver = lazyResolver(() => import("../forms/contact-form").then((forms) => forms.contactForm));

/** The help page's contact form: files a support request the back office reads. */
export function ContactForm() {
  const { t } = useTranslation("public-site/help");
  const refusalText = useRefusalText({ failed: t("help.contact.errors.generic") });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver,
    defaultValues: { email: "", name: "", topic: "account", message: "" },
  });
  const memberEmail = useMemberEmail();
  useEffect(() => {
    if (memberEmail && !getValues("email")) setValue("email", memberEmail);
  }, [memberEmail, getValues, setValue]);
  const min = supportMessageLimits.min;
  const errorText = (key: string | undefined) => (key ? t(`help.contact.errors.${key}`, { min }) : undefined);
  const message = useFieldIds(errorText(errors.message?.message), t("help.contact.messageHint", { min }));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = { ...values, name: values.name.trim() || undefined };
      await callApi<typeof supportRequestFiled>("main", "support_requests", { method: "POST", body });
      reset({ email: memberEmail ?? "", name: "", topic: "account", message: "" });
      setSent(true);
    } catch (error) {
      setFailure(refusalText(error));
    }
  });

  return (
    <section id="contact" aria-labelledby={headingId} className="mt-8 scroll-mt-24">
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {t("help.contact.title")}
      </h2>
      {sent ? (
        <p role="status" className="mt-3 rounded-xl bg-green-50 p-4 text-green-900">
          {t("help.contact.sent")}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t("help.contact.email")}
              type="email"
              autoComplete="email"
              registration={register("email")}
              error={errorText(errors.email?.message)}
            />
            <TextField
              label={t("help.contact.name")}
              autoComplete="name"
              maxLength={80}
              registration={register("name")}
            />
          </div>
          <SelectField
            label={t("help.contact.topic")}
            options={supportTopics.map((topic) => ({ value: topic, label: t(`help.contact.topics.${topic}`) }))}
            registration={register("topic")}
          />
          <div>
            <label htmlFor={message.id} className="block text-sm font-medium text-gray-800">
              {t("help.contact.message")}
            </label>
            <textarea
              id={message.id}
              rows={5}
              maxLength={supportMessageLimits.max}
              {...register("message")}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={message.describedBy}
              className={inputClass}
            />
            <FieldMessages
              hint={t("help.contact.messageHint", { min })}
              hintId={message.hintId}
              error={errorText(errors.message?.message)}
              errorId={message.errorId}
            />
          </div>
          <FormAlert message={failure} />
          <SubmitButton pending={isSubmitting} className="w-full sm:w-auto">
            {t("help.contact.submit")}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
