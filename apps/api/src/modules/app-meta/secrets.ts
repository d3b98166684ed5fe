import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { appMeta } from "./tables.js";

/**
 * A value this installation makes for itself on first use and keeps (secrets, key pairs): the
 * first process to ask stores what `make` gives, every later one reads the same. Never logged.
 */
export async function installationValue<T>(db: DbOrTx, key: string, make: () => T): Promise<T> {
  await db.insert(appMeta).values({ key, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (!row) throw new Error(`installation value ${key} is missing`);
  return row.value as T;
}

/** A random secret kept the same way (signing unsubscribe links). */
export async function installationSecret(db: DbOrTx, key: string): Promise<string> {
  const value = await installationValue(db, key, () => randomBytes(32).toString("base64url"));
  if (typeof value !== "string") throw new Error(`installation secret ${key} is missing`);
  return value;
}
