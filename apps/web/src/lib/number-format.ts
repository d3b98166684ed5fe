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
