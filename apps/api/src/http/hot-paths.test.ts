import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createMember, publishedSurvey } from "../modules/surveys/test-support.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { onPostgres } from "../test/database.js";

/**
 * The routes every member screen asks for, read as a member with a history: how many queries each
 * sends (the session lookup included) and whether each query can start from an index. Plans are
 * taken with sequential scans priced out (`enable_seqscan = off`), so a sequential scan left in a
 * plan over a table that grows with members or content means no index can serve it. PostgreSQL
 * only: PGlite's planner has no statistics worth reading.
 */

/** Tables that grow with members, their activity or the catalogue of surveys; the rest stay small. */
const bigTables = new Set([
  "users",
  "sessions",
  "surveys",
  "survey_questions",
  "survey_responses",
  "survey_answers",
  "store_check_ins",
  "point_entries",
  "ledger_transfers",
  "ledger_accounts",
  "redeem_requests",
  "mission_progress",
  "attendance_check_ins",
  "member_attendance",
  "invite_codes",
  "invitations",
  "member_activity_hours",
  "notifications",
]);

type Query = { text: string; values: unknown[] };
type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

function sequentialScans(node: PlanNode): string[] {
  const own = node["Node Type"] === "Seq Scan" && node["Relation Name"] ? [node["Relation Name"]] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

describe.skipIf(!onPostgres)("the hot paths (PostgreSQL)", () => {
  let t: TestApp;
  let token: string;
  let surveyId: string;
  let sent: Query[] = [];
  let planner: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.database.db);
    surveyId = (await publishedSurvey(t.app, admin.token)).id;
    const member = await createMember(t.database.db);
    token = member.token;
    const database = t.database;
    if (database.kind !== "postgres") throw new Error("PostgreSQL only");
    // Members, sessions, a catalogue of surveys with their questions and answers, check-ins and a
    // points history: enough rows for the statistics to look like a live service's.
    await database.pool.query(`
      insert into users (id, email) select gen_random_uuid(), 'load' || g || '@example.com' from generate_series(1, 3000) g;
      insert into sessions (id, user_id, token_hash, expires_at)
        select gen_random_uuid(), id, md5(id::text), now() + interval '1 day' from users;
      insert into surveys (id, status, title, reward_cents, estimated_minutes, starts_at, expires_at, response_limit)
        select gen_random_uuid(), (array['published', 'closed', 'draft'])[1 + g % 3]::survey_status,
          jsonb_build_object('en', 'Survey ' || g), 100, 3, now() - g * interval '1 hour',
          now() + interval '1 day', 1000
        from generate_series(1, 2000) g;
      insert into survey_questions (id, survey_id, position, key, kind, title, settings)
        select gen_random_uuid(), s.id, p, 'q' || (p + 1), 'free_text', '{"en": "Why?"}', '{}'
        from surveys s cross join generate_series(0, 4) p where s.title->>'en' like 'Survey %';
      insert into survey_responses (id, survey_id, user_id, reward_cents)
        select gen_random_uuid(), s.id, u.id, 100
        from (select id, row_number() over () n from surveys) s
        join (select id, row_number() over () n from users) u on u.n % 200 = s.n % 200;
      insert into store_check_ins (id, user_id, store_id) select gen_random_uuid(), id, 'store-' || (random() * 50)::int from users;
      insert into ledger_accounts (id, kind, user_id, balance_cents) select id, 'member', id, 2000 from users
        on conflict do nothing;
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount_cents, history_type, cause_kind,
          cause_id, idempotency_key)
        select gen_random_uuid(), '00000000-0000-0000-0001-000000000000', u.id, 100, 'Survey', 'survey', g::text,
          u.id || ':' || g
        from users u cross join generate_series(1, 20) g;
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount_cents, history_type, cause_kind,
          cause_id, idempotency_key)
        values (gen_random_uuid(), '${member.user.id}', '00000000-0000-0000-0001-000000000000', 100, 'Withdraw',
          'redeem_request', gen_random_uuid()::text, 'hot-path-redeem');
      insert into point_entries (id, transfer_id, account_id, user_id, amount_cents, history_type, cause_kind, cause_id,
          balance_after)
        select gen_random_uuid(), t.id, m.id, m.id, case when m.id = t.credit_account_id then 100 else -100 end,
          t.history_type, t.cause_kind, t.cause_id, 100
        from ledger_transfers t join ledger_accounts m on m.kind = 'member'
          and m.id in (t.debit_account_id, t.credit_account_id);
      analyze;
    `);
    planner = new pg.Client({ connectionString: database.url });
    await planner.connect();
    await planner.query("set enable_seqscan = off");
    const pool = database.pool;
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      // Drizzle passes the values beside the query's config.
      const { text, values } = typeof config === "string" ? { text: config, values: undefined } : (config as Query);
      sent.push({ text, values: values ?? (Array.isArray(rest[0]) ? rest[0] : []) });
      return query(config, ...rest);
    }) as typeof pool.query;
  });
  afterAll(async () => {
    await planner.end();
    await t.close();
  });

  /** The queries one request sends, once the member's presence for this hour is written. */
  async function queriesOf(url: string): Promise<Query[]> {
    await t.app.inject({ url, headers: { token } });
    sent = [];
    const response = await t.app.inject({ url, headers: { token } });
    expect(response.statusCode, response.body).toBe(200);
    return sent;
  }

  async function scansOf(queries: Query[]): Promise<string[]> {
    const scans: string[] = [];
    for (const { text, values } of queries) {
      const { rows } = await planner.query({ text: `explain (format json) ${text}`, values });
      const [{ Plan: plan }] = rows[0]["QUERY PLAN"] as [{ Plan: PlanNode }];
      scans.push(...sequentialScans(plan).filter((table) => bigTables.has(table)));
    }
    return scans;
  }

  it.each([
    ["the survey list", "/api/v1/list_surveys"],
    ["a keyword search over every survey", "/api/v1/list_surveys?tab=all&key_word=coffee"],
    ["the point history", "/api/point_histories"],
  ])("answers %s in two indexed queries, the session lookup included", async (_name, url) => {
    const queries = await queriesOf(url);
    expect(queries.length).toBeLessThanOrEqual(2);
    expect(await scansOf(queries)).toEqual([]);
  });

  it("answers a survey's detail in two indexed queries, the session lookup included", async () => {
    const queries = await queriesOf(`/api/surveys/${surveyId}`);
    expect(queries.length).toBeLessThanOrEqual(2);
    expect(await scansOf(queries)).toEqual([]);
  });

  it("answers the home screen without a sequential scan over a big table", async () => {
    const queries = await queriesOf("/api/home");
    expect(await scansOf(queries)).toEqual([]);
  });
});
