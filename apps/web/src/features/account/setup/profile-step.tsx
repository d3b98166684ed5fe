import type { ProfileData } from "@rewards/contracts";
import { useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormAlert } from "../../../components/form/form-alert";
import { lazyResolver } from "../../../components/form/lazy-resolver";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { textLink } from "../../../components/ui/buttons";
import { updateProfile } from "../api/profile-api";
import { BasicInfoFields } from "../components/basic-info-fields";
import { CheckboxField } from "../components/checkbox-field";
import { isMinorBirthDay } from "../forms/birthday";
import { useErrorText, useFormFailure } from "../forms/error-text";
import { basicInfoDefaults, completeProfileServerFields, profileChanges } from "../forms/profile-fields";
import { currentMarket, isPhoneCountryCode, offeredPhoneCountries, phoneCountryOfMarket } from "../market";
import { localPhoneNumber } from "./phone-number";

const resolver = lazyResolver(() => import("../forms/profile-form").then((forms) => forms.completeProfileForm));

/** Step 2: name, last name, birthday and phone; saving a new number texts it a code. */
export function ProfileStep({ profile, onSaved }: { profile: ProfileData; onSaved: (codeSent: boolean) => void }) {
  const { t } = useTranslation("account");
  const { fieldErrorText } = useErrorText();
  const storedCode = profile.user_profile.country_code;
  const storedPhone = localPhoneNumber(storedCode, profile.basic_info.phone_number);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver,
    defaultValues: {
      ...basicInfoDefaults(profile),
      country_code: isPhoneCountryCode(storedCode) ? storedCode : phoneCountryOfMarket(currentMarket()),
      phone_number: storedPhone,
      guardian_consent: false,
    },
  });
  // Under 18 (the terms): a parent or guardian consents, in the terms' words, before going on.
  const minor = isMinorBirthDay(watch("birth_day"));

  const failure = useFormFailure(setError, completeProfileServerFields);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      const saved = await updateProfile(profileChanges(values));
      // The server texts a code only when the number changed.
      onSaved(
        saved.basic_info.phone_number !== profile.basic_info.phone_number ||
          saved.user_profile.country_code !== storedCode,
      );
    } catch (error) {
      failure.show(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <BasicInfoFields register={register} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
        <SelectField
          label={t("fields.countryCode")}
          options={offeredPhoneCountries(storedCode).map((code) => ({
            value: code,
            label: t(`phoneCountries.${code}`),
          }))}
          registration={register("country_code")}
          error={fieldErrorText(errors.country_code)}
        />
        <TextField
          label={t("fields.phoneNumber")}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t("setup.profile.phoneHint")}
          registration={register("phone_number")}
          error={fieldErrorText(errors.phone_number)}
        />
      </div>
      {minor && (
        <CheckboxField
          label={
            <Trans
              t={t}
              i18nKey="setup.profile.guardianConsent"
              components={{ terms: <Link to="/term" className={textLink} target="_blank" /> }}
            />
          }
          registration={register("guardian_consent")}
          error={fieldErrorText(errors.guardian_consent)}
        />
      )}
      <FormAlert message={failure.formError} />
      <SubmitButton pending={isSubmitting}>{t("setup.profile.submit")}</SubmitButton>
    </form>
  );
}
