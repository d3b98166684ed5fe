// The server's cost of a signed-in screen it renders (`/home/survey`: guard, the member's survey
// list, the home layout's balance, missions' dot and bell, React's rendering, compression) against
// the JSON call the page wraps (`GET /api/v1/list_surveys?tab=all`), and against every call it
// answers in one, each made alone, all as the web app asks: session cookie, web headers.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { durationSeconds, measure, milliseconds, type Row, startDemoApi, warmupSeconds } from "./demo-api.js";

const connectionCounts = [1, 10];
if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
  console.error(`BENCH_DURATION must be a positive number of seconds, not "${process.env.BENCH_DURATION}".`);
  process.exit(1);
}

type Answer = { ok: boolean; status: number; statusText: string; json(): Promise<unknown> };
type RenderApp = (
  request: Request,
  options: { fetch: (url: string, init: RequestInit) => Promise<Answer>; locale: string },
) => Promise<{ kind: string }>;

/**
 * The page's rendering alone: the web build's server bundle (what the API runs for the page) with
 * the API's answers canned, recorded once through the real calls. What is left is the router, the
 * loaders, React and the dehydration of the cache: the part no API call pays.
 */
async function renderingAlone(bundle: string, baseUrl: string, cookie: string, pages: number): Promise<number> {
  const { renderApp } = (await import(pathToFileURL(bundle).href)) as { renderApp: RenderApp };
  const canned = new Map<string, { status: number; text: string }>();
  const answer = ({ status, text }: { status: number; text: string }): Answer => ({
    ok: status >= 200 && status < 300,
    status,
    statusText: "",
    json: async () => JSON.parse(text),
  });
  const recording = async (url: string, init: RequestInit) => {
    const target = new URL(url, baseUrl);
    const response = await fetch(new URL(`${target.pathname}${target.search}`, baseUrl), {
      method: init.method ?? "GET",
      headers: { ...(init.headers as Record<string, string>), cookie, platform: "3" },
    });
    const recorded = { status: response.status, text: await response.text() };
    canned.set(`${target.pathname}${target.search}`, recorded);
    return answer(recorded);
  };
  const replaying = async (url: string) => {
    const target = new URL(url, baseUrl);
    const recorded = canned.get(`${target.pathname}${target.search}`);
    if (!recorded) throw new Error(`No canned answer for ${url}.`);
    return answer(recorded);
  };
  const page = () => new Request(new URL("/home/survey", "http://app.internal"), { headers: { cookie } });
  const first = await renderApp(page(), { fetch: recording, locale: "en" });
  if (first.kind !== "page") throw new Error(`/home/survey rendered as ${first.kind} with canned answers.`);
  for (let warm = 0; warm < 200; warm += 1) await renderApp(page(), { fetch: replaying, locale: "en" });
  const started = performance.now();
  for (let done = 0; done < pages; done += 1) await renderApp(page(), { fetch: replaying, locale: "en" });
  return (performance.now() - started) / pages;
}

const closers: (() => Promise<void>)[] = [];
try {
  const { baseUrl, config, databaseKind } = await startDemoApi(closers);
  const bundle = path.join(config.webDistDir, ".server", "render-app.js");
  if (!fs.existsSync(bundle)) {
    throw new Error("The web build has no server bundle: run `npm run build` first (npm run bench:rendered does).");
  }

  const signIn = await fetch(`${baseUrl}/api/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user: { email: "member@example.com", password: "demo-pass-2026" } }),
  });
  const token = ((await signIn.json()) as { data?: { auth_token?: string } }).data?.auth_token;
  if (!token) throw new Error(`The demo member could not sign in (${signIn.status}).`);
  // As a returning member's browser asks: the session cookie and its readable half, the time zone the app
  // left on the first visit (lib/time-zone.ts), brotli accepted.
  const cookie = `session=${token}; loggedIn=true; locale=en; tz=Asia%2FJakarta`;
  const page = { cookie, "accept-encoding": "br, gzip", accept: "text/html" };
  const json = { cookie, platform: "3", TimeZone: "Asia/Jakarta", country: "indo", "accept-encoding": "br, gzip" };

  const check = await fetch(`${baseUrl}/home/survey`, { headers: { cookie } });
  const html = await check.text();
  if (check.status !== 200 || !html.includes('id="query-data"')) {
    throw new Error(`/home/survey was not rendered on the server (${check.status}).`);
  }
  const listUrl = `${baseUrl}/api/v1/list_surveys?tab=all&limit=10&page=1`;
  const listed = await fetch(listUrl, { headers: { cookie, platform: "3" } });
  const jsonBytes = (await listed.text()).length;

  console.log(
    `Rendered-page benchmark: ${connectionCounts.join(" and ")} connections, ${durationSeconds} s each after a ` +
      `${warmupSeconds} s warm-up, database: ${databaseKind}, Node ${process.version}, load: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
  );
  console.log(`/home/survey HTML ${html.length} bytes (uncompressed); its list JSON ${jsonBytes} bytes`);
  // The calls the rendered page answers in one: the guard's, the list's, and the home layout's
  // (the header's balance, the missions' dot, the bell), which the browser would otherwise make for
  // the same screen.
  const layoutCalls = [
    ["GET /api/point_histories/summary (the balance)", `${baseUrl}/api/point_histories/summary`],
    ["GET /api/missions/check_missions (the dot)", `${baseUrl}/api/missions/check_missions`],
    ["GET /api/setting (the bell)", `${baseUrl}/api/setting`],
  ] as const;
  const rows: Row[] = [];
  for (const connections of connectionCounts) {
    rows.push(await measure("GET /api/v1/list_surveys?tab=all (JSON)", listUrl, json, connections));
    rows.push(
      await measure(
        "GET /api/profile/info_basic_user (the guard)",
        `${baseUrl}/api/profile/info_basic_user`,
        json,
        connections,
      ),
    );
    for (const [name, url] of layoutCalls) rows.push(await measure(name, url, json, connections));
    rows.push(await measure("GET /home/survey (rendered page)", `${baseUrl}/home/survey`, page, connections));
  }
  const header = ["name", "conns", "req/s", "ms/req", "p50 ms", "p99 ms", "non-2xx"];
  const cells = rows.map(({ name, connections, result }) => [
    name,
    String(connections),
    result.requests.average.toFixed(0),
    (1000 / result.requests.average).toFixed(2),
    milliseconds(result.latency.p50),
    milliseconds(result.latency.p99),
    String(result.non2xx),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  console.log();
  for (const row of [header, ...cells]) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
        .join("  "),
    );
  }
  console.log();
  // The goal: a rendered page costs the server at most twice the JSON call it wraps.
  for (const connections of connectionCounts) {
    const rate = (prefix: string) =>
      rows.find((row) => row.name.startsWith(prefix) && row.connections === connections)?.result.requests.average ?? 0;
    const ratio = rate("GET /api/v1/list_surveys") / rate("GET /home/survey");
    console.log(`cost of /home/survey / list_surveys at ${connections} connections: ${ratio.toFixed(2)}x (goal <= 2)`);
    // The same page against every call it answers, each made alone: what the browser would ask for this screen.
    const answered = [
      "GET /api/v1/list_surveys",
      "GET /api/profile/info_basic_user",
      ...layoutCalls.map(([name]) => name),
    ];
    const callsMs = answered.reduce((sum, name) => sum + 1000 / rate(name), 0);
    const pageMs = 1000 / rate("GET /home/survey");
    console.log(
      `cost of /home/survey / the ${answered.length} calls it answers at ${connections} connections: ` +
        `${(pageMs / callsMs).toFixed(2)}x (${pageMs.toFixed(2)} ms against ${callsMs.toFixed(2)} ms)`,
    );
  }
  const alone = await renderingAlone(bundle, baseUrl, cookie, 1000);
  const listAtOne = rows.find((row) => row.name.startsWith("GET /api/v1/list_surveys") && row.connections === 1);
  const listMs = 1000 / (listAtOne?.result.requests.average ?? Number.NaN);
  console.log(
    `rendering /home/survey alone (the server bundle, answers canned, one page at a time): ` +
      `${alone.toFixed(2)} ms a page, ${(alone / listMs).toFixed(2)}x the list call at 1 connection`,
  );
} finally {
  for (const close of closers.reverse()) await close();
}
