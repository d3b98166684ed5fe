import { nameMaxLength } from "@rewards/contracts";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/form/text-field";
import { todayInputValue } from "../forms/birthday";
import { useErrorText } from "../forms/error-text";

type BasicInfoField = "name" | "last_name" | "birth_day";

/** Name, last name and birthday: the same fields at profile completion and on the profile screen. */
export function BasicInfoFields({
  register,
  errors,
}: {
  register: (field: BasicInfoField) => UseFormRegisterReturn;
  errors: Partial<Record<BasicInfoField, FieldError>>;
}) {
  const { t } = useTranslation("account");
  const { fieldErrorText } = useErrorText();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("fields.name")}
          autoComplete="given-name"
          maxLength={nameMaxLength}
          registration={register("name")}
          error={fieldErrorText(errors.name)}
        />
        <TextField
          label={t("fields.lastName")}
          autoComplete="family-name"
          maxLength={nameMaxLength}
          registration={register("last_name")}
          error={fieldErrorText(errors.last_name)}
        />
      </div>
      <TextField
        label={t("fields.birthDay")}
        type="date"
        autoComplete="bday"
        min="1900-01-01"
        max={todayInputValue()}
        registration={register("birth_day")}
        error={fieldErrorText(errors.birth_day)}
      />
    </>
  );
}
