import { useTranslation } from "react-i18next";
import { numberFormat } from "../../lib/number-format";

/** Numbers and money in the reader's locale, so 1,500,000 reads 1.500.000 in Vietnamese and Indonesian. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return {
    number: (value: number) => numberFormat(locale).format(value),
    /** "+20": a gain, as the invite offer shows it. */
    gain: (value: number) => numberFormat(locale, { signDisplay: "always" }).format(value),
    money: (value: number, currency: string) =>
      numberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(value),
  };
}
