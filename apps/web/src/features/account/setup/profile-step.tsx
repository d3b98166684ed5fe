import { zodResolver } from "@hookform/resolvers/zod";
import type { ProfileData } from "@rewards/contracts";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/form-alert";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { updateProfile } from "../api/profile-api";
import { BasicInfoFields } from "../components/basic-info-fields";
import { useErrorText, useFormFailure } from "../forms/error-text";
import {
  basicInfoDefaults,
  completeProfileForm,
  completeProfileServerFields,
  profileChanges,
} from "../forms/profile-form";
import { currentMarket, isPhoneCountryCode, offeredPhoneCountries, phoneCountryOfMarket } from "../market";
import { localPhoneNumber } from "./phone-number";

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
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(completeProfileForm),
    defaultValues: {
      ...basicInfoDefaults(profile),
      country_code: isPhoneCountryCode(storedCode) ? storedCode : phoneCountryOfMarket(currentMarket()),
      phone_number: storedPhone,
    },
  });

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
      <FormAlert message={failure.formError} />
      <SubmitButton pending={isSubmitting}>{t("setup.profile.submit")}</SubmitButton>
    </form>
  );
}
