import type { Db } from "./client.ts";

/**
 * A hot query built once per database instead of on every request: `build` ends in drizzle's
 * `.prepare(name)` with `sql.placeholder`s, so drizzle's query building (the largest share of the
 * API's CPU in a profile of the bench) runs once, and PostgreSQL parses and plans the named
 * statement once per connection. Only for queries outside a transaction: a prepared query runs on
 * the database it was built on, never on a transaction's connection.
 */
export function preparedPerDb<P>(build: (db: Db) => P): (db: Db) => P {
  const built = new WeakMap<Db, P>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
