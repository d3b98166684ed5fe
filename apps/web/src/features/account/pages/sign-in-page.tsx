import { safeNextPath } from "@rewards/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { textLink } from "../../../components/ui/buttons";
import { useCompleteSignIn } from "../access/use-complete-sign-in";
import { signIn } from "../api/account-api";
import { AuthCard } from "../components/auth-card";
import { PlainFormFields } from "../components/plain-form-fields";
import { SocialSignIn } from "../components/social-sign-in";
import { useErrorText, useFormFailure } from "../forms/error-text";

const resolver = lazyResolver(() => import("../forms/sign-in-form").then((forms) => forms.signInForm));

/** Email and password, or whichever of Google, Apple and Facebook the server has configured. */
export function SignInPage() {
  const { t } = useTranslation("account");
  const { fieldErrorText } = useErrorText();
  const completeSignIn = useCompleteSignIn();
  const [search] = useSearchParams();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: { email: "", password: "" },
  });

  const failure = useFormFailure(setError, { "user.email": "email", "user.password": "password" });

  const submit = handleSubmit(async ({ email, password }) => {
    failure.clear();
    try {
      await completeSignIn(await signIn({ user: { email, password } }));
    } catch (error) {
      failure.show(error);
    }
  });

  const next = search.get("next");
  return (
    <AuthCard
      title={t("signIn.title")}
      lead={next ? t("signIn.leadNext") : t("signIn.lead")}
      footer={
        <p>
          {t("signIn.noAccount")}{" "}
          <Link to="/sign-up" className={textLink}>
            {t("signIn.signUp")}
          </Link>
        </p>
      }
    >
      {/* A plain post to this page until the app has it (no scripts, or not loaded yet): apps/api plain-forms.ts. */}
      <form method="post" action="/sign-in" noValidate onSubmit={submit} className="space-y-4">
        <PlainFormFields next={safeNextPath(next)} />
        <TextField
          label={t("fields.email")}
          type="email"
          autoComplete="email"
          registration={register("email")}
          error={fieldErrorText(errors.email)}
        />
        <TextField
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
          registration={register("password")}
          error={fieldErrorText(errors.password)}
        />
        <p className="text-right text-sm">
          <Link to="/reset-password" className={textLink}>
            {t("signIn.forgotPassword")}
          </Link>
        </p>
        <FormAlert message={failure.formError} />
        <SubmitButton pending={isSubmitting}>{t("signIn.submit")}</SubmitButton>
      </form>
      <SocialSignIn divider={t("signIn.or")} />
    </AuthCard>
  );
}
