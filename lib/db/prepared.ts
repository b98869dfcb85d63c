import { type Database, db } from "./client";

/**
 * A statement built once per database and reused: for queries on every request's path, where
 * building the SQL each time costs more than running it. `build` calls `.prepare(name)`.
 */
export function preparedStatement<Statement>(build: (database: Database) => Statement): () => Statement {
  const byDatabase = new WeakMap<Database, Statement>();
  return () => {
    const database = db();
    let statement = byDatabase.get(database);
    if (!statement) {
      statement = build(database);
      byDatabase.set(database, statement);
    }
    return statement;
  };
}
