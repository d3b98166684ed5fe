#!/usr/bin/env node
// The migration check in `npm test`: drizzle-kit's own consistency check of the migrations, then a
// drift check: generating migrations from the current schema into a copy of the folder must add
// nothing, so a table changed without its migration fails the build.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const apiDir = path.resolve(import.meta.dirname, "../apps/api");
const migrations = path.join(apiDir, "src/db/migrations");
const drizzleKit = path.resolve(import.meta.dirname, "../node_modules/.bin/drizzle-kit");

function run(args) {
  return execFileSync(drizzleKit, args, { cwd: apiDir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

run(["check"]);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "drift-"));
try {
  const copy = path.join(scratch, "migrations");
  fs.cpSync(migrations, copy, { recursive: true });
  const config = path.join(scratch, "drizzle.config.json");
  fs.writeFileSync(
    config,
    JSON.stringify({
      dialect: "postgresql",
      schema: "./src/db/schema.ts",
      // drizzle-kit reads `out` relative to the working directory, even when absolute.
      out: path.relative(apiDir, copy),
      migrations: { prefix: "timestamp" },
    }),
  );
  const output = run(["generate", "--config", config, "--name", "drift"]);
  const added = fs.readdirSync(copy).filter((name) => !fs.existsSync(path.join(migrations, name)));
  // Ask for the explicit all-clear too: drizzle-kit can print an error and still exit 0.
  if (added.length > 0 || !output.includes("No schema changes")) {
    console.error(`The schema has changes without a migration (${added.join(", ")}). Run: npm run db:generate`);
    console.error(output);
    process.exit(1);
  }
  console.log("migrations are consistent and match the schema");
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
