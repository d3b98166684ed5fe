import { createHmac, randomUUID } from "node:crypto";
import { type AdminPermission, rolesWith } from "@rewards/contracts";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { installationSecret } from "../modules/app-meta/index.js";
import { createAdmin, createMember, publishedSurvey } from "../modules/surveys/test-support.js";
import { freshIp } from "../test/accounts.js";
import { createTestApp } from "../test/app.js";
import { createSignedInUser } from "../test/factories.js";

/**
 * Bad input to every route of the OpenAPI document, so a route added later is fuzzed without
 * touching this file. Each case is a request shaped after the route's own schemas with some of
 * it spoiled: NUL bytes, lone surrogates, integers past any column, wrong types, missing fields,
 * bodies that are not JSON, multipart that cannot be read, path and query values that are not
 * UTF-8. It is sent as a caller who can reach the route (a member, or a back-office role holding
 * the route's permission), and it fails on any 5xx or any reply carrying a stack, SQL or a hash.
 *
 * `npm test` runs a fixed seed with a small budget; `npm run test:fuzz` a large one
 * (FUZZ_RUNS cases per route, FUZZ_SEED to replay a failure).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 10);
const seed = Number(process.env.FUZZ_SEED ?? 1313);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
};
type Parameter = { in: "query" | "path" | "header"; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  "x-permission"?: AdminPermission;
};
type Route = { method: string; path: string; operation: Operation };

const t = await createTestApp();
afterAll(() => t.close());
const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const routes: Route[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
);

// Real rows for path parameters to hit now and then, so a case gets past "not found".
const admin = await createAdmin(t.database.db);
const survey = await publishedSurvey(t.app, admin.token);
const knownIds = [survey.id, admin.user.id, randomUUID()];

/** Callers by role; one is replaced when a case ends its session (sign-out, a suspension). */
type Role = "anonymous" | "member" | "admin" | "author" | "support";
const sessions = new Map<Role, string>();
async function sessionOf(role: Role): Promise<string | undefined> {
  if (role === "anonymous") return undefined;
  const known = sessions.get(role);
  if (known) return known;
  const { token } =
    role === "member"
      ? await createMember(t.database.db, { name: "Ayu", lastName: "Lestari", countryCode: "+62" })
      : await createSignedInUser(t.database.db, { roles: ["member", role] });
  sessions.set(role, token);
  return token;
}

/** The callers who can reach a route: its permission's roles, or a member (and a stranger). */
function callersOf(route: Route): Role[] {
  const permission = route.operation["x-permission"];
  if (permission) return rolesWith(permission);
  return ["member", "member", "member", "anonymous"];
}

const hugeIntegers = [2_147_483_648, -2_147_483_649, 2 ** 53 + 2, 1e308, -1, 0, 1.5];
const badText = [
  "\u0000",
  "a\u0000b",
  "\ud83d",
  "x\udc00y",
  "\ufeff",
  "'; select pg_sleep(1); --",
  "%00",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "9".repeat(400),
  "é".repeat(5000),
  "",
  " ",
  "NaN",
];
/** A value that is wrong for almost any field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...badText, ...hugeIntegers, null, true, [], {}, [null], { $gt: "" }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.constantFrom("\u0000", "\ud800", "\udfff", "a", "😀"), maxLength: 8 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value the schema accepts, or close to it. */
function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => validValue(variant, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const [type] = typesOf(schema).filter((candidate) => candidate !== "null");
  switch (type) {
    case "integer":
    case "number":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -2_147_483_648),
        max: Math.min(schema.maximum ?? 1000, 2_147_483_647),
      });
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 4
        ? fc.constant([])
        : fc.array(fuzzedValue(schema.items ?? {}, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case "object":
      return depth > 4 ? fc.constant({}) : fuzzedObject(schema, depth + 1);
    case "string":
      if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      if (schema.format === "uuid") return fc.constantFrom(...knownIds);
      return fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...knownIds, "2000-01-31", "+62", "812345678"));
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Mostly what the schema wants, sometimes something spoiled. */
function fuzzedValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: validValue(schema, depth) }, { weight: 1, arbitrary: badValue });
}

/** Every property fuzzed; any of them may be missing, and an unexpected one may come along. */
function fuzzedObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const model = Object.fromEntries(names.map((name) => [name, fuzzedValue(properties[name] ?? {}, depth)]));
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.subarray(names.filter((name) => schema.required?.includes(name))),
      fc.option(fc.tuple(fc.constantFrom("__proto__", "constructor", "extra", "\u0000"), badValue), { freq: 4 }),
    )
    .map(([record, required, extra]) => {
      // Required fields are mostly present, so cases reach past the first missing one.
      const value: Record<string, unknown> = { ...record };
      for (const name of required) if (!(name in value) && properties[name]) value[name] = "present";
      if (extra) Object.defineProperty(value, extra[0], { value: extra[1], enumerable: true });
      return value;
    });
}

/** Path and query values as they arrive on the wire, including bytes that are not UTF-8. */
const rawBadSegment = fc.constantFrom(
  "%00",
  "%ED%A0%BD",
  "%FF",
  "%",
  "%C0%AF",
  "..%2F..%2F",
  "99999999999999999999",
  "-1",
  "1e400",
  "%E2%80%AE",
  "a".repeat(300),
);
function encoded(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80"; // a lone surrogate as its UTF-8 bytes
  }
}
const wireValue = (schema: JsonSchema) =>
  fc.oneof({ weight: 3, arbitrary: fuzzedValue(schema).map(encoded) }, { weight: 1, arbitrary: rawBadSegment });

const multipartBodies = fc.constantFrom(
  { type: "multipart/form-data", body: "--x\r\n\r\n" },
  { type: "multipart/form-data; boundary=b", body: '--b\r\nContent-Disposition: form-data; name="avatar"' },
  {
    type: "multipart/form-data; boundary=b",
    body: '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
  },
  {
    type: "multipart/form-data; boundary=b",
    body: '--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"survey_id":"\u0000"\r\n--b--\r\n',
  },
  {
    type: "multipart/form-data; boundary=b",
    body: `--b\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"survey_id":"${survey.id}","answers":{}}\r\n--b\r\nContent-Disposition: form-data; name="images[x]"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a jpeg\r\n--b--\r\n`,
  },
  {
    type: "multipart/form-data; boundary=b",
    body: '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b--\r\n',
  },
  { type: "multipart/form-data; boundary=b", body: "--b--\r\n" },
  { type: "multipart/form-data; boundary=", body: "" },
);
const brokenJsonBodies = fc.constantFrom(
  { type: "application/json", body: "{not json" },
  { type: "application/json", body: "" },
  { type: "application/json", body: "[]" },
  { type: "application/json", body: "null" },
  { type: "application/json", body: `{"a":${"[".repeat(3000)}${"]".repeat(3000)}}` },
  { type: "application/json", body: '{"__proto__":{"admin":true}}' },
  { type: "application/json", body: "1e99999" },
  { type: "text/plain", body: "hello" },
  { type: "application/x-www-form-urlencoded", body: "a=%00&b=%ED%A0%80" },
);

type Case = { role: Role; url: string; headers: Record<string, string>; body?: { type: string; body: string } };

/**
 * A page's plain form (`application/x-www-form-urlencoded`, modules/auth/plain-forms.ts): sent as
 * that page would send it, from this site with its form key, and mostly with the right token, so
 * cases reach past the token to the form's own checks and the service behind them.
 */
const formKey = "k".repeat(43);
const formToken = createHmac("sha256", await installationSecret(t.database.db, "formTokenSecret"))
  .update(formKey)
  .digest("base64url");
const formHeaders = { "sec-fetch-site": "same-origin", cookie: `form_key=${formKey}` };
function formBody(schema: JsonSchema): fc.Arbitrary<{ type: string; body: string }> {
  return fc
    .tuple(fuzzedValue(schema), fc.boolean(), fc.constantFrom("", "a=%00&b=%ED%A0%80", "=&&==", "%", "email=%FF"))
    .map(([value, rightToken, raw]) => {
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        return { type: "application/x-www-form-urlencoded", body: raw };
      }
      const fields = Object.entries(value).map(([name, field]) => `${encoded(name)}=${encoded(field)}`);
      if (rightToken) fields.push(`form_token=${formToken}`);
      return { type: "application/x-www-form-urlencoded", body: fields.join("&") };
    });
}

function caseFor(route: Route): fc.Arbitrary<Case> {
  const parameters = route.operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");
  const headerParameters = parameters.filter((parameter) => parameter.in === "header");
  const jsonSchema = route.operation.requestBody?.content?.["application/json"]?.schema;
  const formSchema = route.operation.requestBody?.content?.["application/x-www-form-urlencoded"]?.schema;
  const takesMultipart = route.operation.description?.startsWith("Multipart") ?? false;
  const sendsBody = route.method !== "GET" && route.method !== "DELETE";

  const path = fc.tuple(
    ...pathParameters.map(() =>
      fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...knownIds) }, { weight: 1, arbitrary: rawBadSegment }),
    ),
  );
  const query = fc.tuple(
    ...queryParameters.map((parameter) =>
      fc.option(wireValue(parameter.schema).map((value) => `${encodeURIComponent(parameter.name)}=${value}`)),
    ),
  );
  const headers = fc.tuple(
    ...headerParameters.map(() =>
      fc.option(
        fc.oneof(
          fc.uuid(),
          fc.string({ unit: "grapheme-ascii", maxLength: 300 }),
          fc.constantFrom("", "x".repeat(2000)),
        ),
        { freq: 3 },
      ),
    ),
  );
  const bodies: fc.Arbitrary<Case["body"]>[] = [];
  if (jsonSchema)
    bodies.push(
      fuzzedValue(jsonSchema).map((value) => ({ type: "application/json", body: JSON.stringify(value) ?? "null" })),
      fuzzedValue(jsonSchema).map((value) => ({ type: "application/json", body: JSON.stringify(value) ?? "null" })),
      fuzzedValue(jsonSchema).map((value) => ({ type: "application/json", body: JSON.stringify(value) ?? "null" })),
    );
  if (formSchema) bodies.push(formBody(formSchema), formBody(formSchema), formBody(formSchema));
  if (sendsBody) bodies.push(brokenJsonBodies, multipartBodies);
  if (takesMultipart) bodies.push(multipartBodies, multipartBodies);
  const body = bodies.length ? fc.oneof(...bodies) : fc.constant(undefined);

  return fc
    .record({ role: fc.constantFrom(...callersOf(route)), path, query, headers, body })
    .map(({ role, path: values, query: pairs, headers: headerValues, body: chosen }) => {
      let index = 0;
      const filled = route.path.replace(/\{[^}]+\}/g, () => values[index++] ?? "");
      const search = pairs.filter((pair): pair is string => pair !== null).join("&");
      const sent: Record<string, string> = {};
      headerParameters.forEach((parameter, at) => {
        const value = headerValues[at];
        if (value !== null && value !== undefined) sent[parameter.name] = value;
      });
      if (formSchema) Object.assign(sent, formHeaders);
      return { role, url: search ? `${filled}?${search}` : filled, headers: sent, body: chosen };
    });
}

/** What no reply may carry: a stack, SQL or its error text, a password or token hash. */
const leaks: [string, RegExp][] = [
  ["a stack", /\n\s+at |at [\w.<>]+ \(.*:\d+:\d+\)|node_modules/],
  [
    "SQL",
    /\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b|violates .* constraint|syntax error at/i,
  ],
  ["a hash", /\$argon2|\$2[aby]\$|\b[0-9a-f]{64}\b/i],
];

async function send(route: Route, sample: Case) {
  const token = await sessionOf(sample.role);
  const headers: Record<string, string> = { ...sample.headers };
  if (token) headers.token = token;
  if (sample.body) headers["content-type"] = sample.body.type;
  const response = await t.app.inject({
    method: route.method as "POST",
    url: sample.url,
    headers,
    remoteAddress: freshIp(),
    ...(sample.body ? { payload: sample.body.body } : {}),
  });
  // A case that ended its caller's session (sign-out, account deletion) gets a fresh caller next.
  if (token && response.statusCode === 401) sessions.delete(sample.role);
  return response;
}

let casesSent = 0;
const answered = new Map<string, number>();
describe(`fuzzing every route of the OpenAPI document (seed ${seed}, ${runs} cases a route)`, () => {
  it("finds the routes in the document, back-office ones included", () => {
    expect(routes.length).toBeGreaterThanOrEqual(80);
    expect(routes.some((route) => route.operation["x-permission"])).toBe(true);
    expect(routes.filter((route) => route.operation.description?.startsWith("Multipart")).length).toBeGreaterThan(0);
  });

  for (const route of routes) {
    it(`${route.method} ${route.path} never answers 5xx nor leaks`, async () => {
      await fc.assert(
        fc.asyncProperty(caseFor(route), async (sample) => {
          casesSent += 1;
          const response = await send(route, sample);
          const status = `${String(response.statusCode)[0]}xx`;
          answered.set(status, (answered.get(status) ?? 0) + 1);
          expect(response.statusCode, `${response.statusCode} ${response.body.slice(0, 500)}`).toBeLessThan(500);
          for (const [what, pattern] of leaks)
            expect(pattern.test(response.body), `reply carries ${what}: ${response.body.slice(0, 500)}`).toBe(false);
        }),
        { seed, numRuns: runs, endOnFailure: true },
      );
    });
  }

  it("sent cases to every route", () => {
    // The figure the closing note quotes; printed so a larger budget shows what it covered.
    const byStatus = [...answered].map(([status, count]) => `${status} ${count}`).join(", ");
    console.info(`fuzz: ${casesSent} cases over ${routes.length} routes (seed ${seed}): ${byStatus}`);
    expect(casesSent).toBeGreaterThanOrEqual(routes.length * runs);
  });
});
