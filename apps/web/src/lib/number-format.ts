const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat`, made once per language and options: making one is far dearer than using
 * it (the browser looks up the language's data), and lists format a number on every row.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const groupSeparators: Record<string, string> = { en: ",", vi: ".", id: "." };

/**
 * A whole number grouped by thousands as the language writes it (en 1,500,000; vi and id 1.500.000),
 * without Intl: the footer of every public page shows one while the app takes the page over, and the
 * first `Intl.NumberFormat` a page makes costs tens of milliseconds on a phone. Other languages get
 * Intl's answer.
 */
export function groupedWhole(value: number, locale: string): string {
  const separator = groupSeparators[locale];
  if (separator === undefined || !Number.isSafeInteger(value)) return numberFormat(locale).format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 ? `-${digits}` : digits;
}
