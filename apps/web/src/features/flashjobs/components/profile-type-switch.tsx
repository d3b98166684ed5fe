import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type JobProfileType, jobProfileType, setJobProfileType } from "../../../lib/session";

/**
 * The profile type the marketplace shows (spec: it toggles between flashjob and social), the same
 * choice as the header's find-job menu: work for a fee, or social-media work (flashbuzz).
 */
export function ProfileTypeSwitch() {
  const { t } = useTranslation("flashjobs");
  const [type, setType] = useState<JobProfileType>(jobProfileType);
  const choose = (next: JobProfileType) => {
    setJobProfileType(next);
    setType(next);
  };
  return (
    <fieldset className="inline-flex rounded-full bg-gray-100 p-1">
      <legend className="sr-only">{t("type.label")}</legend>
      {(["flashjob", "social"] as const).map((value) => (
        <label
          key={value}
          className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
            type === value ? "bg-white text-brand-700 shadow-sm" : "text-gray-700"
          }`}
        >
          <input
            type="radio"
            name="profile-type"
            value={value}
            checked={type === value}
            onChange={() => choose(value)}
            className="sr-only"
          />
          {t(`type.${value}`)}
        </label>
      ))}
    </fieldset>
  );
}
