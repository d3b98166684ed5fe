import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { jobCategories } from "./tables.js";

type Locale = "en" | "vi" | "id";

/** Every category named in `locale` (English where a name is missing), parents before children. */
export async function categoriesIn(db: DbOrTx, locale: Locale) {
  const rows = await db
    .select()
    .from(jobCategories)
    .orderBy(sql`${jobCategories.parentId} nulls first`, asc(jobCategories.position), asc(jobCategories.id));
  return rows.map((row) => ({ id: row.id, parent_id: row.parentId, name: row.names[locale] || row.names.en }));
}
