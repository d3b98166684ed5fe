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
    <div className="mb-3 grid grid-cols-1 gap-3 md:grid-cols-3">
      {copyLocales.map((locale) => {
        const language = t(`form.languages.${locale}`);
        return (
          <fieldset
            key={locale}
            className="m-0 flex min-w-0 flex-col gap-2 rounded-md border border-console-rule px-3 pt-2 pb-3 [&_legend]:px-1 [&_legend]:text-[0.8125rem] [&_legend]:font-semibold"
          >
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
