import { sql } from "drizzle-orm";
import type { Principal } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { driverMessage } from "@/lib/db/unreachable";
import { newId } from "@/lib/ids";
import type { apiAuditLog } from "./tables";

export interface ApiCallRecord {
  principal: Principal;
  occurredAt: Date;
  method: string;
  path: string;
  route: string | null;
  statusCode: number;
  durationMs: number;
  queryParamNames: string[];
  clientIp: string | null;
  requestId: string;
}

const FLUSH_INTERVAL_MS = 50;
const FLUSH_AT_ROWS = 500;
const MAX_PENDING_ROWS = 50_000;

type AuditRow = typeof apiAuditLog.$inferInsert;

/**
 * Audit rows are written in batches, off the request path: one multi-row INSERT and one
 * last_used_at UPDATE per batch instead of a commit per call (a 2-3x throughput difference).
 * A batch waits at most 50 ms; readers in this process flush first, shutdown flushes, and a
 * hard crash can lose at most the last 50 ms of audit rows (docs/api-notes.md).
 */
class AuditWriter {
  private pending: AuditRow[] = [];
  /** Batches taken from `pending` and not yet committed, including those queued behind a write. */
  private readonly unwritten = new Set<AuditRow[]>();
  private timer: NodeJS.Timeout | undefined;
  /** The write in flight, if any. */
  private writing: Promise<void> | undefined;
  /** The write that starts once `writing` ends, shared by every flush asked for meanwhile. */
  private next: Promise<void> | undefined;

  add(row: AuditRow): void {
    if (this.pending.length >= MAX_PENDING_ROWS) {
      console.error("audit buffer full; dropping the oldest row");
      this.pending.shift();
    }
    this.pending.push(row);
    if (this.pending.length >= FLUSH_AT_ROWS) {
      void this.flush();
    } else {
      this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
    }
  }

  /**
   * Writes everything buffered so far; resolves when it is committed. Writes run one at a time; the
   * flushes asked for while one runs share the next, which takes all that is buffered when it starts
   * (a reader of the log flushes first, and under load one write per reader serialised them all).
   */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.writing) {
      this.next ??= this.writing.then(() => {
        this.next = undefined;
        return this.flush();
      });
      return this.next;
    }
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) {
      return Promise.resolve();
    }
    this.unwritten.add(batch);
    this.writing = this.write(batch).finally(() => {
      this.writing = undefined;
    });
    return this.writing;
  }

  /** Latest call per key among rows not yet committed. */
  unwrittenLastUses(): Map<string, Date> {
    const latest = new Map<string, Date>();
    for (const row of [...[...this.unwritten].flat(), ...this.pending]) {
      if (row.apiKeyId && row.occurredAt > (latest.get(row.apiKeyId) ?? 0)) {
        latest.set(row.apiKeyId, row.occurredAt);
      }
    }
    return latest;
  }

  private async write(batch: AuditRow[]): Promise<void> {
    try {
      await insertRows(batch);
      const lastUse = new Map<string, Date>();
      for (const row of batch) {
        if (row.apiKeyId && row.occurredAt > (lastUse.get(row.apiKeyId) ?? 0)) {
          lastUse.set(row.apiKeyId, row.occurredAt);
        }
      }
      if (lastUse.size > 0) {
        const values = sql.join(
          [...lastUse].map(([keyId, at]) => sql`(${keyId}, ${at.toISOString()}::timestamptz)`),
          sql`, `,
        );
        await db().execute(sql`
          UPDATE api_keys SET last_used_at = v.at FROM (VALUES ${values}) AS v(id, at)
          WHERE api_keys.id = v.id AND (api_keys.last_used_at IS NULL OR api_keys.last_used_at < v.at)`);
      }
    } catch (error) {
      // Keep the rows for the next attempt rather than lose them.
      console.error("audit write failed; will retry", driverMessage(error));
      this.pending = [...batch, ...this.pending].slice(-MAX_PENDING_ROWS);
      this.timer ??= setTimeout(() => void this.flush(), 1000);
    } finally {
      this.unwritten.delete(batch);
    }
  }
}

// sql.param keeps an array one parameter (a plain array would expand into a row of parameters).
const column = <T>(batch: AuditRow[], pick: (row: AuditRow) => T) => sql.param(batch.map(pick));

/**
 * One statement with one array per column: far cheaper to build and parse than a multi-row VALUES.
 * A retried batch may have committed already (its answer lost with the connection, or the
 * last_used_at update after it failed): rows already there are skipped, or the batch, and every
 * row queued behind it, would fail on their IDs for ever.
 */
async function insertRows(batch: AuditRow[]): Promise<void> {
  await db().execute(sql`
    INSERT INTO api_audit_log (id, org_id, occurred_at, method, path, route, status_code, duration_ms,
      query_params, api_key_id, api_key_name, user_id, client_ip, request_id)
    SELECT * FROM unnest(
      ${column(batch, (row) => row.id)}::text[], ${column(batch, (row) => row.orgId)}::text[],
      ${column(batch, (row) => row.occurredAt.toISOString())}::timestamptz[], ${column(batch, (row) => row.method)}::text[],
      ${column(batch, (row) => row.path)}::text[], ${column(batch, (row) => row.route ?? null)}::text[],
      ${column(batch, (row) => row.statusCode)}::int[], ${column(batch, (row) => row.durationMs)}::int[],
      ${column(batch, (row) => JSON.stringify(row.queryParams ?? []))}::jsonb[], ${column(batch, (row) => row.apiKeyId ?? null)}::text[],
      ${column(batch, (row) => row.apiKeyName ?? null)}::text[], ${column(batch, (row) => row.userId ?? null)}::text[],
      ${column(batch, (row) => row.clientIp ?? null)}::text[], ${column(batch, (row) => row.requestId)}::text[])
    ON CONFLICT DO NOTHING`);
}

let auditWriter: AuditWriter | undefined;

function writer(): AuditWriter {
  auditWriter ??= new AuditWriter();
  return auditWriter;
}

/**
 * A query parameter name as jsonb can hold it: a NUL (`?a%00=1`, which no validation sees, since names
 * outside a route's schema are ignored) becomes U+FFFD. One unstorable name would otherwise fail its
 * whole batch on every retry, and with it the rows of every other call.
 */
const storableName = (name: string) => name.replaceAll("\u0000", "\ufffd").toWellFormed();

/** Queues the audit row of one authenticated call (and the key's last_used_at). */
export function recordApiCall(record: ApiCallRecord): void {
  const { actor, orgId } = record.principal;
  writer().add({
    id: newId("auditEntry"),
    orgId,
    occurredAt: record.occurredAt,
    method: record.method,
    path: record.path,
    route: record.route,
    statusCode: record.statusCode,
    durationMs: record.durationMs,
    queryParams: record.queryParamNames.map(storableName),
    apiKeyId: actor.type === "api_key" ? actor.keyId : null,
    apiKeyName: actor.type === "api_key" ? actor.keyName : null,
    userId: actor.type === "user" ? actor.userId : null,
    clientIp: record.clientIp,
    requestId: record.requestId,
  });
}

/** Commits every buffered audit row: before reading the log, and at shutdown. */
export function flushAuditLog(): Promise<void> {
  return writer().flush();
}

/** Each key's latest call still in the buffer, so a key record can show last_used_at without a flush. */
export function unwrittenLastUses(): Map<string, Date> {
  return writer().unwrittenLastUses();
}
