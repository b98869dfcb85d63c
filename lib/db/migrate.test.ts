import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgres, rowsOf } from "./client";
import { applyMigrations } from "./migrate";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("migrations on a PostgreSQL server", () => {
  it("two processes starting at once both succeed and apply each migration once", async () => {
    const url = new URL(serverUrl ?? "");
    const name = `vrp_migrate_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    url.pathname = `/${name}`;
    const first = openPostgres(url.toString(), 2);
    const second = openPostgres(url.toString(), 2);
    try {
      await Promise.all([applyMigrations(first), applyMigrations(second)]);
      const applied = rowsOf<{ total: number }>(
        await first.db.execute(sql`SELECT count(*)::int AS total FROM drizzle.__drizzle_migrations`),
      );
      const [journal] = await Promise.all([import("./migrations/meta/_journal.json")]);
      expect(applied[0]?.total).toBe(journal.entries.length);
      await applyMigrations(second);
    } finally {
      await first.close();
      await second.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
