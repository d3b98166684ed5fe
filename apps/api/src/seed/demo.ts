import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { appMeta } from "../modules/app-meta/tables.js";
import { createUser } from "../modules/users/index.js";
import { demoAccounts, demoPassword } from "./demo-accounts.js";

const seededKey = "demo_data_loaded_at";

/**
 * Loads the demo data once per database: the marker row makes a second start a no-op, and the
 * whole load is one transaction, so an interrupted first start leaves nothing half-loaded.
 * Returns whether it loaded anything.
 */
export async function loadDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: seededKey, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;
    for (const account of demoAccounts) {
      await createUser(tx, {
        ...account,
        password: demoPassword,
        emailConfirmed: true,
      });
    }
    return true;
  });
}

export async function demoDataLoaded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, seededKey));
  return rows.length > 0;
}
