import { and, count, desc, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { listPage } from "@/lib/db/list-page";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { findReference } from "@/lib/lookups/registry";
import { assertStatusId } from "@/lib/modules/taxonomy";
import { assertOrgUserIds } from "@/lib/modules/users";
import { vendorIdsInOrg } from "@/lib/modules/vendors";
import { recordFindingChange } from "./change-log";
import { closedFindingCondition, openFindingCondition } from "./open-counts";
import type { CreateFindingInput, FindingListFilters, UpdateFindingInput } from "./schemas";
import { serializeFinding } from "./serialize";
import { type FindingRow, findings } from "./tables";

const invalidFinding = (message: string) => apiError("invalid_finding", message);
const invalidUpdate = (message: string) => apiError("invalid_update", message);

async function vendorExistsInOrg(q: Queryable, orgId: string, vendorId: string): Promise<boolean> {
  return (await vendorIdsInOrg(q, orgId, [vendorId])).length > 0;
}

export async function findFindingInOrg(
  q: Queryable,
  orgId: string,
  findingId: string,
  lock?: RowLock,
): Promise<FindingRow> {
  return findInOrg(q, findings, orgId, findingId, {
    notFound: () => notFound("finding_not_found", "Finding"),
    lock,
  });
}

export async function listFindings(ctx: ServiceContext, filters: FindingListFilters) {
  const where = inOrg(
    findings,
    ctx.orgId,
    filters.vendor_id !== undefined ? eq(findings.vendorId, filters.vendor_id) : undefined,
    filters.assessment_id !== undefined ? eq(findings.assessmentId, filters.assessment_id) : undefined,
    filters.finding_status_id !== undefined ? eq(findings.findingStatusId, filters.finding_status_id) : undefined,
    filters.is_archived !== undefined ? eq(findings.isArchived, filters.is_archived) : undefined,
    filters.open === undefined ? undefined : filters.open ? openFindingCondition() : closedFindingCondition(),
    filters.severity !== undefined ? eq(findings.severity, filters.severity) : undefined,
    filters.owner_id !== undefined ? eq(findings.ownerId, filters.owner_id) : undefined,
    dueWindow(filters),
  );
  return listPage(ctx.tx, findings, where, [desc(findings.createdAt), desc(findings.id)], filters, serializeFinding);
}

function dueWindow(filters: FindingListFilters) {
  if (filters.due_before === undefined && filters.due_after === undefined) {
    return undefined;
  }
  return and(
    isNotNull(findings.dueDate),
    filters.due_before !== undefined ? lt(findings.dueDate, filters.due_before) : undefined,
    filters.due_after !== undefined ? gte(findings.dueDate, filters.due_after) : undefined,
  );
}

/** The organization's open findings (the `open=true` list filter's count, the dashboard's). */
export async function countOpenFindings(q: Queryable, orgId: string, dueBefore?: number): Promise<number> {
  const [row] = await q
    .select({ total: count() })
    .from(findings)
    .where(
      inOrg(
        findings,
        orgId,
        openFindingCondition(),
        dueBefore === undefined ? undefined : and(isNotNull(findings.dueDate), lt(findings.dueDate, dueBefore)),
      ),
    );
  return row?.total ?? 0;
}

/** POST /v1/findings: a bad reference ID is 400 invalid_finding naming the field. */
const unknownReference = (field: string, kind: string) =>
  invalidFinding(`${field}: no ${kind} with this ID in your organization.`);

export async function createFinding(ctx: ServiceContext, input: CreateFindingInput) {
  // Another organization's ID gets the same answer as an unknown one: nothing says it exists.
  if (input.vendor_id && !(await vendorExistsInOrg(ctx.tx, ctx.orgId, input.vendor_id))) {
    throw unknownReference("vendor_id", "vendor");
  }
  const assessment = input.assessment_id
    ? await findReference(ctx.tx, "assessment", ctx.orgId, input.assessment_id)
    : null;
  if (input.assessment_id && !assessment) {
    throw unknownReference("assessment_id", "assessment");
  }
  if (input.finding_status_id) {
    await assertStatusId(ctx.tx, ctx.orgId, "finding", "finding_status_id", input.finding_status_id, invalidFinding);
  }
  if (input.owner_id) {
    await assertOrgUserIds(ctx.tx, ctx.orgId, "owner_id", [input.owner_id], invalidFinding);
  }
  const [row] = await ctx.tx
    .insert(findings)
    .values({
      id: newId("finding"),
      orgId: ctx.orgId,
      title: input.title,
      body: input.body ?? null,
      // A finding on an assessment is about the assessed vendor: the vendor_id filter finds it too.
      vendorId: input.vendor_id ?? assessment?.vendorId ?? null,
      assessmentId: input.assessment_id ?? null,
      findingStatusId: input.finding_status_id ?? null,
      dueDate: input.due_date ?? null,
      severity: input.severity ?? null,
      ownerId: input.owner_id ?? null,
    })
    .returning();
  const finding = serializeFinding(row as FindingRow);
  await recordFindingChange(ctx, null, finding);
  return finding;
}

/** Only supplied fields change; null clears finding_status_id and due_date. */
export async function updateFinding(
  ctx: ServiceContext,
  { findingId, body }: { findingId: string; body: UpdateFindingInput },
) {
  const current = await findFindingInOrg(ctx.tx, ctx.orgId, findingId, "update");
  if (body.finding_status_id) {
    await assertStatusId(ctx.tx, ctx.orgId, "finding", "finding_status_id", body.finding_status_id, invalidUpdate);
  }
  if (body.owner_id) {
    await assertOrgUserIds(ctx.tx, ctx.orgId, "owner_id", [body.owner_id], invalidUpdate);
  }
  const changes: Partial<typeof findings.$inferInsert> = {};
  if (body.finding_status_id !== undefined) {
    changes.findingStatusId = body.finding_status_id;
  }
  if (body.due_date !== undefined) {
    changes.dueDate = body.due_date;
  }
  if (body.is_archived !== undefined) {
    changes.isArchived = body.is_archived;
  }
  if (body.severity !== undefined) {
    changes.severity = body.severity;
  }
  if (body.owner_id !== undefined) {
    changes.ownerId = body.owner_id;
  }
  if (Object.keys(changes).length === 0) {
    return serializeFinding(current);
  }
  const [row] = await ctx.tx
    .update(findings)
    .set({ ...changes, updatedAt: new Date() })
    .where(inOrg(findings, ctx.orgId, eq(findings.id, findingId)))
    .returning();
  const finding = serializeFinding(row as FindingRow);
  await recordFindingChange(ctx, serializeFinding(current), finding);
  return finding;
}
