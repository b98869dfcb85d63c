import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { coalesce } from "@/lib/db/coalesce";
import { queryRows } from "@/lib/db/raw";
import { newId } from "@/lib/ids";
import { completeJobsStatement } from "@/lib/jobs";
import { type HeaderPairs, type WebhookDeliveryStatus, webhookDeliveries } from "./tables";

/** How one attempt went, as its delivery record tells it. */
export interface AttemptOutcome {
  status: WebhookDeliveryStatus;
  responseStatus: number | null;
  responseTimeMs: number | null;
  error: string | null;
  /** What came back (bounded by exchange.ts); absent or null when nothing did. */
  responseHeaders?: HeaderPairs | null;
  responseBody?: string | null;
  responseBodyTruncated?: boolean;
}

/** One attempt of one subscription's send, ready to be written. */
export interface AttemptRecord {
  jobId: string;
  orgId: string;
  webhookId: string;
  eventId: string;
  eventType: string;
  attempt: number;
  attemptedAt: Date;
  outcome: AttemptOutcome;
  /** The headers sent (the signature included, never the secret); null when nothing was sent. */
  requestHeaders: HeaderPairs | null;
  /** Another attempt of this send follows at once. */
  willRetry: boolean;
}

/** The attempts' rows ($1, JSON), and in the same statement the completion of the jobs ($2) whose last they are. */
const WRITE_RECORDS = {
  name: "vrp_webhooks_write_records",
  text: `WITH written AS (
      INSERT INTO webhook_deliveries (id, org_id, webhook_id, job_id, event_id, event_type, attempt, status,
        response_status, response_time_ms, error, attempted_at, request_headers, response_headers,
        response_body, response_body_truncated, will_retry)
      SELECT r.id, r.org_id, r.webhook_id, r.job_id, r.event_id, r.event_type, r.attempt, r.status,
        r.response_status, r.response_time_ms, r.error, r.attempted_at, r.request_headers, r.response_headers,
        r.response_body, r.response_body_truncated, r.will_retry
      FROM jsonb_to_recordset($1::jsonb) AS r(id text, org_id text, webhook_id text,
        job_id text, event_id text, event_type text, attempt integer, status text, response_status integer,
        response_time_ms integer, error text, attempted_at timestamptz, request_headers jsonb,
        response_headers jsonb, response_body text, response_body_truncated boolean, will_retry boolean))
    ${completeJobsStatement("$2")}`,
};

interface PendingRecord {
  record: AttemptRecord;
  /** The job's last record: the same statement marks the job succeeded. */
  completesJob: boolean;
}

const toRow = ({ record }: PendingRecord) => ({
  id: newId("webhookDelivery"),
  org_id: record.orgId,
  webhook_id: record.webhookId,
  job_id: record.jobId,
  event_id: record.eventId,
  event_type: record.eventType,
  attempt: record.attempt,
  status: record.outcome.status,
  response_status: record.outcome.responseStatus,
  response_time_ms: record.outcome.responseTimeMs,
  error: record.outcome.error,
  attempted_at: record.attemptedAt.toISOString(),
  request_headers: record.requestHeaders,
  response_headers: record.outcome.responseHeaders ?? null,
  response_body: record.outcome.responseBody ?? null,
  response_body_truncated: record.outcome.responseBodyTruncated ?? false,
  will_retry: record.willRetry,
});

// Concurrent deliveries share round trips: one statement for every attempt that finished meanwhile
// (lib/db/coalesce.ts). A plain statement, not the query builder: it runs for every delivery. One
// statement at a time: the next waits and takes all that finished meanwhile, and fewer, larger
// statements cost PostgreSQL less per record (55-100 µs of CPU per delivery instead of 80-125 with
// two in flight, in the delivery bench).
const writeRecords = coalesce(
  async (pending: PendingRecord[]) => {
    const completed = pending.filter((entry) => entry.completesJob).map((entry) => entry.record.jobId);
    await queryRows(db(), WRITE_RECORDS, [JSON.stringify(pending.map(toRow)), completed]);
    return pending.map(() => undefined);
  },
  { maxInFlight: 1 },
);

/**
 * Writes an attempt's record in the background. With `completesJob`, the job is marked succeeded in
 * the same statement, so the job's last record and its completion commit together or not at all.
 */
export function writeAttemptRecord(record: AttemptRecord, completesJob: boolean): Promise<void> {
  return writeRecords({ record, completesJob });
}

/** Per subscription, what an earlier run of a job recorded before its worker died or its write failed. */
export interface EarlierAttempts {
  count: number;
  /** A delivered or skipped record: the subscription has had this event. */
  finished: boolean;
}

export async function earlierAttemptsOfJob(jobId: string): Promise<Map<string, EarlierAttempts>> {
  const rows = await db()
    .select({
      webhookId: webhookDeliveries.webhookId,
      count: sql<number>`count(*)::int`,
      finished: sql<boolean>`bool_or(${webhookDeliveries.status} IN ('delivered', 'skipped'))`,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.jobId, jobId))
    .groupBy(webhookDeliveries.webhookId);
  return new Map(rows.map((row) => [row.webhookId, { count: row.count, finished: row.finished }]));
}
