import { spawn } from "node:child_process";
import fs, { cpSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

/**
 * Lighthouse (mobile: its default form factor and simulated throttling) on the compiled server with a
 * fresh embedded database and the demo data: three runs of each page, then the median of each score
 * and metric. `/home` and `/home/survey` are measured signed in as the demo member. Figures only: nothing is
 * asserted. Run `npm run build` first (`npm run bench:lighthouse` does).
 */
const repoDir = path.resolve(import.meta.dirname, "..");
const compiled = path.join(repoDir, "apps", "api", "dist", "main.js");
if (!fs.existsSync(compiled)) {
  console.error("No compiled API in apps/api/dist: run `npm run build` first.");
  process.exit(1);
}
const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(repoDir, "apps", "web", "dist"));
if (!fs.existsSync(path.join(webDist, "index.html"))) {
  console.error(`No built web app in ${webDist}: run \`npm run build\` first.`);
  process.exit(1);
}
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// LIGHTHOUSE_REPORT_DIR keeps each run's whole report (JSON) there, to see what an audit found.
// LIGHTHOUSE_PAGES (comma-separated, say `/sign-in,/home/survey`) measures only those of the pages.
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(",").map((page) => page.trim());
const wanted = (page) => !onlyPages || onlyPages.includes(page);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR) : null;
if (!fs.existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}

const runsPerPage = 3;
const guestPages = ["/", "/sign-in", "/help"];
const memberPages = ["/home", "/home/survey"];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const member = { email: "member@example.com", password: "demo-pass-2026" };

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

// Everything started is closed in reverse order, on success, on failure and on Ctrl-C.
const closers = [];
async function closeAll() {
  for (const close of closers.splice(0).reverse()) {
    await close().catch((error) => console.error(error));
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => closeAll().finally(() => process.exit(130)));
}

async function startServer() {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), "rewards-lighthouse-"));
  closers.push(async () => rmSync(tempDir, { recursive: true, force: true }));
  // The server reads a copy of the build, so another build in the same tree during the runs changes nothing.
  const webDir = path.join(tempDir, "web");
  cpSync(webDist, webDir, { recursive: true });
  const port = await freePort();
  // As `npm run serve` starts it.
  const child = spawn(process.execPath, ["--enable-source-maps", compiled], {
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(tempDir, "data"),
      WEB_DIST_DIR: webDir,
      DATABASE_URL: "",
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  closers.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  });
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    const healthy = await fetch(`${origin}/api/health_checkes`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return origin;
    if (performance.now() - started > 180_000) throw new Error("The server did not answer within 3 minutes.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Signs the demo member in as the web app does (`platform: 3`), which answers with the httpOnly
 * `session` cookie and the readable `loggedIn` one, and returns both.
 */
async function memberCookies(origin) {
  const response = await fetch(`${origin}/api/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", platform: "3" },
    body: JSON.stringify({ user: member }),
  });
  const cookies = response.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    const split = pair.indexOf("=");
    return {
      name: pair.slice(0, split),
      value: pair.slice(split + 1),
      httpOnly: attributes.some((attribute) => attribute.toLowerCase() === "httponly"),
    };
  });
  const names = cookies.map((cookie) => cookie.name);
  if (!response.ok || !names.includes("session") || !names.includes("loggedIn")) {
    throw new Error(`The demo member could not sign in (${response.status}, cookies: ${names.join(", ") || "none"}).`);
  }
  return cookies;
}

/**
 * Puts the cookies in the browser's jar. Lighthouse's `extraHeaders` would only reach the server:
 * the web app reads `loggedIn` from `document.cookie` before it asks for anything, and without it
 * its guard sends the page to /sign-in. Lighthouse clears caches and storage between runs, not cookies.
 */
async function signInBrowser(chromePort, origin, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const { hostname } = new URL(origin);
    await browser.setCookie(
      ...cookies.map(({ name, value, httpOnly }) => ({ name, value, httpOnly, domain: hostname, path: "/" })),
    );
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run; a run Lighthouse could not finish (no paint, say) comes back with its error. */
async function audit(chromePort, url) {
  const result = await lighthouse(url, {
    port: chromePort,
    logLevel: "error",
    output: "json",
    onlyCategories: categories,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  if (reportDir) {
    const slug = new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "landing";
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, `${slug}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const browser = /HeadlessChrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? "Chromium";
  return {
    versions: `Lighthouse ${lhr.lighthouseVersion}, ${browser}`,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    finalUrl: lhr.finalDisplayedUrl,
    scores: categories.map((id) => {
      const score = lhr.categories[id]?.score;
      return typeof score === "number" ? Math.round(score * 100) : null;
    }),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    warnings: lhr.runWarnings,
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** The median of the figures the runs produced; null when none did. */
function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function measurePage(chromePort, origin, page) {
  const runs = [];
  let versions = "";
  for (let run = 1; run <= runsPerPage; run++) {
    const result = await audit(chromePort, `${origin}${page}`);
    versions = result.versions;
    if (result.error) {
      // Left out of the medians, and said so in the table's runs column.
      console.error(`${page} run ${run}/${runsPerPage}: failed, ${result.error}`);
      continue;
    }
    const finalPath = new URL(result.finalUrl).pathname;
    if (memberPages.includes(page) && finalPath !== page) {
      throw new Error(`${page} did not load signed in: it ended on ${finalPath}.`);
    }
    const note = finalPath === page ? "" : `, ended on ${finalPath}`;
    console.error(`${page} run ${run}/${runsPerPage}: performance ${result.scores[0] ?? "n/a"}${note}`);
    for (const warning of result.warnings) console.error(`  warning: ${warning}`);
    runs.push(result);
  }
  return {
    page,
    versions,
    runs: runs.length,
    scores: categories.map((_, index) => median(runs.map((run) => run.scores[index]))),
    lcp: median(runs.map((run) => run.lcp)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbt)),
  };
}

function printTable(rows) {
  const show = (value, format) => (value === null ? "n/a" : format(value));
  const header = ["page", "runs", "performance", "accessibility", "best-practices", "SEO", "LCP ms", "CLS", "TBT ms"];
  const cells = rows.map((row) => [
    row.page,
    `${row.runs}/${runsPerPage}`,
    ...row.scores.map((score) => show(score, (value) => value.toFixed(0))),
    show(row.lcp, (value) => value.toFixed(0)),
    show(row.cls, (value) => value.toFixed(3)),
    show(row.tbt, (value) => value.toFixed(0)),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  for (const row of [header, ...cells]) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join("  "),
    );
  }
}

try {
  const origin = await startServer();
  const chrome = await launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox"] });
  closers.push(async () => chrome.kill());

  const loadBefore = loadAverage();
  const rows = [];
  // The visitor's pages first, while the browser holds no session.
  for (const page of guestPages.filter(wanted)) rows.push(await measurePage(chrome.port, origin, page));
  const signedInPages = memberPages.filter(wanted);
  if (signedInPages.length > 0) {
    await signInBrowser(chrome.port, origin, await memberCookies(origin));
    for (const page of signedInPages) rows.push(await measurePage(chrome.port, origin, page));
  }

  console.log(
    `${rows[0].versions}; mobile (simulated throttling), median of ${runsPerPage} runs; ${memberPages.join(" and ")} signed in as ${member.email}`,
  );
  printTable(rows);
  // Simulated throttling multiplies what the host's CPU takes, so a figure means little without the load beside it.
  console.log(`load average (1, 5, 15 min): ${loadBefore} at the start, ${loadAverage()} at the end`);
  if (rows.some((row) => row.runs === 0)) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await closeAll();
}
