import type { Webhook, WebhookDelivery } from "@/lib/web/hooks/webhooks";

export type HealthTone = "neutral" | "success" | "warning" | "danger";

/** One line of delivery health for a subscription, and how alarming it is. */
export function deliveryHealth(webhook: Webhook): { label: string; tone: HealthTone } {
  if (webhook.delivery_count === 0 || webhook.delivery_success_rate === null) {
    return { label: "No deliveries yet", tone: "neutral" };
  }
  const percent = `${Math.round(webhook.delivery_success_rate * 1000) / 10}% delivered`;
  const count = `${webhook.delivery_count} attempt${webhook.delivery_count === 1 ? "" : "s"}`;
  const tone: HealthTone =
    webhook.last_delivery_status === "delivered"
      ? "success"
      : webhook.last_delivery_status === "skipped"
        ? "warning"
        : "danger";
  return { label: `${percent} of ${count}`, tone };
}

export const deliveryStatusTone: Record<WebhookDelivery["status"], HealthTone> = {
  delivered: "success",
  skipped: "warning",
  timeout: "danger",
  error: "danger",
};

/** Parses the test payload editor's text: a JSON object, or a message saying what is wrong. */
export function parsePayload(
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${error instanceof Error ? error.message : "parse error"}.` };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, message: 'The payload must be a JSON object, for example {"test": true}.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
