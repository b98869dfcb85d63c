import { isDeepStrictEqual } from "node:util";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, DetailError, notFound } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import { type Queryable, rowsOf } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { isEventType } from "@/lib/events/catalog";
import { newId } from "@/lib/ids";
import { toUnixSeconds } from "@/lib/time";
import type { CreateWebhookInput, UpdateWebhookInput } from "./schemas";
import { type WebhookDeliveryStatus, webhooks } from "./tables";
import { checkWebhookUrl } from "./url-rules";

type WebhookRow = typeof webhooks.$inferSelect;

export const MIN_SECRET_LENGTH = 16;
const MAX_URL_LENGTH = 2048;

interface DeliveryStats {
  count: number;
  delivered: number;
  lastStatus: WebhookDeliveryStatus | null;
}

/**
 * The one definition of a subscription's delivery counts: every attempt in the retained history.
 * GET /v1/webhooks, GET /v1/webhooks/{id} and the deliveries page's `summary` all read it.
 */
export async function deliveryStats(q: Queryable, webhookIds: string[]): Promise<Map<string, DeliveryStats>> {
  const stats = new Map<string, DeliveryStats>();
  if (webhookIds.length === 0) {
    return stats;
  }
  const ids = sql.join(
    webhookIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{
    webhook_id: string;
    count: number | string;
    delivered: number | string;
    last_status: string | null;
  }>(
    await q.execute(sql`
      SELECT d.webhook_id, count(*) AS count, count(*) FILTER (WHERE d.status = 'delivered') AS delivered,
        (SELECT l.status FROM webhook_deliveries l WHERE l.webhook_id = d.webhook_id
          ORDER BY l.attempted_at DESC, l.attempt DESC, l.id DESC LIMIT 1) AS last_status
      FROM webhook_deliveries d WHERE d.webhook_id IN (${ids}) GROUP BY d.webhook_id`),
  );
  for (const row of rows) {
    stats.set(row.webhook_id, {
      count: Number(row.count),
      delivered: Number(row.delivered),
      lastStatus: row.last_status as WebhookDeliveryStatus | null,
    });
  }
  return stats;
}

/** The counts as the API shows them (the subscription's fields, and the deliveries page's summary). */
export function serializeStats(stats: DeliveryStats | undefined) {
  const count = stats?.count ?? 0;
  return {
    last_delivery_status: stats?.lastStatus ?? null,
    delivery_success_rate: count === 0 ? null : Math.round(((stats?.delivered ?? 0) / count) * 10_000) / 10_000,
    delivery_count: count,
    delivered_count: stats?.delivered ?? 0,
  };
}

function serializeWebhook(row: WebhookRow, stats: DeliveryStats | undefined) {
  const { delivered_count: _delivered, ...counts } = serializeStats(stats);
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    created_at: toUnixSeconds(row.createdAt),
    ...counts,
  };
}

/**
 * A subscription as the change log records it: its settings without the delivery statistics (which
 * no change of the subscription moves), and the signing secret, which the change log shows only as
 * redacted so a rotation is visible without the secret being stored.
 */
function auditedWebhook(row: WebhookRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    secret: row.secret,
  };
}

export const webhookName = (row: WebhookRow) => row.description || row.url;

async function serializeOne(q: Queryable, row: WebhookRow) {
  return serializeWebhook(row, (await deliveryStats(q, [row.id])).get(row.id));
}

/** The org's non-archived subscription, or 404 webhook_not_found. */
export async function findWebhookInOrg(q: Queryable, orgId: string, webhookId: string, lock?: RowLock) {
  return findInOrg(q, webhooks, orgId, webhookId, {
    notFound: () => notFound("webhook_not_found", "Webhook"),
    lock,
    where: isNull(webhooks.archivedAt),
  });
}

function assertSecret(secret: string) {
  if (Array.from(secret).length < MIN_SECRET_LENGTH) {
    throw apiError("weak_secret", `The secret must be at least ${MIN_SECRET_LENGTH} characters.`);
  }
}

async function assertUrl(url: string): Promise<string> {
  if (url.length > MAX_URL_LENGTH) {
    throw apiError("invalid_url", `The URL must be at most ${MAX_URL_LENGTH} characters.`);
  }
  const check = await checkWebhookUrl(url);
  if (!check.ok) {
    throw apiError("invalid_url", `The URL must be a public HTTPS endpoint. ${check.reason}`);
  }
  return check.url.href;
}

/** How an unknown value is quoted back in the message: long or many values are cut short. */
const quoted = (values: string[]) => {
  const shown = values.slice(0, 10).map((value) => (value.length > 100 ? `${value.slice(0, 100)}…` : value));
  return values.length > shown.length
    ? `${shown.join(", ")} and ${values.length - shown.length} more`
    : shown.join(", ");
};

/**
 * Checked after the secret and the url (a webhook body is validated secret, then url, then events), so the
 * list's own bounds are applied here rather than by the schema: an empty list is the same 422 a
 * schema check would give, and a value of any length outside the catalog is invalid_event_types.
 */
function assertEvents(events: string[]): string[] {
  if (events.length === 0) {
    throw new DetailError(422, [
      { loc: ["body", "events"], msg: "List should have at least 1 item", type: "too_short" },
    ]);
  }
  const unknown = [...new Set(events.filter((event) => !isEventType(event)))];
  if (unknown.length > 0) {
    throw apiError("invalid_event_types", `Unknown event types: ${quoted(unknown)}.`);
  }
  return [...new Set(events)];
}

export async function createWebhook(ctx: ServiceContext, input: CreateWebhookInput) {
  assertSecret(input.secret);
  const url = await assertUrl(input.url);
  const events = assertEvents(input.events);
  const [row] = await ctx.tx
    .insert(webhooks)
    .values({
      id: newId("webhook"),
      orgId: ctx.orgId,
      url,
      events,
      secret: input.secret,
      description: input.description ?? null,
      enabled: input.enabled ?? true,
    })
    .returning();
  if (!row) {
    throw new Error("webhook insert returned no row");
  }
  await recordChange(ctx, {
    entityType: "webhook",
    entityId: row.id,
    entityName: webhookName(row),
    action: "created",
    after: auditedWebhook(row),
  });
  return serializeWebhook(row, undefined);
}

export async function listWebhooks(ctx: ServiceContext) {
  const rows = await ctx.tx
    .select()
    .from(webhooks)
    .where(inOrg(webhooks, ctx.orgId, isNull(webhooks.archivedAt)))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
  const stats = await deliveryStats(
    ctx.tx,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => serializeWebhook(row, stats.get(row.id))) };
}

export async function getWebhook(ctx: ServiceContext, webhookId: string) {
  return serializeOne(ctx.tx, await findWebhookInOrg(ctx.tx, ctx.orgId, webhookId));
}

/** "enabled" or "disabled" when that is all that changed, else "updated". */
function updateAction(before: WebhookRow, after: WebhookRow): string {
  const { enabled: wasEnabled, ...settingsBefore } = auditedWebhook(before);
  const { enabled: isEnabled, ...settingsAfter } = auditedWebhook(after);
  if (wasEnabled !== isEnabled && isDeepStrictEqual(settingsBefore, settingsAfter)) {
    return isEnabled ? "enabled" : "disabled";
  }
  return "updated";
}

export async function updateWebhook(
  ctx: ServiceContext,
  { webhookId, body }: { webhookId: string; body: UpdateWebhookInput },
) {
  const current = await findWebhookInOrg(ctx.tx, ctx.orgId, webhookId, "update");
  const changes: Partial<typeof webhooks.$inferInsert> = {};
  if (body.secret != null) {
    assertSecret(body.secret);
    changes.secret = body.secret;
  }
  if (body.url != null) {
    changes.url = await assertUrl(body.url);
  }
  if (body.events != null) {
    changes.events = assertEvents(body.events);
  }
  if (body.description != null) {
    changes.description = body.description;
  }
  if (body.enabled != null) {
    changes.enabled = body.enabled;
  }
  const [row] = await ctx.tx
    .update(webhooks)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(webhooks.id, webhookId))
    .returning();
  if (!row) {
    throw notFound("webhook_not_found", "Webhook");
  }
  await recordChange(ctx, {
    entityType: "webhook",
    entityId: row.id,
    entityName: webhookName(row),
    action: updateAction(current, row),
    before: auditedWebhook(current),
    after: auditedWebhook(row),
  });
  return serializeOne(ctx.tx, row);
}

export async function archiveWebhook(ctx: ServiceContext, webhookId: string): Promise<void> {
  const current = await findWebhookInOrg(ctx.tx, ctx.orgId, webhookId, "update");
  await ctx.tx
    .update(webhooks)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(webhooks.id, webhookId), isNull(webhooks.archivedAt)));
  await recordChange(ctx, {
    entityType: "webhook",
    entityId: current.id,
    entityName: webhookName(current),
    action: "archived",
    before: { archived: false },
    after: { archived: true },
  });
}
