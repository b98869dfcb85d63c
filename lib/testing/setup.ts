import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { openDatabaseOnFirstUse, openPglite, openPostgres } from "@/lib/db/client";
import { appModules } from "@/lib/modules/all";
import { registerModules } from "@/lib/modules/register";

// Each test file gets a real database: an in-memory PGlite started from the run's migrated
// snapshot, or the PostgreSQL server named by TEST_DATABASE_URL, migrated once per run
// (global-setup.ts). It opens on the file's first query: a file of pure logic opens none. Tests
// isolate by creating their own organizations, never by wiping.
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "vrp-test-"));
registerModules(appModules);
const url = process.env.TEST_DATABASE_URL;
openDatabaseOnFirstUse(
  url ? () => openPostgres(url, 20) : () => openPglite(undefined, new Blob([readFileSync(inject("pgliteSnapshot"))])),
);

afterAll(async () => {
  // The audit rows of this file's calls belong in this file's database, not the next file's.
  await flushAuditLog();
  await openDatabaseOnFirstUse(undefined)?.close();
});
