/** A file's size for people: KB under a megabyte, MB above, one decimal. */
export function fileSize(bytes: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format.format(Math.max(bytes, 1) / 1024)} KB`;
  return `${format.format(bytes / (1024 * 1024))} MB`;
}
