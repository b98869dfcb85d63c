import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, openPglite, openPostgres, setDatabaseHandle } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { appModules } from "@/lib/modules/all";
import { registerModules } from "@/lib/modules/register";

// Each test file gets a real database: an in-memory PGlite started from the run's migrated
// snapshot (global-setup.ts), or the PostgreSQL server named by TEST_DATABASE_URL. Tests isolate
// by creating their own organizations, never by wiping.
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "vrp-test-"));
registerModules(appModules);
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    handle = openPostgres(url, 20);
    await applyMigrations(handle);
  } else {
    handle = openPglite(undefined, new Blob([readFileSync(inject("pgliteSnapshot"))]));
  }
  setDatabaseHandle(handle);
});

afterAll(async () => {
  setDatabaseHandle(undefined);
  await handle?.close();
});
