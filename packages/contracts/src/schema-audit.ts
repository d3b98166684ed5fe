import type { z } from "zod";
import { hasNoLoneSurrogate, hasNoNul, int32, lenientSchemas } from "./text.js";

/**
 * Checks that a request schema lets in only what the product can store: every text through
 * `text()` (or a format that cannot carry NUL or a lone surrogate: uuid, email, ISO dates), every
 * number bounded (whole numbers to PostgreSQL `integer`), nothing taken as it comes (`unknown`)
 * unless it cleans itself (`lenientText`). Returns one line per problem, naming where it is;
 * `request-schemas.test.ts` in the API runs it over every route.
 */
export function auditRequestSchema(schema: z.ZodType, where: string): string[] {
  const problems: string[] = [];
  walk(schema, where, problems, new Set());
  return problems;
}

/** Formats whose own pattern allows only printable ASCII. */
const safeFormats = new Set([
  "uuid",
  "guid",
  "email",
  "date",
  "datetime",
  "time",
  "cuid",
  "cuid2",
  "ulid",
  "base64url",
]);
/** The widest a float may be: beyond 2^53 a number stops being exact, and columns are narrower still. */
const floatBound = 1e15;

type Def = {
  type: string;
  checks?: { _zod: { def: { check?: string; fn?: unknown } } }[];
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
  keyType?: z.ZodType;
  getter?: () => z.ZodType;
  coerce?: boolean;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function hasGuards(schema: z.ZodType): boolean {
  const functions = (defOf(schema).checks ?? []).map((check) => check._zod.def.fn);
  return functions.includes(hasNoNul) && functions.includes(hasNoLoneSurrogate);
}

/** `text()`: pipe(pipe(guarded string, normalize), string with a maximum). */
function isText(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type !== "pipe" || !def.in || !def.out) return false;
  const inner = defOf(def.in);
  if (inner.type !== "pipe" || !inner.in || defOf(inner.in).type !== "string" || !hasGuards(inner.in)) return false;
  const max = (def.out as unknown as { maxLength?: number | null }).maxLength;
  return defOf(def.out).type === "string" && typeof max === "number" && Number.isFinite(max);
}

function numberProblem(schema: z.ZodType): string | null {
  const { minValue, maxValue, isInt } = schema as unknown as {
    minValue: number | null;
    maxValue: number | null;
    isInt: boolean;
  };
  const low = minValue ?? Number.NEGATIVE_INFINITY;
  const high = maxValue ?? Number.POSITIVE_INFINITY;
  if (isInt) return low >= int32.min && high <= int32.max ? null : "a whole number not bounded to integer: use int()";
  return low >= -floatBound && high <= floatBound ? null : `a number without bounds within ±${floatBound}`;
}

function walk(schema: z.ZodType, path: string, problems: string[], seen: Set<z.ZodType>): void {
  if (seen.has(schema) || lenientSchemas.has(schema) || isText(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  const at = (child: string) => `${path}.${child}`;
  switch (def.type) {
    case "string": {
      const format = (schema as unknown as { format?: string | null }).format;
      if (!format || !safeFormats.has(format)) problems.push(`${path}: free text must go through text()`);
      return;
    }
    case "number": {
      const problem = numberProblem(schema);
      if (problem) problems.push(`${path}: ${problem}`);
      return;
    }
    case "bigint":
    case "unknown":
    case "any":
      problems.push(`${path}: ${def.type} is taken as it comes`);
      return;
    case "pipe":
      // What the input side accepts is what arrives; the output side only sees it afterwards,
      // except after a coercion or a preprocessing step, where the output side does the checking.
      if (def.in && (defOf(def.in).type === "transform" || defOf(def.in).coerce)) {
        if (def.out) walk(def.out, path, problems, seen);
      } else if (def.in) walk(def.in, path, problems, seen);
      return;
    case "object":
      for (const [key, value] of Object.entries(def.shape ?? {})) walk(value, at(key), problems, seen);
      return;
    case "array":
    case "set":
      if (def.element) walk(def.element, at("[]"), problems, seen);
      return;
    case "record":
    case "map":
      if (def.keyType) walk(def.keyType, at("<key>"), problems, seen);
      if (def.valueType) walk(def.valueType, at("<value>"), problems, seen);
      return;
    case "tuple":
      for (const [index, item] of (def.items ?? []).entries()) walk(item, at(String(index)), problems, seen);
      if (def.rest) walk(def.rest, at("..."), problems, seen);
      return;
    case "union":
      for (const option of def.options ?? []) walk(option, path, problems, seen);
      return;
    case "intersection":
      if (def.left) walk(def.left, path, problems, seen);
      if (def.right) walk(def.right, path, problems, seen);
      return;
    case "lazy":
      if (def.getter) walk(def.getter(), path, problems, seen);
      return;
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
    case "success":
      if (def.innerType) walk(def.innerType, path, problems, seen);
      return;
    default:
      // boolean, enum, literal, null, undefined, date, never, transform on its own: nothing to store unchecked.
      return;
  }
}
