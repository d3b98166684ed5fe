import type { Db, DbOrTx } from "./client.js";

type Tagged = { [key: symbol]: unknown };
type Transaction = Db["transaction"];

/**
 * Gives `tx` the value under `key`, and every savepoint opened from it too. A transaction is a fresh
 * object per call, so tagging it touches nothing another caller holds.
 */
function tag<T extends object>(tx: T, key: symbol, value: unknown): T {
  Object.defineProperty(tx, key, { value, configurable: true });
  const nested = (tx as unknown as { transaction: Transaction }).transaction.bind(tx);
  Object.defineProperty(tx, "transaction", {
    configurable: true,
    value: ((run, config) => nested((inner) => run(tag(inner, key, value)), config)) as Transaction,
  });
  return tx;
}

/**
 * A handle on the same database that carries `value` under `key`, as does every transaction opened
 * through it. This is how an app's own instances (its activity stream, its settings cache) reach
 * the plain functions that take a `db` or `tx` first, without a process-wide variable: two apps bind
 * their own to their own handles and share nothing. The original handle is left as it was.
 */
export function bindToDb(db: Db, key: symbol, value: unknown): Db {
  const bound = Object.create(db) as Db;
  Object.defineProperty(bound, key, { value });
  Object.defineProperty(bound, "transaction", {
    value: ((run, config) => db.transaction((tx) => run(tag(tx, key, value)), config)) as Transaction,
  });
  return bound;
}

/** What `bindToDb` bound under `key` to this handle or to the handle its transaction came from. */
export function boundTo<T>(db: DbOrTx, key: symbol): T | undefined {
  return (db as unknown as Tagged)[key] as T | undefined;
}
