/** A scanned or typed live code, tidied: spaces gone, upper case ("ab12cd34-482 913" → "AB12CD34-482913"). */
export function tidyCode(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase().slice(0, 32);
}
