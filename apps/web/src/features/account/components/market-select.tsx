import { markets } from "@rewards/contracts";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/form/select-field";

/** Indonesia or Vietnam: the market the app works in (the `country` cookie and header). */
export function MarketSelect({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation("account");
  return (
    <SelectField
      label={t("fields.country")}
      options={markets.map((market) => ({ value: market, label: t(`markets.${market}`) }))}
      registration={registration}
      error={error}
    />
  );
}
