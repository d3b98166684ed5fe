import { bindToDb, boundTo } from "../db/bound.js";
import type { Db } from "../db/client.js";
import { type ActivityStream, activityStream, withActivityStream } from "../modules/activity/index.js";
import { type SettingsCache, settingsCache, withSettingsCache } from "../modules/app-settings/index.js";
import { activityConsumers } from "./activity-handlers.js";

/**
 * What one app keeps in memory for itself: the consumers its recorded events run (its activity
 * stream) and the settings it read lately. Nothing of it is process-wide: two apps in one process
 * (tests build several) each have their own, carried by their own database handle, because the
 * producers and readers are plain functions that take a `db` or `tx` first.
 */
export type AppState = { db: Db; activity: ActivityStream; settings: SettingsCache };

const stateKey = Symbol("app state");

/**
 * The handle's state when it already has one (a test database's, which the test's app then shares
 * with the test's direct calls), else a new state bound to a new handle on the same database.
 */
export function bindAppState(db: Db): AppState {
  const existing = boundTo<AppState>(db, stateKey);
  if (existing) return existing;
  const activity = activityStream(activityConsumers);
  const settings = settingsCache();
  const handle = withSettingsCache(withActivityStream(db, activity), settings);
  const state = { activity, settings } as AppState;
  state.db = bindToDb(handle, stateKey, state);
  return state;
}
