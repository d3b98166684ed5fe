import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.js";

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads: side by side on the pool, one after another inside a transaction. A
 * transaction holds one connection, and a connection runs one query at a time: pg queues a second
 * one today with a deprecation warning and will refuse it in its next major version.
 */
export async function readTogether<const T extends readonly unknown[]>(db: DbOrTx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
