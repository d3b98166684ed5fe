import { useTranslation } from "react-i18next";
import { useListAddress } from "./use-list-address";

/**
 * One of a list's filters or its order: a labelled choice kept in the address under `name`
 * (choosing one goes back to the first page). `all` offers 'All', which clears it.
 */
export function FilterSelect<Value extends string>({
  name,
  label,
  value,
  options,
  words,
  all = false,
}: {
  name: string;
  label: string;
  value: Value | undefined;
  options: readonly Value[];
  words: (value: Value) => string;
  all?: boolean;
}) {
  const { t } = useTranslation("admin");
  const { update } = useListAddress();
  return (
    <label className="adm-field">
      {label}
      <select value={value ?? ""} onChange={(event) => update({ [name]: event.target.value })}>
        {all && <option value="">{t("common.all")}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {words(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
