import { describe, expect, it } from "vitest";
import { z } from "zod";
import { auditRequestSchema } from "./schema-audit.js";
import { int, lenientText, pageParam, queryInt, text } from "./text.js";

describe("auditRequestSchema", () => {
  it("names bare strings, unbounded numbers and unchecked values, wherever they sit", () => {
    const schema = z.object({
      name: z.string().trim().max(10),
      nested: z.object({ list: z.array(z.number().int()) }).optional(),
      anything: z.unknown(),
      amount: z.number(),
      coerced: z.coerce.number().int(),
    });
    expect(auditRequestSchema(schema, "body")).toEqual([
      "body.name: free text must go through text()",
      "body.nested.list.[]: a whole number not bounded to integer: use int()",
      "body.anything: unknown is taken as it comes",
      "body.amount: a number without bounds within ±1000000000000000",
      "body.coerced: a whole number not bounded to integer: use int()",
    ]);
  });

  it("accepts text(), int(), queryInt(), formats that cannot carry NUL and lenient text", () => {
    const schema = z.object({
      name: text({ max: 10 }).optional(),
      refined: text({ min: 1, max: 5 }).refine((value) => value !== "x"),
      code: text({ max: 6 }).pipe(z.string().regex(/^\d+$/)),
      email: text({ max: 254 }).pipe(z.email()),
      id: z.uuid(),
      day: z.iso.date(),
      count: int({ min: 0, max: 5 }),
      page: pageParam,
      limit: queryInt({ min: 1, max: 50 }).default(10),
      ratio: z.number().min(0).max(1),
      choice: z.enum(["a", "b"]),
      flag: z.boolean(),
      note: lenientText(100).optional(),
    });
    expect(auditRequestSchema(schema, "body")).toEqual([]);
  });

  it("refuses text whose length is not bounded", () => {
    const unbounded = z.string().refine((value) => !value.includes("\u0000"));
    expect(auditRequestSchema(unbounded, "q")).toEqual(["q: free text must go through text()"]);
  });
});
