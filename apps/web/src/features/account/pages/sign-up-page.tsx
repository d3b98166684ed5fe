import { passwordLimits } from "@rewards/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { textLink } from "../../../components/ui/buttons";
import { queryClient } from "../../../lib/query-client";
import { inviteCodeFromQuery, readInviteCode } from "../../../shared/invite-code";
import { signUp } from "../api/account-api";
import { AuthCard } from "../components/auth-card";
import { CheckboxField } from "../components/checkbox-field";
import { MarketSelect } from "../components/market-select";
import { PlainFormFields } from "../components/plain-form-fields";
import { useErrorText, useFormFailure } from "../forms/error-text";
import { signUpBody, signUpServerFields } from "../forms/sign-up-body";
import { isMarket, rememberMarket, signUpMarket } from "../market";

const resolver = lazyResolver(() => import("../forms/sign-up-form").then((forms) => forms.signUpForm));

/** Registration; on success the account setup on `/` takes over (the email code is on its way). */
export function SignUpPage() {
  const { t, i18n } = useTranslation("account");
  const { fieldErrorText } = useErrorText();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The hint says a friend's code was filled in: only true when one was.
  const [invitedCode] = useState(() => inviteCodeFromQuery(search) ?? readInviteCode() ?? "");
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: {
      email: "",
      email_confirmation: "",
      password: "",
      password_confirmation: "",
      invite_code: invitedCode,
      country: signUpMarket(i18n.language),
      accept_terms: false,
    },
  });

  // Switching the page's language moves the country with it, until the visitor picks one.
  const pageLanguage = i18n.language;
  useEffect(() => {
    if (!getFieldState("country").isDirty) setValue("country", signUpMarket(pageLanguage));
  }, [pageLanguage, getFieldState, setValue]);

  const failure = useFormFailure(setError, signUpServerFields);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    rememberMarket(values.country);
    try {
      await signUp(signUpBody(values, search, import.meta.env.VITE_APP_VERSION));
      queryClient.clear();
      navigate("/", { replace: true, state: { emailCodeSent: true } });
    } catch (error) {
      failure.show(error);
    }
  });

  const link = (to: string) => <Link to={to} className={textLink} target="_blank" />;
  return (
    <AuthCard
      title={t("signUp.title")}
      lead={t("signUp.lead")}
      footer={
        <p>
          {t("signUp.haveAccount")}{" "}
          <Link to="/sign-in" className={textLink}>
            {t("signUp.signIn")}
          </Link>
        </p>
      }
    >
      {/* A plain post to this page until the app has it (no scripts, or not loaded yet): apps/api plain-forms.ts. */}
      <form method="post" action="/sign-up" noValidate onSubmit={submit} className="space-y-4">
        <PlainFormFields />
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          registration={register("email")}
          error={fieldErrorText(errors.email)}
        />
        <TextField
          label={t("fields.emailConfirmation")}
          type="email"
          autoComplete="email"
          registration={register("email_confirmation")}
          error={fieldErrorText(errors.email_confirmation)}
        />
        <TextField
          label={t("fields.password")}
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
        <TextField
          label={t("fields.inviteCode")}
          autoComplete="off"
          autoCapitalize="characters"
          hint={invitedCode ? t("signUp.inviteHint") : undefined}
          registration={register("invite_code")}
          error={fieldErrorText(errors.invite_code)}
        />
        <MarketSelect
          registration={register("country", {
            onChange: (event: { target: { value: string } }) => {
              if (isMarket(event.target.value)) rememberMarket(event.target.value);
            },
          })}
        />
        <CheckboxField
          label={
            <Trans
              t={t}
              i18nKey="signUp.acceptTerms"
              components={{ terms: link("/term"), privacy: link("/user-policy") }}
            />
          }
          registration={register("accept_terms")}
          error={fieldErrorText(errors.accept_terms)}
        />
        <FormAlert message={failure.formError} />
        <SubmitButton pending={isSubmitting}>{t("signUp.submit")}</SubmitButton>
      </form>
    </AuthCard>
  );
}
