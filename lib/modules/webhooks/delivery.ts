import { createHmac } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { sendWebhookRequest } from "./http-send";
import { type WebhookDeliveryStatus, webhookDeliveries, webhooks } from "./tables";
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

async function recordAttempt(
  context: { jobId: string; orgId: string; payload: DeliveryJobPayload },
  attempt: number,
  attemptedAt: Date,
  outcome: AttemptRecord,
) {
  await db()
    .insert(webhookDeliveries)
    .values({
      id: newId("webhookDelivery"),
      orgId: context.orgId,
      webhookId: context.payload.webhook_id,
      jobId: context.jobId,
      eventId: context.payload.event_id,
      eventType: context.payload.event_type,
      attempt,
      status: outcome.status,
      responseStatus: outcome.responseStatus,
      responseTimeMs: outcome.responseTimeMs,
      error: outcome.error,
      attemptedAt,
    });
}

/**
 * Sends one event to one subscription: up to 5 attempts back to back (no backoff), each recorded.
 * A job picked up again after its worker died resumes after the attempts already recorded.
 */
export async function deliverToWebhook(jobId: string, payload: DeliveryJobPayload): Promise<void> {
  const [webhook] = await db().select().from(webhooks).where(eq(webhooks.id, payload.webhook_id)).limit(1);
  if (!webhook) {
    return;
  }
  const context = { jobId, orgId: webhook.orgId, payload };
  const earlier = await db()
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.jobId, jobId))
    .orderBy(asc(webhookDeliveries.attempt));
  if (earlier.some((row) => row.status === "delivered" || row.status === "skipped")) {
    return;
  }
  let attempt = earlier.length + 1;
  if (!webhook.enabled || webhook.archivedAt) {
    const why = webhook.archivedAt ? "The subscription is archived." : "The subscription is disabled.";
    await recordAttempt(context, attempt, new Date(), {
      status: "skipped",
      responseStatus: null,
      responseTimeMs: null,
      error: why,
    });
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
      await recordAttempt(context, attempt, attemptedAt, {
        status: "error",
        responseStatus: null,
        responseTimeMs: null,
        error: `Blocked: ${check.reason}`,
      });
      return;
    }
    const outcome = await sendWebhookRequest({
      url: check.url,
      body: payload.body,
      headers,
      timeoutMs: deliverySettings.timeoutMs,
      pinnedAddress: check.exempt ? null : (check.addresses[0] ?? null),
    });
    await recordAttempt(context, attempt, attemptedAt, outcome);
    if (outcome.status === "delivered") {
      return;
    }
  }
}
