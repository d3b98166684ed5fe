import { type SQL, sql } from "drizzle-orm";
import { shopCheckIns } from "./tables.js";

/**
 * One row (`store_id`) per check-in since `since`: what `stores/popular` counts beside likes and
 * follows. The shop service hands it to the stores module, which knows nothing of check-ins.
 */
export function checkInsSince(since: string): SQL {
  return sql`select store_id from ${shopCheckIns} where checked_in_at >= ${since}::timestamptz`;
}
