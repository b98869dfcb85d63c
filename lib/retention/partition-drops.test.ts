import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseHandle, db, openPostgres, rowsOf, setDatabaseHandle } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { listMonthPartitions } from "@/lib/db/partitions";
import { withScratchDatabase } from "@/lib/testing/scratch-database";
import { purgeExpiredRecords } from "./purge";

// An unscoped purge drops and deletes for every organization, so it runs where no other test file
// writes: on PostgreSQL a scratch database, on PGlite this file's own. No HTTP call is made meanwhile.
async function inOwnDatabase(use: () => Promise<void>): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    await use();
    return;
  }
  await withScratchDatabase(serverUrl, async (url) => {
    const own = openPostgres(url, 4);
    const shared = databaseHandle();
    try {
      await applyMigrations(own);
      setDatabaseHandle(own);
      await use();
    } finally {
      setDatabaseHandle(shared);
      await own.close();
    }
  });
}

const NOW = new Date("2026-12-06T12:00:00Z");

async function insertOrg(retentionDays: number): Promise<string> {
  const id = `org_${randomBytes(8).toString("hex")}`;
  await db().execute(sql`
    INSERT INTO organizations (id, name, modules, audit_log_retention_days)
    VALUES (${id}, 'Retention test', '{}'::jsonb, ${retentionDays})`);
  return id;
}

async function insertAuditRows(orgId: string, occurredAt: string[]): Promise<void> {
  await db().execute(sql`
    INSERT INTO api_audit_log (id, org_id, occurred_at, method, path, status_code, duration_ms, request_id)
    SELECT 'cbaudit_' || md5(random()::text || t::text), ${orgId}, t, 'GET', '/v1/vendors', 200, 1, 'req_drop'
    FROM unnest(${sql.param(occurredAt)}::timestamptz[]) AS t`);
}

async function insertEvents(orgId: string, occurredAt: string[]): Promise<void> {
  await db().execute(sql`
    INSERT INTO domain_events (id, org_id, event_type, data, occurred_at)
    SELECT 'evt_' || md5(random()::text || t::text), ${orgId}, 'Vendor.Updated', '{}'::jsonb, t
    FROM unnest(${sql.param(occurredAt)}::timestamptz[]) AS t`);
}

const monthsOf = async (table: "api_audit_log" | "domain_events") =>
  (await listMonthPartitions(db(), table)).map((partition) => partition.name);

const rowsByMonth = async (table: "api_audit_log" | "domain_events") =>
  rowsOf<{ month: string; rows: number }>(
    await db().execute(sql`
      SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS rows
      FROM ${sql.identifier(table)} WHERE occurred_at < '2026-12-01' GROUP BY 1 ORDER BY 1`),
  );

/** The monthly counts the audit log list's total reads, beside a count of the rows themselves. */
async function countsBesideRows() {
  const [counted, kept] = await Promise.all([
    db().execute(sql`
      SELECT org_id, to_char(month AT TIME ZONE 'UTC', 'YYYY-MM') AS month, rows::int AS rows
      FROM api_audit_log_counts WHERE rows <> 0 ORDER BY 1, 2`),
    db().execute(sql`
      SELECT org_id, to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS rows
      FROM api_audit_log GROUP BY 1, 2 ORDER BY 1, 2`),
  ]);
  return { counted: rowsOf(counted), kept: rowsOf(kept) };
}

describe("the daily purge over monthly partitions", () => {
  it("drops each month no organization keeps any of, and deletes the rest row by row", async () => {
    await inOwnDatabase(async () => {
      const standard = await insertOrg(400);
      const decade = await insertOrg(3650);
      const short = await insertOrg(30);
      // June 2024 ended 523 days before NOW: past 400 days, so its month goes whole.
      await insertAuditRows(standard, ["2024-06-03T00:00:00Z", "2024-06-30T23:00:00Z"]);
      await insertAuditRows(short, ["2024-06-10T00:00:00Z"]);
      // May 2024 holds a row an organization keeping ten years still keeps, so it stays, and only
      // the other organization's rows in it are deleted.
      await insertAuditRows(decade, ["2024-05-05T00:00:00Z"]);
      await insertAuditRows(standard, ["2024-05-06T00:00:00Z", "2024-05-07T00:00:00Z"]);
      // November 2025: the standard organization keeps the 2nd (399 days) but not the 1st (400.5).
      await insertAuditRows(standard, ["2025-11-01T00:00:00Z", "2025-11-02T00:00:00Z"]);
      // Domain events are kept 90 days: August ended 97 days before NOW, September 66.
      await insertEvents(standard, ["2026-08-15T00:00:00Z", "2026-08-31T00:00:00Z"]);
      await insertEvents(standard, ["2026-09-02T00:00:00Z", "2026-09-20T00:00:00Z"]);

      const before = await countsBesideRows();
      expect(before.counted).toEqual(before.kept);

      const purged = await purgeExpiredRecords({ now: NOW });

      expect(purged.partitionsDropped).toEqual([
        { name: "api_audit_log_y2024m06", rows: 3 },
        { name: "domain_events_y2026m08", rows: 2 },
      ]);
      expect(purged.auditLog).toBe(3 + 2 + 1);
      expect(purged.domainEvents).toBe(2 + 1);
      expect(await monthsOf("api_audit_log")).toEqual(expect.arrayContaining(["api_audit_log_y2024m05"]));
      expect(await monthsOf("api_audit_log")).not.toContain("api_audit_log_y2024m06");
      expect(await rowsByMonth("api_audit_log")).toEqual([
        { month: "2024-05", rows: 1 },
        { month: "2025-11", rows: 1 },
      ]);
      expect(await rowsByMonth("domain_events")).toEqual([{ month: "2026-09", rows: 1 }]);
      // Rows deleted one by one and months dropped whole both leave the counts exact.
      const after = await countsBesideRows();
      expect(after.counted).toEqual(after.kept);
      expect(after.kept).toHaveLength(2);
      // Months ahead of NOW are made by the same run.
      expect(await monthsOf("api_audit_log")).toEqual(expect.arrayContaining(["api_audit_log_y2027m03"]));

      await db().execute(sql`UPDATE organizations SET audit_log_retention_days = 400 WHERE id = ${decade}`);
      const next = await purgeExpiredRecords({ now: NOW });
      expect(next.partitionsDropped).toEqual([{ name: "api_audit_log_y2024m05", rows: 1 }]);
      expect(next.auditLog).toBe(1);
      const last = await countsBesideRows();
      expect(last.counted).toEqual(last.kept);
    });
  });
});
