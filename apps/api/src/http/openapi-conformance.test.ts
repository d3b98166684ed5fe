import { randomUUID } from "node:crypto";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { afterAll, describe, expect, it } from "vitest";
import { createAdmin, publishedSurvey } from "../modules/surveys/test-support.js";
import { createTestApp } from "../test/app.js";
import { createMemberWithPoints } from "../test/points.js";

/**
 * The OpenAPI document says what each route answers; this holds it to that with real replies. A
 * member walks the journey (home, points, missions, bingo, attendance, surveys, notifications) and
 * then calls every GET without path parameters, a stranger and a bad request see the refusals, and
 * an author exports a survey as CSV:
 * every 2xx and 4xx reply must match the response its route declares for that status.
 */
type Operation = { responses?: Record<string, { content?: Record<string, { schema: object }> }> };
type Reply = { method: string; url: string; statusCode: number; body: string; contentType: string };

const t = await createTestApp();
afterAll(() => t.close());
const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

// Literal paths first: `point_histories/summary` is not `point_histories/{id}`.
const templates = Object.keys(document.paths)
  .sort((a, b) => a.split("{").length - b.split("{").length)
  .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}$`) }));

const compiled = new Map<object, ValidateFunction>();
/** The schema a reply must match: its status's, else its class's (`4XX`), and the route's template. */
function declared(reply: Reply): { where: string; schema: object | undefined; type: string | undefined } {
  const path = reply.url.split("?")[0] ?? "";
  const template = templates.find((candidate) => candidate.pattern.test(path))?.path;
  const responses = template ? document.paths[template]?.[reply.method.toLowerCase()]?.responses : undefined;
  const status = String(reply.statusCode);
  const response = responses?.[status] ?? responses?.[`${status[0]}XX`];
  const [type, media] = Object.entries(response?.content ?? {})[0] ?? [];
  return { where: `${reply.method} ${template ?? path} ${status}`, schema: media?.schema, type };
}

function mismatch(reply: Reply): string | null {
  const { where, schema, type } = declared(reply);
  if (!schema || !type) return `${where}: no response declared`;
  if (!reply.contentType.startsWith(type)) return `${where}: sent ${reply.contentType}, declared ${type}`;
  if (type !== "application/json") return null;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(JSON.parse(reply.body)) ? null : `${where}: ${ajv.errorsText(validate.errors)}`;
}

async function call(method: string, url: string, headers: Record<string, string> = {}, payload?: object) {
  const response = await t.app.inject({
    method: method as "GET",
    url,
    headers: { timezone: "Asia/Jakarta", ...headers },
    ...(payload && { payload }),
  });
  return {
    method,
    url,
    statusCode: response.statusCode,
    body: response.body,
    contentType: String(response.headers["content-type"] ?? ""),
  };
}

describe("the OpenAPI document against real replies", () => {
  it("declares every reply of the member's journey, 2xx and 4xx", async () => {
    const member = await createMemberWithPoints(t.database.db, 50_000);
    const as = { token: member.token };
    const journey: Reply[] = [
      await call("GET", "/api/home", as),
      await call("GET", "/api/attendance", as),
      await call("POST", "/api/attendance/check_in", as),
      await call("POST", "/api/attendance/check_in", as),
      await call("GET", "/api/bingo/check_campaign", as),
      await call("POST", "/api/bingo/summon", as),
      await call("GET", "/api/missions?type=daily&page=1", as),
      await call("PUT", `/api/sub_missions/${randomUUID()}`, as),
      await call("GET", `/api/surveys/${randomUUID()}`, as),
      await call("GET", "/api/point_histories?page=abc", as),
      await call("POST", "/api/phone_cards/withdraw", as, { amount: 1 }),
      await call("GET", "/api/home"),
      await call("GET", "/api/admin/members", as),
    ];
    const gets = Object.entries(document.paths).filter(
      ([path, methods]) => methods.get && !path.includes("{") && !path.startsWith("/api/docs"),
    );
    for (const [path] of gets) journey.push(await call("GET", path, as));
    const admin = await createAdmin(t.database.db);
    const survey = await publishedSurvey(t.app, admin.token);
    journey.push(await call("GET", `/api/admin/surveys/${survey.id}/responses.csv?locale=en`, { token: admin.token }));

    const checked = journey.filter((reply) => reply.statusCode < 500);
    expect(journey.filter((reply) => reply.statusCode >= 500).map((reply) => reply.url)).toEqual([]);
    expect(checked.some((reply) => reply.statusCode >= 400)).toBe(true);
    expect(checked.map(mismatch).filter(Boolean)).toEqual([]);
  });
});
