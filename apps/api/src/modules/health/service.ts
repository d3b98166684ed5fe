import type { HealthData, ServiceName } from "@rewards/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

export const serverVersion = process.env.npm_package_version ?? "0.1.0";

/** A real round trip to the database; throws when it is unreachable. */
export async function checkHealth(db: Db, service: ServiceName): Promise<HealthData> {
  const started = performance.now();
  const result = await db.execute<{ now: string }>(sql`select now()::text as now`);
  const row = (result as unknown as { rows: { now: string }[] }).rows[0];
  if (!row) throw new Error("the database answered no row");
  return {
    service,
    database: "up",
    database_time: new Date(row.now).toISOString(),
    latency_ms: Math.round((performance.now() - started) * 100) / 100,
    version: serverVersion,
  };
}
