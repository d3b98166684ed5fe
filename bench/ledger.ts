import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { type Database, openDatabase } from "../apps/api/src/db/client.js";
import { migrateDatabase } from "../apps/api/src/db/migrate.js";
import { postPoints } from "../apps/api/src/modules/ledger/index.js";

const clients = 32;
const members = 10_000;
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
type Row = { name: string; count: number; seconds: number; latencies: number[]; errors: number };

/** Runs `clients` loops of one operation until the deadline; each loop waits for its answer before the next. */
async function drive(operation: Operation, seconds: number, record: boolean): Promise<Omit<Row, "name">> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
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
  return { count: latencies.length, seconds: (performance.now() - started) / 1000, latencies, errors };
}

async function measure(name: string, operation: Operation): Promise<Row> {
  await drive(operation, warmupSeconds, false);
  return { name, ...(await drive(operation, durationSeconds, true)) };
}

function percentile(sorted: number[], fraction: number): string {
  const value = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
  return value === undefined ? "-" : value.toFixed(2);
}

function printTable(rows: Row[]): void {
  const header = ["name", "posts/s", "p50 ms", "p99 ms", "errors"];
  const cells = rows.map(({ name, count, seconds, latencies, errors }) => {
    const sorted = [...latencies].sort((a, b) => a - b);
    return [name, (count / seconds).toFixed(0), percentile(sorted, 0.5), percentile(sorted, 0.99), String(errors)];
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

/** A credit in its own transaction, under a key no other post uses (so never a replay). */
function credit(database: ServerDatabase, userId: string, n: number) {
  return database.db.transaction((tx) =>
    postPoints(tx, {
      userId,
      amountCents: 1 + (n % 100),
      type: "Survey",
      cause: { kind: "bench", id: userId },
      idempotencyKey: `bench:${randomUUID()}`,
    }),
  );
}

// Everything opened is closed in reverse order: the scratch database's pool, then the database itself.
const closers: (() => Promise<void>)[] = [];
try {
  const server = await openDatabase({ url: serverUrl, dataDir: "memory://", poolSize: 1 });
  closers.push(() => server.close());
  if (server.kind !== "postgres") throw new Error("the ledger bench needs a PostgreSQL server");
  const scratchName = `bench_ledger_${randomBytes(6).toString("hex")}`;
  await server.pool.query(`create database ${scratchName}`);
  closers.push(async () => {
    await server.pool.query(`drop database if exists ${scratchName} with (force)`);
  });

  const database = await openDatabase({
    url: withDatabaseName(serverUrl, scratchName),
    dataDir: "memory://",
    poolSize: clients,
  });
  closers.push(() => database.close());
  if (database.kind !== "postgres") throw new Error("the ledger bench needs a PostgreSQL server");
  await migrateDatabase(database);
  const memberIds = await createMembers(database);
  const hotMember = memberIds[0] ?? "";
  // The floor: one single-row insert, a transaction of its own, about as wide as a ledger entry.
  await database.pool.query(
    "create table bench_scratch (id uuid primary key, user_id uuid not null, amount_cents integer not null, " +
      "created_at timestamptz not null default now())",
  );
  const { rows } = await database.pool.query<{ server_version: string }>("show server_version");

  console.log(
    `Ledger benchmark: ${clients} concurrent clients, ${durationSeconds} s per row after a ${warmupSeconds} s ` +
      `warm-up, PostgreSQL ${rows[0]?.server_version}, Node ${process.version}, ${members} members`,
  );
  const results = [
    await measure("bare single-row insert (baseline)", (n) =>
      database.pool.query("insert into bench_scratch (id, user_id, amount_cents) values ($1, $2, $3)", [
        randomUUID(),
        hotMember,
        1 + (n % 100),
      ]),
    ),
    await measure(`postPoints, credits spread over ${members} members`, (n) =>
      credit(database, memberIds[Math.floor(Math.random() * memberIds.length)] ?? hotMember, n),
    ),
    await measure("postPoints, credits to one hot member", (n) => credit(database, hotMember, n)),
  ];
  console.log();
  printTable(results);
  console.log();
  console.log(
    "A post is one transaction: begin, advisory lock on the key, look up the key, create the balance row if " +
      "missing, conditional update, insert the entry, commit. On one hot member the posts queue on its balance row.",
  );
} finally {
  for (const close of closers.reverse()) await close();
}
