import type { ProfileData } from "@rewards/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { quietButton } from "../../../components/ui/buttons";
import { changePhone } from "../api/profile-api";
import { useErrorText, useFormFailure } from "../forms/error-text";
import { changePhoneServerFields } from "../forms/profile-fields";
import type { ChangePhoneValues } from "../forms/profile-form";
import { isPhoneCountryCode, offeredPhoneCountries } from "../market";
import { StepUpProof } from "./step-up-proof";

/**
 * A new phone number for a member whose number is confirmed. The server asks for the current
 * password in the same request (or, for an account signed up with Google, Apple or Facebook, a
 * code emailed to the current address), so a session alone cannot move the phone the transfer
 * codes go to. The new number then gets its texted code on the setup page, like the first one.
 */
const resolver = lazyResolver(() => import("../forms/profile-form").then((forms) => forms.changePhoneForm));

export function ChangePhoneForm({ profile, onDone }: { profile: ProfileData; onDone: () => void }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const { fieldErrorText } = useErrorText();
  const storedCode = profile.user_profile.country_code;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ChangePhoneValues>({
    resolver,
    defaultValues: {
      proof: "password",
      country_code: isPhoneCountryCode(storedCode) ? storedCode : "+62",
      phone_number: "",
      current_password: "",
    },
  });
  const proof = watch("proof");
  const failure = useFormFailure(setError, changePhoneServerFields);
  const fieldError = (name: string) => fieldErrorText((errors as Record<string, never>)[name]);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      const phone = { country_code: values.country_code, phone_number: values.phone_number };
      await changePhone(
        phone,
        values.proof === "password" ? { current_password: values.current_password } : { email_code: values.email_code },
      );
      // The new number is not confirmed yet: the setup page asks for its texted code.
      navigate("/", { replace: true });
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="change-phone-title">
      <p className="text-sm text-gray-700">{t("changePhone.lead")}</p>
      <div className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
        <SelectField
          label={t("fields.countryCode")}
          options={offeredPhoneCountries(storedCode).map((code) => ({
            value: code,
            label: t(`phoneCountries.${code}`),
          }))}
          registration={register("country_code")}
          error={fieldError("country_code")}
        />
        <TextField
          label={t("changePhone.newNumber")}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          registration={register("phone_number")}
          error={fieldError("phone_number")}
        />
      </div>
      <StepUpProof
        proof={proof}
        onSwitch={(next) => setValue("proof", next)}
        email={profile.basic_info.email}
        password={{ registration: register("current_password"), error: fieldError("current_password") }}
        code={{ registration: register("email_code"), error: fieldError("email_code") }}
      />
      <FormAlert message={failure.formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onDone} className={quietButton}>
          {t("common.cancel")}
        </button>
        <SubmitButton pending={isSubmitting} className="">
          {t("changePhone.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
