import { errorEnvelope } from "@rewards/contracts";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";

type Transform = typeof jsonSchemaTransform;
type Input = Parameters<Transform>[0];
type Schema = Record<string, unknown>;

/**
 * A reply that is a file rather than JSON: its schema names the media type, and the document
 * declares that type instead of `application/json` (the survey export is `text/csv`).
 */
export const fileReply = (mediaType: string, description: string) =>
  z.string().meta({ "x-media-type": mediaType, description });

let errorSchema: unknown;
/** The error envelope as the document writes schemas, converted once. */
function errorEnvelopeSchema(input: Input): unknown {
  errorSchema ??= (
    jsonSchemaTransform({ ...input, schema: { response: { 400: errorEnvelope } }, url: "/error" }).schema as {
      response: Schema;
    }
  ).response[400];
  return errorSchema;
}

/**
 * OpenAPI 3.0 lets `null` through a nullable schema with an `enum` only when the enum lists it too;
 * zod's conversion leaves it out, so a validating client would refuse every null it is sent.
 */
function nullInNullableEnums(node: unknown): void {
  if (!node || typeof node !== "object") return;
  const schema = node as Schema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const child of Object.values(schema)) nullInNullableEnums(child);
}

/**
 * The OpenAPI document from the routes' zod schemas, plus what every route shares: each declares the
 * one error envelope (`http/error-handler.ts` writes every failure with it) for the 4xx answers it
 * does not declare itself, and a file reply is declared under its own media type.
 */
export const openApiTransform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as { response?: Record<string, Schema>; hide?: boolean } | undefined;
  if (!schema || schema.hide) return out;
  nullInNullableEnums(schema);
  schema.response ??= {};
  const response = schema.response;
  for (const [status, reply] of Object.entries(response)) {
    const mediaType = reply["x-media-type"];
    if (typeof mediaType !== "string") continue;
    const { "x-media-type": _, description, ...body } = reply;
    response[status] = { description, content: { [mediaType]: { schema: body } } };
  }
  response["4XX"] ??= {
    description: "The error envelope: what was refused and why",
    content: { "application/json": { schema: errorEnvelopeSchema(input) } },
  };
  return out;
};
