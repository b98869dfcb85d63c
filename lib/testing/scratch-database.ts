import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Runs `use` against a new, empty database on the test PostgreSQL server and drops it afterwards,
 * for tests that must not see what other test files do in the shared database at the same time.
 */
export async function withScratchDatabase<T>(serverUrl: string, use: (url: string) => Promise<T>): Promise<T> {
  const name = `vrp_scratch_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
