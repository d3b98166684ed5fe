import { useTranslation } from "react-i18next";
import { Field } from "../components/form-field";
import { copyLocales } from "./mission-draft";

/** A title and a description in each language, side by side on a wide screen. */
export function CopyFields({
  prefix,
  titleMax,
  descriptionMax,
}: {
  /** Where the copy sits in the form: '' for the mission's, 'sub_missions.0.' for a step's. */
  prefix: string;
  titleMax: number;
  descriptionMax: number;
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="sec-languages">
      {copyLocales.map((locale) => {
        const language = t(`form.languages.${locale}`);
        return (
          <fieldset key={locale} className="sec-language">
            <legend>{language}</legend>
            <Field
              name={`${prefix}title.${locale}`}
              label={t("missions.fields.title", { language })}
              maxLength={titleMax}
              lang={locale}
            />
            <Field
              name={`${prefix}description.${locale}`}
              label={t("missions.fields.description", { language })}
              maxLength={descriptionMax}
              lang={locale}
              multiline
            />
          </fieldset>
        );
      })}
    </div>
  );
}
