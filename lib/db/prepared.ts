import { createHash } from "node:crypto";
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

/**
 * Statements prepared once per database and per shape, for a list whose filters come and go: each
 * combination of present filters (the shape's `key`) is one statement, its values bound as
 * placeholders. `build` calls `.prepare(name)` with the name given, which is stable for the key
 * (a statement name belongs to one text on each connection).
 */
export function preparedStatementsByShape<Statement>(
  prefix: string,
  build: (database: Database, name: string, key: string) => Statement,
): (key: string) => Statement {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return (key) => {
    const database = db();
    let statements = byDatabase.get(database);
    if (!statements) {
      statements = new Map();
      byDatabase.set(database, statements);
    }
    let statement = statements.get(key);
    if (!statement) {
      const name = `${prefix}_${createHash("sha256").update(key).digest("hex").slice(0, 16)}`;
      statement = build(database, name, key);
      statements.set(key, statement);
    }
    return statement;
  };
}
