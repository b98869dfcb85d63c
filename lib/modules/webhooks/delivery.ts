import { createHmac } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { ASYNC_COMMIT_FROM } from "@/lib/db/async-commit";
import { db } from "@/lib/db/client";
import { coalesce } from "@/lib/db/coalesce";
import { queryRows } from "@/lib/db/raw";
import { newId } from "@/lib/ids";
import { type JobHandlerContext, succeededJobsUpdate } from "@/lib/jobs/queue";
import { sendWebhookRequest } from "./http-send";
import { type WebhookDeliveryStatus, type WebhookRow, webhookDeliveries } from "./tables";
import { checkWebhookUrl } from "./url-rules";

/** What one delivery job carries: the exact bytes to send, so every attempt signs the same body. */
export interface DeliveryJobPayload extends Record<string, unknown> {
  webhook_id: string;
  event_id: string;
  event_type: string;
  body: string;
}

/** 01 "Verification and delivery rules" 2. Tests shorten the timeout; nothing else changes them. */
export const deliverySettings = { timeoutMs: 10_000, maxAttempts: 5 };

export function signBody(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body, "utf8").digest("hex");
}

interface AttemptRecord {
  status: WebhookDeliveryStatus;
  responseStatus: number | null;
  responseTimeMs: number | null;
  error: string | null;
}

interface DeliveryRecord {
  id: string;
  org_id: string;
  webhook_id: string;
  job_id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: WebhookDeliveryStatus;
  response_status: number | null;
  response_time_ms: number | null;
  error: string | null;
  attempted_at: string;
}

/** What a delivery needs of its subscription. */
export type DeliveryTarget = Pick<WebhookRow, "id" | "orgId" | "url" | "secret" | "enabled" | "archivedAt">;

const LOAD_WEBHOOKS = {
  name: "vrp_webhooks_load",
  text: `SELECT id, org_id AS "orgId", url, secret, enabled, archived_at AS "archivedAt" FROM webhooks WHERE id = ANY($1::text[])`,
};
/** The attempts' rows ($1, JSON), and in the same statement the completion of the jobs ($2) whose last they are. */
const WRITE_RECORDS = {
  name: "vrp_webhooks_write_records",
  text: `WITH succeeded AS (${succeededJobsUpdate("$2")})
    INSERT INTO webhook_deliveries (id, org_id, webhook_id, job_id, event_id, event_type, attempt, status,
      response_status, response_time_ms, error, attempted_at)
    SELECT r.id, r.org_id, r.webhook_id, r.job_id, r.event_id, r.event_type, r.attempt, r.status,
      r.response_status, r.response_time_ms, r.error, r.attempted_at
    FROM jsonb_to_recordset($1::jsonb) AS r(id text, org_id text, webhook_id text,
      job_id text, event_id text, event_type text, attempt integer, status text, response_status integer,
      response_time_ms integer, error text, attempted_at timestamptz), ${ASYNC_COMMIT_FROM}`,
};

// Concurrent deliveries share round trips: one SELECT for the subscriptions they need, one statement
// for the attempts that finished meanwhile (lib/db/coalesce.ts). Plain statements, not the query
// builder: they run for every delivery.
export const loadWebhook = coalesce(async (ids: string[]) => {
  const rows = await queryRows<DeliveryTarget>(db(), LOAD_WEBHOOKS, [[...new Set(ids)]]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id): DeliveryTarget | undefined => byId.get(id));
});

/** An attempt's row, and whether it is its job's last: then the same statement completes the job. */
interface PendingRecord {
  record: DeliveryRecord;
  last: boolean;
}

const writeRecords = coalesce(async (pending: PendingRecord[]) => {
  const completed = pending.filter((entry) => entry.last).map((entry) => entry.record.job_id);
  await queryRows(db(), WRITE_RECORDS, [JSON.stringify(pending.map((entry) => entry.record)), completed]);
  return pending.map(() => undefined);
});

type DeliveryContext = Pick<JobHandlerContext, "defer" | "completeWith"> & {
  jobId: string;
  orgId: string;
  payload: DeliveryJobPayload;
};

/**
 * Written in the background: the next attempt never waits for it. The job's last attempt is
 * written together with the job's completion, so neither exists without the other.
 */
function recordAttempt(
  context: DeliveryContext,
  attempt: number,
  attemptedAt: Date,
  outcome: AttemptRecord,
  last: boolean,
): void {
  const written = writeRecords({
    record: {
      id: newId("webhookDelivery"),
      org_id: context.orgId,
      webhook_id: context.payload.webhook_id,
      job_id: context.jobId,
      event_id: context.payload.event_id,
      event_type: context.payload.event_type,
      attempt,
      status: outcome.status,
      response_status: outcome.responseStatus,
      response_time_ms: outcome.responseTimeMs,
      error: outcome.error,
      attempted_at: attemptedAt.toISOString(),
    },
    last,
  });
  if (last) {
    context.completeWith(written);
  } else {
    context.defer(written);
  }
}

/** Attempts an earlier run of this job recorded before its worker died. */
async function earlierAttempts(jobId: string): Promise<{ status: WebhookDeliveryStatus }[]> {
  return db()
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.jobId, jobId))
    .orderBy(asc(webhookDeliveries.attempt));
}

/**
 * Sends one event to one subscription: up to 5 attempts back to back (no backoff), each recorded.
 * A job picked up again after its worker died resumes after the attempts already recorded.
 */
export async function deliverToWebhook(
  payload: DeliveryJobPayload,
  /** `attempt` counts the queue's runs of this job, this one included: 1 means nothing was recorded yet. */
  job: Pick<JobHandlerContext<DeliveryTarget | undefined>, "jobId" | "attempt" | "defer" | "completeWith" | "prepared">,
): Promise<void> {
  const { jobId, attempt: run } = job;
  const webhook = await (job.prepared ?? loadWebhook(payload.webhook_id));
  if (!webhook) {
    return;
  }
  const context = { jobId, orgId: webhook.orgId, payload, defer: job.defer, completeWith: job.completeWith };
  const earlier = run > 1 ? await earlierAttempts(jobId) : [];
  if (earlier.some((row) => row.status === "delivered" || row.status === "skipped")) {
    return;
  }
  let attempt = earlier.length + 1;
  if (!webhook.enabled || webhook.archivedAt) {
    const why = webhook.archivedAt ? "The subscription is archived." : "The subscription is disabled.";
    recordAttempt(
      context,
      attempt,
      new Date(),
      { status: "skipped", responseStatus: null, responseTimeMs: null, error: why },
      true,
    );
    return;
  }
  const headers = {
    "Content-Type": "application/json",
    "Service-Signature": signBody(webhook.secret, payload.body),
    "X-Service-Event-Id": payload.event_id,
    "X-Service-Event-Type": payload.event_type,
    "User-Agent": "vendor-risk-platform-webhooks/1",
  };
  for (; attempt <= deliverySettings.maxAttempts; attempt += 1) {
    const attemptedAt = new Date();
    // Resolved again at send time; the connection goes only to an address checked here.
    const check = await checkWebhookUrl(webhook.url);
    if (!check.ok) {
      const blocked = `Blocked: ${check.reason}`;
      recordAttempt(
        context,
        attempt,
        attemptedAt,
        { status: "error", responseStatus: null, responseTimeMs: null, error: blocked },
        true,
      );
      return;
    }
    const outcome = await sendWebhookRequest({
      url: check.url,
      body: payload.body,
      headers,
      timeoutMs: deliverySettings.timeoutMs,
      pinnedAddress: check.exempt ? null : (check.addresses[0] ?? null),
    });
    const last = outcome.status === "delivered" || attempt === deliverySettings.maxAttempts;
    recordAttempt(context, attempt, attemptedAt, outcome, last);
    if (last) {
      return;
    }
  }
}
