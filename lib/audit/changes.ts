import { isDeepStrictEqual } from "node:util";
import { sql } from "drizzle-orm";
import type { Actor } from "@/lib/api/context";
import { type Queryable, rowsOf } from "@/lib/db/client";
import { aliasInOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { MASK, maskValue } from "@/lib/secrets/mask";
import { activityLog, type FieldChange } from "./tables";

/**
 * Work no user or key of the organization asked for: a background job (document extraction,
 * schedules), or a vendor answering a request it was sent (named: "vendor jane@acme.example").
 */
export interface SystemActor {
  type: "system";
  name?: string;
}
export const systemActor: SystemActor = { type: "system" };

/** What recordChange needs of the caller: a ServiceContext is one; a job builds one with systemActor. */
export interface ChangeContext {
  orgId: string;
  tx: Queryable;
  actor: Actor | SystemActor;
  requestId?: string | null;
}

export interface ChangeInput {
  /** "vendor", "service", "assessment", "finding", "api_key", "user", "organization", ... */
  entityType: string;
  entityId: string;
  /** What people call the record (vendor name, key name, user email, finding title). */
  entityName?: string | null;
  /** "created" | "updated" | "archived" | "restored" | "deleted", or a state change verb ("revoked", "approved"...). */
  action: string;
  /** The API-shaped object before the change (null or omitted on create). */
  before?: Record<string, unknown> | null;
  /** The API-shaped object after the change (null or omitted on delete). */
  after?: Record<string, unknown> | null;
  /** Why, when the caller gave a reason (a key's revoke reason). */
  reason?: string | null;
  /** Further fields of this entity whose values are never stored, beyond the central rule below. */
  sensitive?: string[];
  /** The vendor whose supplier profile change feed lists this change. */
  vendorId?: string;
  /** The record as the change feed shows it (after the change; before it for a deletion), redacted like the fields. */
  snapshot?: Record<string, unknown> | null;
}

/** Bookkeeping fields every object carries; their change is never news. */
const ignoredFields = new Set(["id", "org_id", "created_at", "updated_at"]);

/** Secrets: never stored, whatever the entity (a key's secret, a webhook's signing secret, passwords, tokens). */
const secretField =
  /(^|_)(secret|secrets|password|passphrase|token|tokens|private_key|api_key|key_hash|secret_hash|password_hash|token_hash)$/;
/** Numbers shown masked elsewhere: stored masked by the shared rule (lib/secrets/mask.ts). */
const maskedNumberField =
  /(^|_)(account_number|bank_account_number|iban|routing_number|sort_code|swift|bic|tax_id|tax_number|tin|ein|ssn|vat_number)$/;

export const REDACTED = "[redacted]";

/** The value as the change log may hold it: secrets replaced, masked numbers masked by the shared rule. */
function redactValue(field: string, value: unknown, sensitive: ReadonlySet<string>): unknown {
  if (value === null || value === undefined) {
    return null;
  }
  const name = field.toLowerCase();
  if (sensitive.has(field) || secretField.test(name)) {
    return REDACTED;
  }
  if (maskedNumberField.test(name) && (typeof value === "string" || typeof value === "number")) {
    return maskValue(value) ?? MASK;
  }
  if (Array.isArray(value)) {
    return value.map((item) => redactValue("", item, sensitive));
  }
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, redactValue(key, inner, sensitive)]),
    );
  }
  return value;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0);

/**
 * Field-level changes between two API-shaped objects: top-level fields compared deeply, bookkeeping
 * fields ignored. On create (no before) every non-empty field of after; on delete (no after) every
 * non-empty field of before. Values are redacted after comparing, so a rotated secret still shows as changed.
 */
export function diffObjects(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  sensitiveFields: readonly string[] = [],
): FieldChange[] {
  const sensitive = new Set(sensitiveFields);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (ignoredFields.has(field)) {
      continue;
    }
    const was = before ? (before[field] ?? null) : null;
    const now = after ? (after[field] ?? null) : null;
    if ((!before || !after) && isEmpty(before ? was : now)) {
      continue;
    }
    if (isDeepStrictEqual(was, now)) {
      continue;
    }
    changes.push({
      field,
      before: redactValue(field, was, sensitive),
      after: redactValue(field, now, sensitive),
    });
  }
  return changes;
}

/**
 * The action of an update that may archive or restore: "archived" when `is_archived` went from false
 * to true, "restored" when back, otherwise "updated".
 */
export function archiveAction(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): "archived" | "restored" | "updated" {
  const was = before?.is_archived === true;
  const now = after?.is_archived === true;
  return !was && now ? "archived" : was && !now ? "restored" : "updated";
}

// A request's actor is one object for the whole request, so its name is looked up once per request.
const actorNames = new WeakMap<object, string | null>();

async function userName(tx: Queryable, orgId: string, userId: string): Promise<string | null> {
  const rows = rowsOf<{ first_name: string | null; last_name: string | null; email: string }>(
    await tx.execute(
      sql`select u.first_name, u.last_name, u.email from users u where ${aliasInOrg("u", orgId)} and u.id = ${userId}`,
    ),
  );
  const [user] = rows;
  if (!user) {
    return null;
  }
  const fullName = [user.first_name, user.last_name]
    .filter((part) => part?.trim())
    .join(" ")
    .trim();
  return fullName || user.email;
}

/** The actor's ID and the name people know them by: a user's full name (or email), a key's name, "system". */
export async function describeActor(
  ctx: ChangeContext,
): Promise<{ type: "user" | "api_key" | "system"; id: string | null; name: string | null }> {
  const { actor } = ctx;
  if (actor.type === "system") {
    return { type: "system", id: null, name: actor.name ?? "system" };
  }
  if (actor.type === "api_key") {
    return { type: "api_key", id: actor.keyId, name: actor.keyName };
  }
  let name = actorNames.get(actor);
  if (name === undefined) {
    name = await userName(ctx.tx, ctx.orgId, actor.userId);
    actorNames.set(actor, name);
  }
  return { type: "user", id: actor.userId, name };
}

function activityRow(
  ctx: ChangeContext,
  actor: Awaited<ReturnType<typeof describeActor>>,
  change: ChangeInput,
  changes: FieldChange[],
) {
  return {
    id: newId("activity"),
    orgId: ctx.orgId,
    // The statement's own time, not the transaction's: changes made in one transaction keep their order.
    occurredAt: sql`clock_timestamp()`,
    action: change.action,
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
    targetType: change.entityType,
    targetId: change.entityId,
    targetName: change.entityName ?? null,
    changes,
    reason: change.reason ?? null,
    requestId: ctx.requestId ?? null,
    vendorId: change.vendorId ?? null,
    snapshot: change.snapshot
      ? (redactValue("", change.snapshot, new Set(change.sensitive)) as Record<string, unknown>)
      : null,
  };
}

/**
 * Records one change in the change log, in the caller's transaction: who (by type, ID and name),
 * which record, the action, field-level before and after, and the reason if any. Secrets are never
 * stored and masked numbers only by their last four. An "updated" that changed nothing writes nothing.
 */
export async function recordChange(ctx: ChangeContext, change: ChangeInput): Promise<void> {
  await recordChanges(ctx, [change]);
}

/**
 * Records many changes by one actor with one insert, in their order (each row takes its own
 * clock_timestamp() as it is inserted), under the rules of recordChange.
 */
export async function recordChanges(ctx: ChangeContext, inputs: readonly ChangeInput[]): Promise<void> {
  const entries = inputs
    .map((change) => ({ change, fields: diffObjects(change.before, change.after, change.sensitive) }))
    .filter(({ change, fields }) => change.action !== "updated" || fields.length > 0);
  if (entries.length === 0) {
    return;
  }
  const actor = await describeActor(ctx);
  await ctx.tx.insert(activityLog).values(entries.map(({ change, fields }) => activityRow(ctx, actor, change, fields)));
}
