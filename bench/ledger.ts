import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import { migrateDatabase } from "../apps/api/src/db/migrate.js";
import {
  memberAccount,
  postPoints,
  postPointsAlone,
  transfer,
  transferAlone,
} from "../apps/api/src/modules/ledger/index.js";

const clients = 32;
const members = 10_000;
/** pgbench's scale: at least the client count, as its documentation asks, so tpcb-like is not one hot row. */
const pgbenchScale = clients;
/** Members funded for the transfers between members. */
const funded = 1_000;
const warmupSeconds = 2;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
  console.error(`BENCH_DURATION must be a positive number of seconds, not "${process.env.BENCH_DURATION}".`);
  process.exit(1);
}
// The ledger's guarantees rest on PostgreSQL's locks, so this bench always needs a server.
const serverUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** One unit of work; `n` counts the calls of one client, to vary the amounts. */
type ServerDatabase = Extract<Database, { kind: "postgres" }>;
type Operation = (n: number) => Promise<unknown>;
type Row = { name: string; count: number; seconds: number; latencies: number[]; errors: number; cpu: number };

/** Runs `clients` loops of one operation until the deadline; each loop waits for its answer before the next. */
async function drive(operation: Operation, seconds: number, record: boolean): Promise<Omit<Row, "name">> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    for (let n = 0; performance.now() < deadline; n++) {
      const before = performance.now();
      try {
        await operation(n);
        if (record) latencies.push(performance.now() - before);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpuBefore);
  // The share of one core this process used: Node and the server share the machine's cores.
  const cpu = (user + system) / 1e6 / elapsed;
  return { count: latencies.length, seconds: elapsed, latencies, errors, cpu };
}

async function measure(name: string, operation: Operation): Promise<Row> {
  await drive(operation, warmupSeconds, false);
  return { name, ...(await drive(operation, durationSeconds, true)) };
}

function percentile(sorted: number[], fraction: number): string {
  const value = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
  return value === undefined ? "-" : value.toFixed(2);
}

function printTable(rows: Row[], pgbenchTps: number): void {
  const header = ["name", "posts/s", "vs tpcb-like", "p50 ms", "p99 ms", "errors", "node cpu"];
  const cells = rows.map(({ name, count, seconds, latencies, errors, cpu }) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    const rate = count / seconds;
    return [
      name,
      rate.toFixed(0),
      (rate / pgbenchTps).toFixed(2),
      percentile(sorted, 0.5),
      percentile(sorted, 0.99),
      String(errors),
      `${(cpu * 100).toFixed(0)}%`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)));
  for (const row of [header, ...cells]) {
    // Names read left-aligned, figures right-aligned so their digits line up.
    const padded = row.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    );
    console.log(padded.join("  "));
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function createMembers(database: ServerDatabase): Promise<string[]> {
  const created = await database.pool.query<{ id: string }>(
    "insert into users (id, email) select gen_random_uuid(), 'bench-' || g || '@example.com' " +
      "from generate_series(1, $1) g returning id",
    [members],
  );
  return created.rows.map((row) => row.id);
}

/** A credit sent alone (one statement, no begin or commit), under a key no other post uses (so never a replay). */
function credit(database: ServerDatabase, userId: string, n: number) {
  return postPointsAlone(database.db, {
    userId,
    amountCents: 1 + (n % 100),
    type: "Survey",
    cause: { kind: "bench", id: userId },
    idempotencyKey: `bench:${randomUUID()}`,
  });
}

function memberMovement(from: string, to: string, n: number) {
  return {
    from: memberAccount(from),
    to: memberAccount(to),
    amountCents: 1 + (n % 10),
    type: "SettingPointUser" as const,
    cause: { kind: "bench", id: from },
    idempotencyKey: `bench:${randomUUID()}`,
  };
}

/** A transfer between two funded members sent alone, under a fresh key. */
function memberTransfer(database: ServerDatabase, from: string, to: string, n: number) {
  return transferAlone(database.db, memberMovement(from, to, n));
}

/** The same inside a transaction of its own (begin, the call, commit), as a post that commits with other writes goes. */
function memberTransferInTransaction(database: ServerDatabase, from: string, to: string, n: number) {
  return database.db.transaction((tx) => transfer(tx, memberMovement(from, to, n)));
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * pgbench's built-in TPC-B-like script on a database of its own on the same server: `scale` branches,
 * the same client count and duration. Returns its transactions per second (without connection time).
 * The first run initialises the database.
 */
function runPgbench(url: string, seconds: number, initialise: boolean): { tps: number; latencyMs: string } {
  const parsed = new URL(url);
  const connection = ["-h", parsed.hostname, "-p", parsed.port || "5432", "-U", decodeURIComponent(parsed.username)];
  const name = parsed.pathname.slice(1);
  if (initialise) {
    execFileSync("pgbench", [...connection, "-i", "-q", "-s", String(pgbenchScale), name], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  }
  const run = (duration: number) =>
    execFileSync(
      "pgbench",
      [...connection, "-b", "tpcb-like", "-c", String(clients), "-j", "2", "-T", String(duration), name],
      // stderr is kept so a failure says why (say, the server's connections all taken).
      { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
  run(warmupSeconds);
  const output = run(Math.round(seconds));
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
  const latencyMs = /latency average = ([\d.]+) ms/.exec(output)?.[1] ?? "-";
  if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${output}`);
  return { tps, latencyMs };
}

// Everything opened is closed in reverse order: the scratch databases' pools, then the databases.
const closers: (() => Promise<void>)[] = [];
/** Closes a pool at the end, or earlier: pgbench needs 32 of the server's connections, which others share. */
function closeLater(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  const once = () => {
    closing ??= close();
    return closing;
  };
  closers.push(once);
  return once;
}
try {
  const server = await openDatabase({ url: serverUrl, dataDir: "memory://", poolSize: 1 });
  closers.push(() => server.close());
  if (server.kind !== "postgres") throw new Error("the ledger bench needs a PostgreSQL server");
  const suffix = randomBytes(6).toString("hex");
  const scratchName = `bench_ledger_${suffix}`;
  const pgbenchName = `bench_pgbench_${suffix}`;
  for (const name of [scratchName, pgbenchName]) {
    await server.pool.query(`create database ${name}`);
    closers.push(async () => {
      await server.pool.query(`drop database if exists ${name} with (force)`);
    });
  }

  const setup = await openDatabase({
    url: withDatabaseName(serverUrl, scratchName),
    dataDir: "memory://",
    poolSize: clients,
  });
  const closeSetup = closeLater(() => setup.close());
  if (setup.kind !== "postgres") throw new Error("the ledger bench needs a PostgreSQL server");
  await migrateDatabase(setup);
  const memberIds = await createMembers(setup);
  const hotMember = memberIds[0] ?? "";
  const payers = memberIds.slice(0, funded);
  for (let start = 0; start < payers.length; start += clients) {
    await Promise.all(
      payers.slice(start, start + clients).map((userId) =>
        setup.db.transaction((tx) =>
          postPoints(tx, {
            userId,
            amountCents: 100_000_000,
            type: "SettingPointUser",
            cause: { kind: "bench", id: userId },
            idempotencyKey: `fund:${userId}`,
          }),
        ),
      ),
    );
  }
  const { rows } = await setup.pool.query<{ server_version: string }>("show server_version");
  // Its idle connections would count against the server's limit while pgbench runs.
  await closeSetup();

  console.log(
    `Ledger benchmark: ${clients} concurrent clients, ${durationSeconds} s per row after a ${warmupSeconds} s ` +
      `warm-up, PostgreSQL ${rows[0]?.server_version}, Node ${process.version}, ${members} members ` +
      `(${funded} of them funded for transfers); load average before: ${loadavg()[0]?.toFixed(2)}`,
  );
  const pgbenchUrl = withDatabaseName(serverUrl, pgbenchName);
  const pgbenchBefore = runPgbench(pgbenchUrl, durationSeconds, true);
  // Each pool is open only for its rows, so at most one client's 32 connections are open at a time.
  const database = await openDatabase({
    url: withDatabaseName(serverUrl, scratchName),
    dataDir: "memory://",
    poolSize: clients,
  });
  const closeDatabase = closeLater(() => database.close());
  if (database.kind !== "postgres") throw new Error("the ledger bench needs a PostgreSQL server");
  // The same TPC-B-like transaction sent by this bench's own client (node-postgres through Drizzle,
  // as the ledger's posts go): what the client on these two cores costs, apart from the ledger.
  const tpcb = await openDatabase({
    url: withDatabaseName(serverUrl, pgbenchName),
    dataDir: "memory://",
    poolSize: clients,
  });
  const closeTpcb = closeLater(() => tpcb.close());
  const tpcbThroughNode = await measure("tpcb-like sent by this Node client", () => {
    const aid = 1 + Math.floor(Math.random() * 100_000 * pgbenchScale);
    const tid = 1 + Math.floor(Math.random() * 10 * pgbenchScale);
    const bid = 1 + Math.floor(Math.random() * pgbenchScale);
    const delta = Math.floor(Math.random() * 10_001) - 5_000;
    return tpcb.db.transaction(async (tx) => {
      await tx.execute(sql`update pgbench_accounts set abalance = abalance + ${delta} where aid = ${aid}`);
      await tx.execute(sql`select abalance from pgbench_accounts where aid = ${aid}`);
      await tx.execute(sql`update pgbench_tellers set tbalance = tbalance + ${delta} where tid = ${tid}`);
      await tx.execute(sql`update pgbench_branches set bbalance = bbalance + ${delta} where bid = ${bid}`);
      await tx.execute(sql`insert into pgbench_history (tid, bid, aid, delta, mtime)
        values (${tid}, ${bid}, ${aid}, ${delta}, current_timestamp)`);
    });
  });
  await closeTpcb();
  const twoPayers = (): [string, string] => {
    const from = pick(payers);
    let to = pick(payers);
    while (to === from) to = pick(payers);
    return [from, to];
  };
  const replayKeys: { userId: string; amountCents: number; key: string }[] = [];
  const results = [
    tpcbThroughNode,
    await measure("transfer between two random members", (n) => {
      const [from, to] = twoPayers();
      return memberTransfer(database, from, to, n);
    }),
    await measure("the same, each in begin ... commit", (n) => {
      const [from, to] = twoPayers();
      return memberTransferInTransaction(database, from, to, n);
    }),
    await measure(`postPoints, credits spread over ${members} members`, (n) =>
      credit(database, pick(memberIds), n).then((posted) => {
        const { userId, amountCents, idempotencyKey: key } = posted.entry;
        if (replayKeys.length < 5_000) replayKeys.push({ userId, amountCents, key });
      }),
    ),
    await measure("postPoints, credits to one hot member", (n) => credit(database, hotMember, n)),
    await measure("replays of earlier credits (same key again)", () => {
      const earlier = pick(replayKeys);
      return postPointsAlone(database.db, {
        userId: earlier.userId,
        amountCents: earlier.amountCents,
        type: "Survey",
        cause: { kind: "bench", id: earlier.userId },
        idempotencyKey: earlier.key,
      });
    }),
  ];
  // Run again after the rows, and the rows compared with the mean of both: the machine's load drifts
  // during a run (other work on the same cores), and one pgbench run before would measure only its start.
  await closeDatabase();
  const pgbenchAfter = runPgbench(pgbenchUrl, durationSeconds, false);
  const pgbenchTps = (pgbenchBefore.tps + pgbenchAfter.tps) / 2;
  console.log();
  console.log(
    `pgbench tpcb-like (scale ${pgbenchScale}, ${clients} clients, 2 threads): ${pgbenchBefore.tps.toFixed(0)} tps ` +
      `before the rows and ${pgbenchAfter.tps.toFixed(0)} after (latency average ${pgbenchBefore.latencyMs} and ` +
      `${pgbenchAfter.latencyMs} ms); the rows' ratios are to the mean, ${pgbenchTps.toFixed(0)} tps`,
  );
  console.log();
  printTable(results, pgbenchTps);
  console.log();
  console.log(
    "A post sent alone is one round trip: one call of ledger_transfer as a named prepared statement, a " +
      "transaction of its own (the key's look-up, both accounts locked in id order, the covered check, the " +
      "transfer inserted under its UNIQUE key, both balances and its two entries); in begin ... commit it is three. " +
      "A tpcb-like transaction is seven: begin, three updates, a select, an insert, commit. postPoints moves points between a " +
      "member and the member's shard of the house's grants account; the hot member's credits queue on its one row. " +
      `node cpu: this process's share of one core during the row. Load average after: ${loadavg()[0]?.toFixed(2)}`,
  );
} finally {
  for (const close of closers.reverse()) await close();
}
