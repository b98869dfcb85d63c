import { createHash } from "node:crypto";
import { type Database, db } from "./client";

/** One value per database (the statements a driver prepared belong to its connections), made on first use. */
function perDatabase<Value>(create: (database: Database) => Value): () => Value {
  const byDatabase = new WeakMap<Database, Value>();
  return () => {
    const database = db();
    let value = byDatabase.get(database);
    if (value === undefined) {
      value = create(database);
      byDatabase.set(database, value);
    }
    return value;
  };
}

/**
 * A statement built once per database and reused: for queries on every request's path, where
 * building the SQL each time costs more than running it. `build` calls `.prepare(name)`.
 */
export function preparedStatement<Statement>(build: (database: Database) => Statement): () => Statement {
  return perDatabase(build);
}

/**
 * Statements prepared once per database and per shape, for a list whose filters come and go: each
 * combination of present filters (a shape, told apart by `keyOf`) is one statement, its values bound
 * as placeholders. `build` calls `.prepare(name)` with the name given, which is stable for the key
 * (a statement name belongs to one text on each connection).
 */
export function preparedStatementsByShape<Shape, Statement>(
  prefix: string,
  keyOf: (shape: Shape) => string,
  build: (database: Database, name: string, shape: Shape) => Statement,
): (shape: Shape) => Statement {
  const statementsOf = perDatabase(() => new Map<string, Statement>());
  return (shape) => {
    const statements = statementsOf();
    const key = keyOf(shape);
    let statement = statements.get(key);
    if (!statement) {
      const name = `${prefix}_${createHash("sha256").update(key).digest("hex").slice(0, 16)}`;
      statement = build(db(), name, shape);
      statements.set(key, statement);
    }
    return statement;
  };
}
