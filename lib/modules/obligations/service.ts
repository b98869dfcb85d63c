import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { type ApiError, apiError, notFound } from "@/lib/api/errors";
import { archiveAction, recordChange } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { listPage } from "@/lib/db/list-page";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { findReference } from "@/lib/lookups/registry";
import { assertOrgUserIds } from "@/lib/modules/users";
import { findVendorInOrg } from "@/lib/modules/vendors";
import {
  type CreateObligationInput,
  type ObligationListFilters,
  type ObligationStatus,
  obligationStatuses,
  type UpdateObligationInput,
} from "./schemas";
import { serializeObligation, withDocumentName, withDocumentNames } from "./serialize";
import { type ObligationRow, obligations } from "./tables";

type Reject = (message: string) => ApiError;
const invalidObligation: Reject = (message) => apiError("invalid_obligation", message);
const invalidUpdate: Reject = (message) => apiError("invalid_update", message);

/** 400 invalid_status listing the accepted values (create, update and the list filter). */
function checkedStatus(value: string): ObligationStatus {
  if (!(obligationStatuses as readonly string[]).includes(value)) {
    throw apiError(
      "invalid_status",
      `Invalid status ${JSON.stringify(value)}. Accepted values: ${obligationStatuses.join(", ")}.`,
    );
  }
  return value as ObligationStatus;
}

function checkedStatement(statement: string, reject: Reject): string {
  if (statement.trim() === "") {
    throw reject("statement must not be empty.");
  }
  return statement;
}

export async function findObligationInOrg(
  q: Queryable,
  orgId: string,
  obligationId: string,
  lock?: RowLock,
): Promise<ObligationRow> {
  return findInOrg(q, obligations, orgId, obligationId, {
    notFound: () => notFound("obligation_not_found", "Obligation"),
    lock,
  });
}

const NAME_LENGTH = 120;

async function recordObligationChange(
  ctx: ServiceContext,
  before: ReturnType<typeof serializeObligation> | null,
  after: ReturnType<typeof serializeObligation>,
) {
  const name = after.statement.length > NAME_LENGTH ? `${after.statement.slice(0, NAME_LENGTH - 1)}…` : after.statement;
  await recordChange(ctx, {
    entityType: "obligation",
    entityId: after.id,
    entityName: name,
    action: before ? archiveAction(before, after) : "created",
    before,
    after,
  });
}

export async function listObligations(ctx: ServiceContext, filters: ObligationListFilters) {
  const status = filters.obligation_status === undefined ? undefined : checkedStatus(filters.obligation_status);
  const where = inOrg(
    obligations,
    ctx.orgId,
    filters.vendor_id !== undefined ? eq(obligations.vendorId, filters.vendor_id) : undefined,
    status !== undefined ? eq(obligations.status, status) : undefined,
    filters.assignee_id !== undefined ? eq(obligations.assigneeId, filters.assignee_id) : undefined,
    filters.is_archived !== undefined ? eq(obligations.isArchived, filters.is_archived) : undefined,
  );
  const page = await listPage(
    ctx.tx,
    obligations,
    where,
    [desc(obligations.createdAt), desc(obligations.id)],
    filters,
    serializeObligation,
  );
  return { ...page, items: await withDocumentNames(ctx.tx, ctx.orgId, page.items) };
}

/** The vendor the obligation concerns: its document's vendor, else the vendor_id given. */
async function vendorOf(ctx: ServiceContext, input: CreateObligationInput): Promise<string | null> {
  if (input.vendor_document_id) {
    const document = await findReference(ctx.tx, "document", ctx.orgId, input.vendor_document_id);
    if (!document) {
      throw invalidObligation(
        `vendor_document_id: unknown document ${input.vendor_document_id}. Use a cbvdoc_ ID of this organization.`,
      );
    }
    return document.vendorId;
  }
  if (input.vendor_id) {
    return (await findVendorInOrg(ctx.tx, ctx.orgId, input.vendor_id)).id;
  }
  return null;
}

export async function createObligation(ctx: ServiceContext, input: CreateObligationInput) {
  const statement = checkedStatement(input.statement, invalidObligation);
  const status = checkedStatus(input.status ?? "not_satisfied");
  if (input.assignee_id) {
    await assertOrgUserIds(ctx.tx, ctx.orgId, "assignee_id", [input.assignee_id], invalidObligation);
  }
  const vendorId = await vendorOf(ctx, input);
  const [row] = await ctx.tx
    .insert(obligations)
    .values({
      id: newId("obligation"),
      orgId: ctx.orgId,
      vendorId,
      statement,
      status,
      obligationType: "cuec",
      vendorDocumentId: input.vendor_document_id ?? null,
      assigneeId: input.assignee_id ?? null,
      assigneeGroupId: input.assignee_group_id ?? null,
      dueDate: input.due_date ?? null,
    })
    .returning();
  const obligation = serializeObligation(row as ObligationRow);
  await recordObligationChange(ctx, null, obligation);
  return withDocumentName(ctx.tx, ctx.orgId, obligation);
}

async function changesFrom(ctx: ServiceContext, input: UpdateObligationInput) {
  const changes: Partial<typeof obligations.$inferInsert> = {};
  if (input.statement !== undefined) {
    changes.statement = checkedStatement(input.statement, invalidUpdate);
  }
  if (input.status !== undefined) {
    changes.status = checkedStatus(input.status);
  }
  if (input.assignee_id !== undefined) {
    if (input.assignee_id !== null) {
      await assertOrgUserIds(ctx.tx, ctx.orgId, "assignee_id", [input.assignee_id], invalidUpdate);
    }
    changes.assigneeId = input.assignee_id;
  }
  if (input.assignee_group_id !== undefined) {
    changes.assigneeGroupId = input.assignee_group_id;
  }
  if (input.due_date !== undefined) {
    changes.dueDate = input.due_date;
  }
  if (input.is_archived !== undefined) {
    changes.isArchived = input.is_archived;
  }
  return changes;
}

/** Only supplied fields change; null clears assignee_id, assignee_group_id and due_date. */
export async function updateObligation(
  ctx: ServiceContext,
  { obligationId, body }: { obligationId: string; body: UpdateObligationInput },
) {
  const current = await findObligationInOrg(ctx.tx, ctx.orgId, obligationId, "update");
  const changes = await changesFrom(ctx, body);
  if (Object.keys(changes).length === 0) {
    return withDocumentName(ctx.tx, ctx.orgId, serializeObligation(current));
  }
  const [row] = await ctx.tx
    .update(obligations)
    .set({ ...changes, updatedAt: new Date() })
    .where(inOrg(obligations, ctx.orgId, eq(obligations.id, obligationId)))
    .returning();
  const obligation = serializeObligation(row as ObligationRow);
  await recordObligationChange(ctx, serializeObligation(current), obligation);
  return withDocumentName(ctx.tx, ctx.orgId, obligation);
}
