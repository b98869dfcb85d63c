import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) each test file starts from; "" on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * The migrations run once per test run, not once per test file: on PostgreSQL on the server named by
 * TEST_DATABASE_URL; on PGlite into a snapshot every file loads into its own in-memory database.
 */
export default async function globalSetup(project: TestProject): Promise<() => void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const server = openPostgres(url); // the migration lock takes one connection, the migrations another
    await applyMigrations(server);
    await server.close();
    project.provide("pgliteSnapshot", "");
    return () => undefined;
  }
  const handle = openPglite(undefined);
  await applyMigrations(handle);
  if (handle.driver.kind !== "pglite") {
    throw new Error("expected PGlite");
  }
  const tarball = await handle.driver.client.dumpDataDir("none");
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), "vrp-pglite-snapshot-"));
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
