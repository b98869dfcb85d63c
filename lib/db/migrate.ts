import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client";
import { ensureAllMonthPartitions } from "./partitions";

export const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");
// Any constant works; it only has to be the same in every process of the deployment.
const MIGRATION_LOCK_ID = 727_274_101;

/**
 * Applies the committed SQL migrations, then creates the monthly partitions the current month and
 * the next ones need (lib/db/partitions.ts). On a server, a session advisory lock makes a second
 * process that starts at the same moment wait and then find nothing left to do.
 */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.driver.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await ensureAllMonthPartitions(handle.db);
    return;
  }
  const lockClient = await handle.driver.pool.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    await ensureAllMonthPartitions(handle.db);
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
}
