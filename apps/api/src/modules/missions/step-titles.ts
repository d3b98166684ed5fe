import type { SurveyLocale } from "@rewards/contracts";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { subMissions } from "./tables.js";

/** The titles of these mission steps in one language, by step id (retired steps too: history keeps them). */
export async function stepTitles(db: DbOrTx, ids: string[], locale: SurveyLocale): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: subMissions.id, title: subMissions.title })
    .from(subMissions)
    .where(inArray(subMissions.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.title[locale] || row.title.en]));
}
