import { createHmac } from "node:crypto";
import { db } from "@/lib/db/client";
import { coalesce } from "@/lib/db/coalesce";
import { queryRows } from "@/lib/db/raw";
import { inParallel } from "@/lib/in-parallel";
import type { JobHandlerContext } from "@/lib/jobs";
import {
  type AttemptOutcome,
  type AttemptRecord,
  type EarlierAttempts,
  earlierAttemptsOfJob,
  writeAttemptRecord,
} from "./delivery-records";
import { requestHeaderPairs } from "./exchange";
import { sendWebhookRequest } from "./http-send";
import type { WebhookRow } from "./tables";
import { checkWebhookUrl } from "./url-rules";

/**
 * What one delivery job carries: one event for its subscriptions, with the exact bytes to send, so
 * every attempt to every subscription signs the same body. Jobs queued before events were batched
 * name a single `webhook_id`.
 */
export interface DeliveryJobPayload extends Record<string, unknown> {
  webhook_ids?: string[];
  webhook_id?: string;
  event_id: string;
  event_type: string;
  body: string;
}

/**
 * A job sends to this many of its event's subscriptions at a time, so an organization with many
 * subscriptions does not open hundreds of connections per job (WORKER_CONCURRENCY jobs run at once).
 */
export const SUBSCRIPTIONS_AT_ONCE = 8;

/** Each attempt's time budget and the attempts per delivery. Tests shorten the timeout; nothing else changes them. */
export const deliverySettings = { timeoutMs: 10_000, maxAttempts: 5 };

export function signBody(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body, "utf8").digest("hex");
}

/** What a delivery needs of its subscription. */
export type DeliveryTarget = Pick<WebhookRow, "id" | "orgId" | "url" | "secret" | "enabled" | "archivedAt">;

const subscriptionsOf = (payload: DeliveryJobPayload): string[] =>
  payload.webhook_ids ?? (payload.webhook_id ? [payload.webhook_id] : []);

const LOAD_WEBHOOKS = {
  name: "vrp_webhooks_load",
  text: `SELECT id, org_id AS "orgId", url, secret, enabled, archived_at AS "archivedAt" FROM webhooks WHERE id = ANY($1::text[])`,
};

// Concurrent jobs share one SELECT for the subscriptions they need (lib/db/coalesce.ts).
const loadWebhook = coalesce(async (ids: string[]) => {
  const rows = await queryRows<DeliveryTarget>(db(), LOAD_WEBHOOKS, [[...new Set(ids)]]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id): DeliveryTarget | undefined => byId.get(id));
});

/** The job's subscriptions that still exist (an unknown ID has nothing to deliver to). */
export async function loadDeliveryTargets(payload: DeliveryJobPayload): Promise<DeliveryTarget[]> {
  const targets = await Promise.all(subscriptionsOf(payload).map((id) => loadWebhook(id)));
  return targets.filter((target): target is DeliveryTarget => target !== undefined);
}

type DeliveryJob = Pick<
  JobHandlerContext<DeliveryTarget[]>,
  "jobId" | "attempt" | "defer" | "completeWith" | "prepared"
>;

/**
 * Sends one event to its subscriptions, SUBSCRIPTIONS_AT_ONCE at a time, each with up to 5 attempts
 * back to back (no backoff), every attempt recorded. A subscription's records are written as its
 * attempts end; the job's last record is written with the job's completion. A job picked up again
 * after its worker died sends only to the subscriptions without a delivered or skipped record and
 * with attempts left, continuing their attempt count.
 */
export async function deliverEvent(payload: DeliveryJobPayload, job: DeliveryJob): Promise<void> {
  const targets = await (job.prepared ?? loadDeliveryTargets(payload));
  const earlier: Map<string, EarlierAttempts> = job.attempt > 1 ? await earlierAttemptsOfJob(job.jobId) : new Map();
  const pending = targets.filter((target) => {
    const before = earlier.get(target.id);
    return !before || (!before.finished && before.count < deliverySettings.maxAttempts);
  });
  // The job's completion is written only after every other record of it has committed: a crash
  // between them could otherwise leave a completed job with an attempt missing from the history.
  const written: Promise<void>[] = [];
  const write = (record: AttemptRecord) => {
    const pendingWrite = writeAttemptRecord(record, false);
    written.push(pendingWrite);
    job.defer(pendingWrite);
  };
  let unfinished = pending.length;
  await inParallel(pending, SUBSCRIPTIONS_AT_ONCE, async (target) => {
    const last = await sendToSubscription(target, payload, job.jobId, write, (earlier.get(target.id)?.count ?? 0) + 1);
    unfinished -= 1;
    if (unfinished === 0) {
      // If an earlier write failed, the job fails without completing and runs again.
      job.completeWith(Promise.all(written).then(() => writeAttemptRecord(last, true)));
    } else {
      write(last);
    }
  });
}

/**
 * Attempts one subscription until an attempt is delivered, skipped or blocked, or none is left.
 * Earlier attempts go to `write` (in the background); the last is returned for the caller to write.
 */
async function sendToSubscription(
  webhook: DeliveryTarget,
  payload: DeliveryJobPayload,
  jobId: string,
  write: (record: AttemptRecord) => void,
  firstAttempt: number,
): Promise<AttemptRecord> {
  let requestHeaders: AttemptRecord["requestHeaders"] = null;
  const record = (attempt: number, attemptedAt: Date, outcome: AttemptOutcome, willRetry = false): AttemptRecord => ({
    requestHeaders,
    willRetry,
    jobId,
    orgId: webhook.orgId,
    webhookId: webhook.id,
    eventId: payload.event_id,
    eventType: payload.event_type,
    attempt,
    attemptedAt,
    outcome,
  });
  if (!webhook.enabled || webhook.archivedAt) {
    const why = webhook.archivedAt ? "The subscription is archived." : "The subscription is disabled.";
    return record(firstAttempt, new Date(), {
      status: "skipped",
      responseStatus: null,
      responseTimeMs: null,
      error: why,
    });
  }
  const headers = [
    "Content-Type",
    "application/json",
    "Service-Signature",
    signBody(webhook.secret, payload.body),
    "X-Service-Event-Id",
    payload.event_id,
    "X-Service-Event-Type",
    payload.event_type,
    "User-Agent",
    "vendor-risk-platform-webhooks/1",
  ];
  const sentHeaders = requestHeaderPairs(headers);
  for (let attempt = firstAttempt; ; attempt += 1) {
    const attemptedAt = new Date();
    // Resolved again at send time; the connection goes only to an address checked here.
    const check = await checkWebhookUrl(webhook.url);
    if (!check.ok) {
      const error = `Blocked: ${check.reason}`;
      requestHeaders = null; // nothing was sent
      return record(attempt, attemptedAt, { status: "error", responseStatus: null, responseTimeMs: null, error });
    }
    requestHeaders = sentHeaders;
    const outcome = await sendWebhookRequest({
      url: check.url,
      body: payload.body,
      headers,
      timeoutMs: deliverySettings.timeoutMs,
      pinnedAddress: check.exempt ? null : (check.addresses[0] ?? null),
    });
    if (outcome.status === "delivered" || attempt >= deliverySettings.maxAttempts) {
      return record(attempt, attemptedAt, outcome);
    }
    write(record(attempt, attemptedAt, outcome, true));
  }
}
