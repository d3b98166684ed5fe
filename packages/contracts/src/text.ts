import { z } from "zod";

/**
 * The one way text and whole numbers enter the product. Every request field that carries text goes
 * through `text()`: NUL bytes (PostgreSQL refuses them in `text` columns) and unpaired UTF-16
 * surrogates (not encodable as UTF-8) are refused by name, and what passes is NFC-normalized, so
 * 'é' typed two ways is one string. Every integer goes through `int()` bounded to its column.
 */

/** PostgreSQL `integer`: what every counter, amount in cents and page number is stored in. */
export const int32 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

export const textMessages = {
  nul: "must not contain a NUL character",
  surrogate: "must not contain an unpaired surrogate",
} as const;

/** True when the string has a high surrogate without its low half, or a low one without its high half. */
export function hasUnpairedSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return true;
  }
  return false;
}

type TextOptions = {
  /** Shortest length after trimming (default 0). */
  min?: number;
  /** Longest length after trimming: every text has one. */
  max: number;
  /** Trim surrounding white space first (default true; passwords keep theirs). */
  trim?: boolean;
  /** The message for a text shorter than `min`. */
  minMessage?: string;
  /** The message for a text longer than `max`. */
  maxMessage?: string;
  /** The message when the value is missing or not a string. */
  requiredMessage?: string;
};

/** The two guards every text passes; `schema-audit.ts` recognises `text()` by them. */
export const hasNoNul = (value: string) => !value.includes("\u0000");
export const hasNoLoneSurrogate = (value: string) => !hasUnpairedSurrogate(value);

/** A string that is safe to store and compare: no NUL, no lone surrogate, NFC, bounded. */
export function text(options: TextOptions) {
  const base = z
    .string(options.requiredMessage)
    .refine(hasNoNul, textMessages.nul)
    .refine(hasNoLoneSurrogate, textMessages.surrogate)
    .transform((value) => {
      const normal = value.normalize("NFC");
      return options.trim === false ? normal : normal.trim();
    });
  return base.pipe(
    z
      .string()
      .min(options.min ?? 0, options.minMessage)
      .max(options.max, options.maxMessage),
  );
}

/** Removes what `text()` would refuse: NUL bytes and unpaired surrogates (replaced by U+FFFD). */
export function cleanText(value: string): string {
  let clean = "";
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit === 0) continue;
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      clean += value[i] + (value[i + 1] ?? "");
      i++;
    } else clean += unit >= 0xd800 && unit <= 0xdfff ? "\ufffd" : value[i];
  }
  return clean;
}

/**
 * Text from a source that must never be refused, such as a client's error report: what `text()`
 * would refuse is cleaned instead, a number becomes its digits, anything longer than `max` is cut
 * (with an ellipsis) and anything else becomes null.
 */
export function lenientText(max: number) {
  const schema = z.unknown().transform((value): string | null => {
    if (typeof value !== "string" && typeof value !== "number") return null;
    const clean = cleanText(String(value)).normalize("NFC");
    return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
  });
  lenientSchemas.add(schema);
  return schema;
}

/** Schemas that take anything on purpose and clean it themselves (`lenientText`). */
export const lenientSchemas = new WeakSet<z.ZodType>();

/**
 * A short key checked only by a pattern that admits letters, digits and _ alone (`^[a-z][a-z0-9_]*$`): the
 * pattern already shuts out NUL, lone surrogates and white space, and, unlike `text()`, the schema
 * rewrites nothing, so replies that carry it still compile to a JSON serializer.
 */
export function asciiKey(pattern: RegExp, message: string) {
  if (!pattern.source.startsWith("^") || !pattern.source.endsWith("$") || /[^\x20-\x7e]/.test(pattern.source)) {
    throw new Error("asciiKey takes an anchored pattern over printable ASCII");
  }
  const schema = z.string().min(1).regex(pattern, message);
  lenientSchemas.add(schema);
  return schema;
}

type IntOptions = {
  min?: number;
  max?: number;
  /** One message for every refusal; or one each for a fraction, below `min` and above `max`. */
  message?: string;
  wholeMessage?: string;
  minMessage?: string;
  maxMessage?: string;
};

/** A whole number within its column's range (PostgreSQL `integer` unless narrower bounds are given). */
export function int(options: IntOptions = {}) {
  const min = Math.max(options.min ?? int32.min, int32.min);
  const max = Math.min(options.max ?? int32.max, int32.max);
  // The first refusal is the one answered: 2^53 is too big before it is unsafe, 1.5 a fraction before it is small.
  return z
    .number()
    .max(max, options.maxMessage ?? options.message)
    .int(options.wholeMessage ?? options.message ?? "must be a whole number")
    .min(min, options.minMessage ?? options.message);
}

/** A whole number as a query string or form writes it: decimal digits, an optional minus, nothing else. */
const decimalDigits = /^-?\d{1,10}$/;

/**
 * The same for a query-string or form value: "12" becomes 12; "1.5", "9e99", "0x10", " 12" and ""
 * are refused (a number coercion would read the last three as 16, 12 and 0).
 */
export function queryInt(options: IntOptions = {}) {
  return z.preprocess(
    (value) => (typeof value === "string" && decimalDigits.test(value) ? Number(value) : value),
    int(options),
  );
}

/** `page` of every paged list: 1 to 10 000. */
export const pageParam = queryInt({ min: 1, max: 10_000 }).default(1);
