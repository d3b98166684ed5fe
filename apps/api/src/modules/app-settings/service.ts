import {
  type AppSettingItem,
  type AppSettingKey,
  type AppSettings,
  appSettingDefaults,
  appSettingKeys,
  appSettingSchemas,
} from "@rewards/contracts";
import { eq } from "drizzle-orm";
import { bindToDb, boundTo } from "../../db/bound.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { type AuditActor, recordAudit } from "../audit/index.js";
import { appSettings } from "./tables.js";

/** How long a process keeps a value before reading it again: an admin's change reaches every process within this. */
export const settingCacheMs = 30_000;

type Cached = { value: unknown; readAt: number };

/** One app's copies of the values it read lately: made per app (`services/app-state.ts`), never per process. */
export type SettingsCache = Map<AppSettingKey, Cached>;

export function settingsCache(): SettingsCache {
  return new Map();
}

const cacheKey = Symbol("settings cache");

/** A handle on `db` whose reads (and its transactions' reads) keep values in `cache` for `settingCacheMs`. */
export function withSettingsCache(db: Db, cache: SettingsCache): Db {
  return bindToDb(db, cacheKey, cache);
}

function valid<K extends AppSettingKey>(key: K, stored: unknown): AppSettings[K] {
  // A value saved under an older schema that no longer fits falls back to the default, never half-read.
  const parsed = appSettingSchemas[key].safeParse(stored);
  return (parsed.success ? parsed.data : appSettingDefaults[key]) as AppSettings[K];
}

/**
 * A parameter's value in force: the saved one, else the default; kept briefly in the cache bound to
 * the handle (a handle without one reads the database each time).
 */
export async function readSetting<K extends AppSettingKey>(
  db: DbOrTx,
  key: K,
  now = Date.now(),
): Promise<AppSettings[K]> {
  const cache = boundTo<SettingsCache>(db, cacheKey);
  const hit = cache?.get(key);
  if (hit && now - hit.readAt < settingCacheMs) return hit.value as AppSettings[K];
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  const value = row ? valid(key, row.value) : appSettingDefaults[key];
  cache?.set(key, { value, readAt: now });
  return value;
}

/** Saves a value (already checked against its schema) and forgets this app's cached copy. */
export async function writeSetting<K extends AppSettingKey>(
  db: DbOrTx,
  key: K,
  value: AppSettings[K],
  adminId: string,
): Promise<AppSettingItem> {
  const now = new Date();
  await db
    .insert(appSettings)
    .values({ key, value, updatedAt: now, updatedBy: adminId })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now, updatedBy: adminId } });
  boundTo<SettingsCache>(db, cacheKey)?.delete(key);
  return { key, value, default: appSettingDefaults[key], updated_at: now.toISOString() };
}

/** `PUT /api/admin/settings/<key>`: saves the value and records the change in the audit log, in one transaction. */
export function saveSetting<K extends AppSettingKey>(
  db: Db,
  actor: AuditActor,
  key: K,
  value: AppSettings[K],
): Promise<AppSettingItem> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
    const saved = await writeSetting(tx, key, value, actor.userId);
    await recordAudit(tx, actor, {
      action: "setting.update",
      target: { kind: "setting", id: key },
      before: { value: before?.value ?? appSettingDefaults[key] },
      after: { value },
    });
    return saved;
  });
}

/** Every parameter with its value in force and its default, for the back office. */
export async function listSettings(db: DbOrTx): Promise<AppSettingItem[]> {
  const rows = new Map((await db.select().from(appSettings)).map((row) => [row.key, row]));
  return appSettingKeys.map((key) => {
    const row = rows.get(key);
    return {
      key,
      value: row ? valid(key, row.value) : appSettingDefaults[key],
      default: appSettingDefaults[key],
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  });
}
