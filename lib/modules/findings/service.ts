import { and, count, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { ApiError, notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { findReference } from "@/lib/lookups/registry";
import { assertStatusId } from "@/lib/modules/taxonomy/references";
import { findVendorInOrg } from "@/lib/modules/vendors/lookup";
import type { CreateFindingInput, FindingListFilters, UpdateFindingInput } from "./schemas";
import { serializeFinding } from "./serialize";
import { type FindingRow, findings } from "./tables";

const invalidFinding = (message: string) => new ApiError(400, "invalid_finding", message);
const invalidUpdate = (message: string) => new ApiError(400, "invalid_update", message);

export async function findFindingInOrg(q: Queryable, orgId: string, findingId: string): Promise<FindingRow> {
  const [row] = await q
    .select()
    .from(findings)
    .where(and(eq(findings.orgId, orgId), eq(findings.id, findingId)))
    .limit(1);
  if (!row) {
    throw notFound("finding_not_found", "Finding");
  }
  return row;
}

export async function listFindings(ctx: ServiceContext, filters: FindingListFilters) {
  const where = and(
    eq(findings.orgId, ctx.orgId),
    filters.vendor_id !== undefined ? eq(findings.vendorId, filters.vendor_id) : undefined,
    filters.assessment_id !== undefined ? eq(findings.assessmentId, filters.assessment_id) : undefined,
    filters.finding_status_id !== undefined ? eq(findings.findingStatusId, filters.finding_status_id) : undefined,
    filters.is_archived !== undefined ? eq(findings.isArchived, filters.is_archived) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    ctx.tx
      .select()
      .from(findings)
      .where(where)
      .orderBy(desc(findings.createdAt), desc(findings.id))
      .limit(filters.limit)
      .offset(filters.offset),
    ctx.tx.select({ total: count() }).from(findings).where(where),
  ]);
  return {
    items: rows.map(serializeFinding),
    total: totalRow?.total ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

export async function createFinding(ctx: ServiceContext, input: CreateFindingInput) {
  if (input.vendor_id) {
    await findVendorInOrg(ctx.tx, ctx.orgId, input.vendor_id);
  }
  const assessment = input.assessment_id
    ? await findReference(ctx.tx, "assessment", ctx.orgId, input.assessment_id)
    : null;
  if (input.assessment_id && !assessment) {
    throw invalidFinding(
      `assessment_id: unknown assessment ${input.assessment_id}. Use a cbqsrw_ ID of this organization.`,
    );
  }
  if (input.finding_status_id) {
    await assertStatusId(ctx.tx, ctx.orgId, "finding", "finding_status_id", input.finding_status_id, invalidFinding);
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
    })
    .returning();
  return serializeFinding(row as FindingRow);
}

/** Only supplied fields change; null clears finding_status_id and due_date. */
export async function updateFinding(ctx: ServiceContext, findingId: string, input: UpdateFindingInput) {
  const current = await findFindingInOrg(ctx.tx, ctx.orgId, findingId);
  if (input.finding_status_id) {
    await assertStatusId(ctx.tx, ctx.orgId, "finding", "finding_status_id", input.finding_status_id, invalidUpdate);
  }
  const changes: Partial<typeof findings.$inferInsert> = {};
  if (input.finding_status_id !== undefined) {
    changes.findingStatusId = input.finding_status_id;
  }
  if (input.due_date !== undefined) {
    changes.dueDate = input.due_date;
  }
  if (input.is_archived !== undefined) {
    changes.isArchived = input.is_archived;
  }
  if (Object.keys(changes).length === 0) {
    return serializeFinding(current);
  }
  const [row] = await ctx.tx
    .update(findings)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(findings.orgId, ctx.orgId), eq(findings.id, findingId)))
    .returning();
  return serializeFinding(row as FindingRow);
}
