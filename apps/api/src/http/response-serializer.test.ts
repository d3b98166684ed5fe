import { okEnvelope } from "@rewards/contracts";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/app.js";
import { replyJsonSchema, responseSerializerCompiler } from "./response-serializer.js";

const route = (schema: z.ZodType) => ({ schema, method: "GET", url: "/test", httpStatus: "200" });
const compiled = (schema: z.ZodType) => responseSerializerCompiler(route(schema));
const throughZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema));

const item = z.object({
  id: z.string(),
  note: z.string().nullable(),
  status: z.enum(["paid", "rejected"]).nullable(),
  owner: z.object({ name: z.string() }).nullable(),
  amount: z.number().int(),
  at: z.date(),
  tags: z.array(z.string()),
  label: z.string().optional(),
  kind: z.discriminatedUnion("type", [
    z.object({ type: z.literal("a"), a: z.number() }),
    z.object({ type: z.literal("b"), b: z.string() }),
  ]),
});
const answer = okEnvelope(z.array(item));

describe("the reply serializer", () => {
  it("writes what zod would have: unknown keys dropped, nulls kept, dates as ISO strings", () => {
    const reply = {
      status: true,
      secret: "internal",
      data: [
        {
          id: "1",
          note: null,
          status: "paid",
          owner: { name: "Ayu", passwordHash: "x" },
          amount: 1200,
          at: new Date("2026-01-02T03:04:05.678Z"),
          tags: ["x"],
          kind: { type: "b", b: "text", extra: 1 },
          tokenHash: "never sent",
        },
        {
          id: "2",
          note: "n",
          status: null,
          owner: null,
          amount: 0,
          at: new Date(0),
          tags: [],
          kind: { type: "a", a: 1 },
        },
      ],
    };
    const written = compiled(answer)(reply);
    expect(JSON.parse(written)).toEqual(JSON.parse(throughZod(answer)(reply)));
    expect(written).not.toContain("internal");
    expect(written).not.toContain("passwordHash");
    expect(written).not.toContain("never sent");
  });

  it("keeps zod for a schema that rewrites values, which a compiled serializer would send as they are", () => {
    const trimmed = z.object({ name: z.string().trim(), code: z.string().transform((value) => value.toUpperCase()) });
    expect(replyJsonSchema(trimmed)).toBeNull();
    expect(JSON.parse(compiled(trimmed)({ name: " Ayu ", code: "ab" }))).toEqual({ name: "Ayu", code: "AB" });
  });

  it("keeps zod for a schema JSON Schema cannot express", () => {
    const big = z.object({ id: z.bigint() });
    expect(replyJsonSchema(big)).toBeNull();
    expect(() => compiled(big)({ id: "1" })).toThrow();
  });
});

describe("every route's reply schemas", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("compile to JSON Schema, so no route pays for a zod parse per reply", () => {
    const kept = t.app.routeCatalog.flatMap(({ method, url, schema }) =>
      Object.entries((schema?.response ?? {}) as Record<string, z.ZodType>)
        .filter(([, reply]) => replyJsonSchema(reply) === null)
        .map(([status]) => `${method} ${url} ${status}`),
    );
    expect(kept).toEqual([]);
  });
});
