import Fastify from "fastify";
import { durationSeconds, measure, milliseconds, type Row, startDemoApi, warmupSeconds } from "./demo-api.js";

// Each route is loaded at both: 10 shows throughput, 50 shows how latency holds up under a queue.
const connectionCounts = [10, 50];
if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
  console.error(`BENCH_DURATION must be a positive number of seconds, not "${process.env.BENCH_DURATION}".`);
  process.exit(1);
}

const selectNowName = "GET /api/health_checkes (select now())";
const listSurveysName = "GET /api/v1/list_surveys (my_survey)";

function printTable(rows: Row[]): void {
  const header = ["name", "conns", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"];
  const cells = rows.map(({ name, connections, result }) => [
    name,
    String(connections),
    result.requests.average.toFixed(0),
    milliseconds(result.latency.p50),
    milliseconds(result.latency.p99),
    String(result.non2xx),
    String(result.errors),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  for (const row of [header, ...cells]) {
    // Names read left-aligned, figures right-aligned so their digits line up.
    const padded = row.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    );
    console.log(padded.join("  "));
  }
}

/** Signs the demo member in as a mobile app would (no web `platform` header), for the token header. */
async function memberSession(apiUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${apiUrl}/api/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email: "member@example.com", password: "demo-pass-2026" } }),
  });
  const { data } = (await response.json()) as { data?: { auth_token?: string | null } };
  if (!response.ok || !data?.auth_token) throw new Error(`The demo member could not sign in (${response.status}).`);
  return { token: data.auth_token };
}

async function surveyIdTitled(apiUrl: string, headers: Record<string, string>, title: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v1/list_surveys?tab=all&limit=50`, {
    headers: { ...headers, cookie: "locale=en" },
  });
  const { data } = (await response.json()) as { data: { id: string; title: string }[] };
  const survey = data.find((item) => item.title === title);
  if (!survey) throw new Error(`The demo survey "${title}" is missing.`);
  return survey.id;
}

async function firstSurveyId(apiUrl: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v1/list_surveys`, { headers: { ...headers, cookie: "locale=en" } });
  const { data } = (await response.json()) as {
    data: { id: string; store_id: string | null; answered: boolean; eligible: boolean }[];
  };
  const first = data.find((survey) => survey.store_id === null && !survey.answered && survey.eligible);
  if (!first) throw new Error("The demo member has no survey to answer.");
  return first.id;
}

// Everything started is closed in reverse order: servers, then the runtime, then its data directory.
const closers: (() => Promise<void>)[] = [];
try {
  const { baseUrl: apiUrl, databaseKind } = await startDemoApi(closers);

  // The floor: what Fastify alone costs on this machine, with no plugins, hooks or database.
  const baseline = Fastify({ logger: false });
  baseline.get("/", async () => ({ status: true, data: { ok: true } }));
  closers.push(async () => {
    await baseline.close();
  });
  const baselineUrl = await baseline.listen({ port: 0, host: "127.0.0.1" });

  console.log(
    `API benchmark: ${connectionCounts.join(" and ")} connections, ${durationSeconds} s per route after a ` +
      `${warmupSeconds} s warm-up, database: ${databaseKind}, Node ${process.version}`,
  );
  const member = await memberSession(apiUrl);
  const announced = await surveyIdTitled(apiUrl, member, "Mobile data use");
  // The detail is read for a survey the member can answer anywhere: the first on their default tab that needs no
  // store check-in and is not answered yet.
  const answerable = await firstSurveyId(apiUrl, member);
  const targets: { name: string; url: string; headers?: Record<string, string> }[] = [
    { name: "bare Fastify GET / (baseline)", url: baselineUrl },
    { name: selectNowName, url: `${apiUrl}/api/health_checkes` },
    { name: "GET /api/job/health_checkes (select now(), no table)", url: `${apiUrl}/api/job/health_checkes` },
    { name: listSurveysName, url: `${apiUrl}/api/v1/list_surveys`, headers: member },
    {
      name: "GET /api/v1/list_surveys?tab=all&key_word=coffee",
      url: `${apiUrl}/api/v1/list_surveys?tab=all&key_word=coffee`,
      headers: member,
    },
    { name: "GET /api/surveys/{id} (survey detail)", url: `${apiUrl}/api/surveys/${answerable}`, headers: member },
    {
      name: "GET /api/surveys/{id}/survey_view_pr",
      url: `${apiUrl}/api/surveys/${announced}/survey_view_pr`,
      headers: member,
    },
    { name: "GET /api/point_histories", url: `${apiUrl}/api/point_histories`, headers: member },
    { name: "GET /api/home (the dashboard in one call)", url: `${apiUrl}/api/home`, headers: member },
    { name: "GET /api/missions?type=levelUp", url: `${apiUrl}/api/missions?type=levelUp`, headers: member },
    {
      name: "GET /api/missions/check_missions (the menu's dot)",
      url: `${apiUrl}/api/missions/check_missions`,
      headers: member,
    },
  ];
  const rows: Row[] = [];
  for (const connections of connectionCounts) {
    for (const { name, url, headers } of targets) rows.push(await measure(name, url, headers ?? {}, connections));
  }
  console.log();
  printTable(rows);
  console.log();
  console.log("Member routes run as the demo member; each also looks up the session by its token.");
  // The product's goal is list_surveys at a quarter or more of one bare database round trip.
  for (const connections of connectionCounts) {
    const rate = (name: string) =>
      rows.find((row) => row.name === name && row.connections === connections)?.result.requests.average ?? 0;
    const ratio = rate(listSurveysName) / rate(selectNowName);
    console.log(`list_surveys / select now() at ${connections} connections: ${ratio.toFixed(3)} (goal >= 0.25)`);
  }
} finally {
  for (const close of closers.reverse()) await close();
}
