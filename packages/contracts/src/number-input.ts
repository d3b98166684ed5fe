/**
 * Numbers as people type them, in the member's language: the one reader every number field uses
 * (survey answers, redeem amounts, back-office fields). In Indonesian and Vietnamese the comma is the
 * decimal mark and the point groups thousands; in English the other way round.
 *
 * - `2,5` is two and a half in id and vi; `1.000` is a thousand there, and `1,000` in en.
 * - A single mark that cannot be grouping (not followed by exactly three digits) is read as the
 *   decimal mark in any language, so `12.5` is twelve and a half everywhere, never 125.
 * - With both marks, the last one is the decimal mark. Groups must be three digits; spaces between
 *   groups are allowed. Anything else (letters, `1e3`, `0x10`, two decimal marks) is not a number.
 * - A whole-number field refuses any decimal part, so `12.5` is "not whole", never read as 125.
 */
export type NumberLocale = "en" | "vi" | "id";

const decimalMarkOf = (locale: string) => (locale === "vi" || locale === "id" ? "," : ".");

const groupedDigits = /^\d{1,3}([.,]\d{3})+$/;

/** The digits before the decimal mark, with their grouping checked and removed; null when malformed. */
function integerPart(written: string, group: "." | ","): string | null {
  if (/^\d+$/.test(written)) return written;
  if (!groupedDigits.test(written) || written.includes(group === "." ? "," : ".")) return null;
  return written.split(group).join("");
}

type Read = { value: number; fraction: string };

function read(typed: string, locale: string): Read | null {
  const text = typed.trim().replace(/(\d)[\s\u00a0\u202f](?=\d{3}(\D|$))/g, "$1");
  const match = /^(-?)(\d[\d.,]*)$/.exec(text);
  if (!match) return null;
  const [, sign, body = ""] = match;
  const lastPoint = body.lastIndexOf(".");
  const lastComma = body.lastIndexOf(",");
  let decimal: "." | "," | null = null;
  if (lastPoint >= 0 && lastComma >= 0) decimal = lastPoint > lastComma ? "." : ",";
  else if (lastPoint >= 0 || lastComma >= 0) {
    const mark = lastPoint >= 0 ? "." : ",";
    const marks = body.split(mark).length - 1;
    const groupsThousands = marks > 1 || (groupedDigits.test(body) && mark !== decimalMarkOf(locale));
    decimal = groupsThousands ? null : mark;
  }
  const cut = decimal === null ? body.length : body.lastIndexOf(decimal);
  const fraction = decimal === null ? "" : body.slice(cut + 1);
  if (decimal !== null && !/^\d+$/.test(fraction)) return null;
  const group = decimal === "." ? "," : decimal === "," ? "." : lastPoint >= 0 ? "." : ",";
  const digits = integerPart(body.slice(0, cut), group);
  if (digits === null || digits.length > 15) return null;
  return { value: Number(`${sign}${digits}${fraction ? `.${fraction}` : ""}`), fraction };
}

/** The number a member typed, or null when it is not one. */
export function readNumber(typed: string, locale: string): number | null {
  return read(typed, locale)?.value ?? null;
}

/** A whole number as typed: group marks allowed, no decimal part at all (`12,0` is refused too); else null. */
export function readWholeNumber(typed: string, locale: string): number | null {
  const found = read(typed, locale);
  return found && found.fraction === "" ? found.value : null;
}
