import { type SQL, sql } from "drizzle-orm";
import { betweenBatches } from "@/lib/db/batches";
import { db, rowsOf } from "@/lib/db/client";
import {
  type DroppedPartition,
  dropExpiredMonthPartitions,
  ensureAllMonthPartitions,
  type MonthPartition,
} from "@/lib/db/partitions";
import { aliasInOrg } from "@/lib/db/tenant";
import { defineScheduledJob } from "@/lib/jobs";

/**
 * Bounded growth of the append-only tables: what every call, change and email leaves behind is
 * kept for a set time, then deleted by a daily job a few thousand rows per statement, so no
 * transaction is ever long (on the embedded database one holds the only connection).
 *
 * - API call audit log: the organization's `audit_log_retention_days` (default 400, 30 to 3650).
 * - Change log: kept while its record lives; once a record is deleted, its whole history goes when
 *   the deletion is older than that same setting.
 * - Domain events: consumed in the transaction that records them (webhook fan-out, workflow
 *   triggers), so kept DOMAIN_EVENT_RETENTION_DAYS (90), as long as the webhook deliveries of them.
 * - Outbound mail log: 90 days, except mail still queued for delivery.
 * The audit log and domain events are partitioned by month (lib/db/partitions.ts): a month none of
 * whose rows is still kept is dropped whole first, then what remains is deleted in batches (an
 * organization keeping less than the longest setting, rows of a month still partly kept).
 * Idempotency keys, sign-in records, finished jobs and webhook deliveries have purges of their own.
 */

export const PURGE_BATCH_ROWS = 2000;
/** Domain events, and the webhook deliveries and webhook events made of them. */
export const DOMAIN_EVENT_RETENTION_DAYS = 90;
export const MAIL_RETENTION_DAYS = 90;

/**
 * Deletes the rows of `table` whose keys `selectKeys` finds (the `keyColumns`, in order: the ID, and
 * `occurred_at` too on a partitioned table, so each key is looked up in its own month only),
 * PURGE_BATCH_ROWS per statement until a statement deletes fewer, each after the first taking its
 * turn behind the rest of the process (betweenBatches). Every purge of old rows goes through it:
 * none is one long transaction.
 */
export async function deleteInBatches(
  table: string,
  selectKeys: SQL,
  keyColumns: readonly string[] = ["id"],
): Promise<number> {
  let total = 0;
  for (let first = true; ; first = false) {
    if (!first) {
      await betweenBatches();
    }
    const deleted = await deleteBatch(table, selectKeys, keyColumns, PURGE_BATCH_ROWS);
    total += deleted;
    if (deleted < PURGE_BATCH_ROWS) {
      return total;
    }
  }
}

/** One statement of deleteInBatches: at most `rows` of what `selectKeys` finds; returns how many went. */
export async function deleteBatch(
  table: string,
  selectKeys: SQL,
  keyColumns: readonly string[],
  rows: number,
): Promise<number> {
  const key = sql.join(
    keyColumns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const [result] = rowsOf<{ deleted: number }>(
    await db().execute(sql`
      WITH gone AS (DELETE FROM ${sql.identifier(table)} WHERE (${key}) IN (${selectKeys} LIMIT ${rows}) RETURNING 1)
      SELECT count(*)::int AS deleted FROM gone`),
  );
  return Number(result?.deleted ?? 0);
}

/** The keys (id, occurred_at) of API call audit rows past their organization's setting as of `now`. */
export function expiredAuditLogKeys(now: Date, orgIds?: string[]): SQL {
  // The setting is a column of the organizations table (lib/modules/org), read here by name.
  return sql`SELECT a.id, a.occurred_at FROM organizations o JOIN api_audit_log a ON ${aliasInOrg("a", sql`o.id`)}
    WHERE a.occurred_at < ${at(now)} - make_interval(days => o.audit_log_retention_days) ${inScope(sql`o.id`, orgIds)}`;
}

const inScope = (column: SQL, orgIds: string[] | undefined) =>
  orgIds ? sql`AND ${column} = ANY(${sql.param(orgIds)}::text[])` : sql``;

export interface PurgedCounts {
  /** Rows gone, whether with their month's partition or deleted. */
  auditLog: number;
  changeLog: number;
  domainEvents: number;
  outboundEmails: number;
  /** The monthly partitions dropped whole, with their rows (an unscoped run only). */
  partitionsDropped: DroppedPartition[];
}

export interface PurgeOptions {
  now?: Date;
  /** Only these organizations' rows (a test beside others on one database), and no partition dropped; every organization's by default. */
  orgIds?: string[];
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const DAY_MS = 86_400_000;

/** No organization with rows in the month keeps any of them: each one's setting has run out since the month ended. */
const auditMonthExpired = (now: Date) => async (partition: MonthPartition) => {
  const [result] = rowsOf<{ kept: boolean }>(
    await db().execute(sql`
      SELECT EXISTS (
        SELECT 1 FROM organizations o
        WHERE ${at(partition.to)} + make_interval(days => o.audit_log_retention_days) > ${at(now)}
          AND EXISTS (SELECT 1 FROM ${sql.identifier(partition.name)} a WHERE ${aliasInOrg("a", sql`o.id`)})
      ) AS kept`),
  );
  return result?.kept === false;
};

const eventMonthExpired = (now: Date) => async (partition: MonthPartition) =>
  partition.to.getTime() + DOMAIN_EVENT_RETENTION_DAYS * DAY_MS <= now.getTime();

/** Creates the months ahead, then drops the months wholly expired; returns the rows dropped per table. */
async function dropExpiredMonths(now: Date) {
  await ensureAllMonthPartitions(db(), now);
  const auditLog = await dropExpiredMonthPartitions(db(), "api_audit_log", now, auditMonthExpired(now));
  const domainEvents = await dropExpiredMonthPartitions(db(), "domain_events", now, eventMonthExpired(now));
  const rows = (dropped: DroppedPartition[]) => dropped.reduce((sum, partition) => sum + partition.rows, 0);
  return {
    auditLog: rows(auditLog),
    domainEvents: rows(domainEvents),
    partitionsDropped: [...auditLog, ...domainEvents],
  };
}

/** Deletes what has outlived its retention as of `now`; returns how many rows of each went. */
export async function purgeExpiredRecords({ now = new Date(), orgIds }: PurgeOptions = {}): Promise<PurgedCounts> {
  const dropped = orgIds ? { auditLog: 0, domainEvents: 0, partitionsDropped: [] } : await dropExpiredMonths(now);
  const auditLog = await deleteInBatches("api_audit_log", expiredAuditLogKeys(now, orgIds), ["id", "occurred_at"]);
  const changeLog = await deleteInBatches(
    "activity_log",
    sql`SELECT entry.id FROM activity_log deletion
      JOIN organizations o ON ${aliasInOrg("deletion", sql`o.id`)}
      JOIN activity_log entry ON ${aliasInOrg("entry", sql`deletion.org_id`)}
        AND entry.target_type = deletion.target_type AND entry.target_id = deletion.target_id
      WHERE deletion.action = 'deleted'
        AND deletion.occurred_at < ${at(now)} - make_interval(days => o.audit_log_retention_days) ${inScope(sql`o.id`, orgIds)}`,
  );
  const domainEvents = await deleteInBatches(
    "domain_events",
    sql`SELECT id, occurred_at FROM domain_events
      WHERE occurred_at < ${at(now)} - make_interval(days => ${DOMAIN_EVENT_RETENTION_DAYS}) ${inScope(sql`org_id`, orgIds)}`,
    ["id", "occurred_at"],
  );
  const outboundEmails = await deleteInBatches(
    "outbound_emails",
    sql`SELECT id FROM outbound_emails
      WHERE status <> 'queued' AND created_at < ${at(now)} - make_interval(days => ${MAIL_RETENTION_DAYS}) ${inScope(sql`org_id`, orgIds)}`,
  );
  return {
    auditLog: dropped.auditLog + auditLog,
    changeLog,
    domainEvents: dropped.domainEvents + domainEvents,
    outboundEmails,
    partitionsDropped: dropped.partitionsDropped,
  };
}

export const { job: purgeExpiredRecordsJob, schedule: purgeExpiredRecordsSchedule } = defineScheduledJob({
  type: "retention.purge_expired",
  everySeconds: 24 * 60 * 60,
  maxAttempts: 3,
  retryDelaySeconds: () => 300,
  async handle() {
    await purgeExpiredRecords();
  },
});
