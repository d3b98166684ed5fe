import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type JsonSchema = { [keyword: string]: unknown };

/**
 * Whether parsing with the schema would change the value, not only check it: a transform (as in
 * `text()`, which trims and normalizes) or an overwriting check (`.trim()`, `.toLowerCase()`).
 * fast-json-stringify writes what it is given, so such a schema keeps zod at reply time.
 */
function rewritesValues(schema: z.core.$ZodType, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (def.type === "transform") return true;
  if (def.type === "lazy") return rewritesValues((def.getter as () => z.core.$ZodType)(), seen);
  const checks = (def.checks ?? []) as { _zod: { def: { check: string } } }[];
  if (checks.some((check) => check._zod.def.check === "overwrite")) return true;
  const children = Object.entries(def).flatMap(([key, value]) => {
    if (key === "checks") return [];
    if (key === "shape" && value && typeof value === "object") return Object.values(value);
    return Array.isArray(value) ? value : [value];
  });
  return children.some((child) => child instanceof z.core.$ZodType && rewritesValues(child, seen));
}

const isPlainTyped = (schema: JsonSchema) =>
  typeof schema.type === "string" &&
  ["anyOf", "oneOf", "allOf", "$ref", "const", "not"].every((keyword) => !(keyword in schema));

/**
 * Shapes zod's JSON Schema for fast-json-stringify: `X | null` becomes `type: [X, "null"]`, which
 * it tells apart by `typeof` instead of validating each branch with Ajv; `additionalProperties:
 * false` goes, since unknown keys are dropped anyway and a database row with more columns than the
 * reply must still match its branch of a union, as zod (which strips) lets it.
 */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (!node || typeof node !== "object") return node;
  const schema = Object.fromEntries(
    Object.entries(node as JsonSchema)
      .filter(([keyword, value]) => keyword !== "$schema" && !(keyword === "additionalProperties" && value === false))
      .map(([keyword, value]) => [
        keyword,
        keyword === "properties" || keyword === "definitions"
          ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, child]) => [name, forSerializer(child)]))
          : forSerializer(value),
      ]),
  ) as JsonSchema;
  const options = schema.anyOf as JsonSchema[] | undefined;
  if (options?.length === 2) {
    const value = options.find((option) => option.type !== "null");
    const withNull = options.some((option) => option.type === "null" && Object.keys(option).length === 1);
    if (value && withNull && isPlainTyped(value)) {
      const { anyOf: _, ...rest } = schema;
      const nullable = { ...rest, ...value, type: [value.type, "null"] };
      return Array.isArray(value.enum) ? { ...nullable, enum: [...value.enum, null] } : nullable;
    }
  }
  return schema;
}

/**
 * The JSON Schema a reply is written by, or null when the zod schema cannot be one: it rewrites
 * values, or holds something JSON Schema has no word for (a bigint, a Map, a custom check).
 * Dates are written as ISO strings, as `JSON.stringify` would.
 */
export function replyJsonSchema(schema: z.core.$ZodType): JsonSchema | null {
  if (rewritesValues(schema)) return null;
  try {
    const json = z.toJSONSchema(schema, {
      target: "draft-07",
      io: "output",
      unrepresentable: ({ zodSchema }) =>
        zodSchema._zod.def.type === "date" ? { type: "string", format: "date-time" } : "throw",
    });
    return forSerializer(json) as JsonSchema;
  } catch {
    return null;
  }
}

/**
 * Replies are written by a serializer compiled once per route and status from the route's zod
 * response schema (fast-json-stringify, as Fastify does for JSON Schema), not by a zod parse and
 * `JSON.stringify` per reply. The OpenAPI document still reads the zod schemas themselves. A
 * schema that cannot be converted (see `replyJsonSchema`) keeps the zod path for that route only.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = (route) => {
  const json = route.schema instanceof z.core.$ZodType ? replyJsonSchema(route.schema) : null;
  if (json) {
    try {
      return fastJson(json);
    } catch {
      // A schema fast-json-stringify refuses (a pattern Ajv cannot read, say) keeps the zod path.
    }
  }
  return zodSerializerCompiler(route);
};
