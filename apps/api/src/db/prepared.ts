import type { DbOrTx } from "./client.js";

/**
 * A query of a hot path, built once per database handle and run as a named prepared statement:
 * drizzle builds a query's SQL again on every call, which costs more than the database's answer
 * to a small indexed read. `build` gets the handle and returns `query.prepare(name)`, with
 * `sql.placeholder` where the values go; the name must be unique in the app.
 */
export function builtOnce<Prepared>(build: (db: DbOrTx) => Prepared): (db: DbOrTx) => Prepared {
  const built = new WeakMap<DbOrTx, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
