import { sql } from "drizzle-orm";
import { databaseHandle } from "./client";

let migrationsApplied = false;

export function markMigrationsApplied(): void {
  migrationsApplied = true;
}

/** Ready once this process applied the migrations and the database answers. */
export async function databaseReadiness(): Promise<{ ready: boolean; kind: "pglite" | "postgres" }> {
  const handle = databaseHandle();
  if (!migrationsApplied) {
    return { ready: false, kind: handle.kind };
  }
  try {
    await handle.db.execute(sql`SELECT 1`);
    return { ready: true, kind: handle.kind };
  } catch {
    return { ready: false, kind: handle.kind };
  }
}
