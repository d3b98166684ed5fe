import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { appMeta } from "./tables.js";

/**
 * A secret this installation makes for itself on first use and keeps (signing unsubscribe links):
 * the first process to ask stores it, every later one reads the same. Never logged.
 */
export async function installationSecret(db: DbOrTx, key: string): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (!row || typeof row.value !== "string") throw new Error(`installation secret ${key} is missing`);
  return row.value;
}
