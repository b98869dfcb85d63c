import { sql } from "drizzle-orm";
import { databaseHandle } from "./client";

const migratedKey = Symbol.for("vrp.db.migrated");
type Holder = typeof globalThis & { [migratedKey]?: boolean };

export function markMigrationsApplied(): void {
  (globalThis as Holder)[migratedKey] = true;
}

/** Ready once this process applied the migrations and the database answers. */
export async function databaseReadiness(): Promise<{ ready: boolean; kind: "pglite" | "postgres" }> {
  const handle = databaseHandle();
  if (!(globalThis as Holder)[migratedKey]) {
    return { ready: false, kind: handle.kind };
  }
  try {
    await handle.db.execute(sql`SELECT 1`);
    return { ready: true, kind: handle.kind };
  } catch {
    return { ready: false, kind: handle.kind };
  }
}
