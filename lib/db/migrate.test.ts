import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withScratchDatabase } from "@/lib/testing/scratch-database";
import { openPostgres, rowsOf } from "./client";
import { applyMigrations } from "./migrate";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("migrations on a PostgreSQL server", () => {
  it("two processes starting at once both succeed and apply each migration once", async () => {
    await withScratchDatabase(serverUrl ?? "", async (url) => {
      const first = openPostgres(url, 2);
      const second = openPostgres(url, 2);
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
      }
    });
  });
});
