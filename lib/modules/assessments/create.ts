import { eq } from "drizzle-orm";
import { ApiError, DetailError } from "@/lib/api/errors";
import { type ChangeContext, systemActor } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { recordDomainEvent } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import { findControlSetsInOrg } from "@/lib/modules/controls";
import { findDocumentsInOrg, linkDocumentsToAssessment } from "@/lib/modules/documents";
import { assertOrgUserIds } from "@/lib/modules/users";
import { findVendorInOrg, type VendorRow, vendorServiceNames } from "@/lib/modules/vendors";
import { startNamedRun } from "@/lib/modules/workflows";
import { recordAssessmentChange } from "./change-log";
import { wakeEngine } from "./engine/job";
import { DEFAULT_NAME_FORMAT, NameFormatError, renderAssessmentName } from "./name-format";
import type { CreateAssessmentInput } from "./schemas";
import { type AssessmentRow, assessments } from "./tables";

/** POST /v1/assessments rejections are `{detail: {error}}` with 400. */
const rejected = (message: string) => new DetailError(400, { error: message });
const unique = (ids: readonly string[] | null | undefined) => [...new Set(ids ?? [])];

async function requireVendor(q: Queryable, orgId: string, vendorId: string): Promise<VendorRow> {
  try {
    return await findVendorInOrg(q, orgId, vendorId);
  } catch (error) {
    if (error instanceof ApiError && error.code === "vendor_not_found") {
      throw rejected(`vendor_id: unknown vendor ${vendorId}. Use a cbvndr_ ID of this organization.`);
    }
    throw error;
  }
}

export async function requireControlSets(q: Queryable, orgId: string, ids: string[]) {
  const found = await findControlSetsInOrg(q, orgId, ids);
  const missing = ids.find((id) => !found.some((set) => set.id === id));
  if (missing) {
    throw rejected(`control_set_ids: unknown control set ${missing}. See GET /v1/control_sets.`);
  }
  return ids.map((id) => found.find((set) => set.id === id)?.name ?? "");
}

async function requireServices(q: Queryable, orgId: string, vendorId: string, ids: string[]) {
  if (ids.length === 0) {
    return [];
  }
  const found = await vendorServiceNames(q, orgId, vendorId, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing) {
    throw rejected(`service_ids: ${missing} is not one of this vendor's services.`);
  }
  return ids.map((id) => found.get(id) ?? "");
}

async function requireSupportingDocuments(q: Queryable, orgId: string, vendorId: string, ids: string[]) {
  const found = await findDocumentsInOrg(q, orgId, ids);
  for (const id of ids) {
    const document = found.find((candidate) => candidate.id === id);
    if (!document) {
      throw rejected(`supporting_document_ids: unknown document ${id}. Upload it first with POST /v1/documents.`);
    }
    if (document.isArchived) {
      throw rejected(`supporting_document_ids: document ${id} is archived.`);
    }
    if (document.vendorId !== vendorId) {
      throw rejected(`supporting_document_ids: document ${id} belongs to another vendor.`);
    }
  }
}

export interface NewAssessmentFields {
  vendorId: string;
  name: string;
  controlSetIds: string[];
  serviceIds: string[];
  supportingDocumentIds?: string[];
  assigneeId?: string | null;
  zeroTouch?: boolean;
}

/** A new assessment's row (status created), as every creation path inserts it. */
export function newAssessmentValues(orgId: string, fields: NewAssessmentFields, now: Date) {
  return {
    id: newId("assessment"),
    orgId,
    vendorId: fields.vendorId,
    name: fields.name,
    status: "created" as const,
    controlSetIds: fields.controlSetIds,
    serviceIds: fields.serviceIds,
    supportingDocumentIds: fields.supportingDocumentIds ?? [],
    assigneeId: fields.assigneeId ?? null,
    isZeroTouch: fields.zeroTouch ?? false,
    createdAt: now,
    updatedAt: now,
  };
}

export interface CreatedAssessment {
  row: AssessmentRow;
  workflowRunId: string | null;
}

/**
 * Validates in the order of docs/api-notes.md, inserts the assessment (status created) with its
 * Assessment.Created event and change log entry (by `by`'s actor: "system" for automation), links
 * its supporting documents, queues the engine (not for a zero touch run) and starts trigger_workflow,
 * all in the caller's transaction.
 */
export async function createAssessment(
  q: Queryable,
  orgId: string,
  input: CreateAssessmentInput,
  by: Pick<ChangeContext, "actor" | "requestId"> = { actor: systemActor },
  options: {
    zeroTouch?: boolean;
    /** false: the caller analyses it itself (advanceAssessmentOffline), so the engine's job is not queued. */
    wakeEngine?: boolean;
  } = {},
): Promise<CreatedAssessment> {
  const vendor = await requireVendor(q, orgId, input.vendor_id);
  const controlSetIds = unique(input.control_set_ids);
  const serviceIds = unique(input.service_ids);
  const documentIds = unique(input.supporting_document_ids);
  const controlSetNames = await requireControlSets(q, orgId, controlSetIds);
  const serviceNames = await requireServices(q, orgId, vendor.id, serviceIds);
  if (input.assignee_id) {
    await assertOrgUserIds(q, orgId, "assignee_id", [input.assignee_id], rejected);
  }
  await requireSupportingDocuments(q, orgId, vendor.id, documentIds);
  const now = new Date();
  let name = input.name?.trim();
  if (!name) {
    try {
      const facts = { vendorName: vendor.name, controlSetNames, serviceNames, now };
      name = renderAssessmentName(input.assessment_name_format ?? DEFAULT_NAME_FORMAT, facts);
    } catch (error) {
      throw error instanceof NameFormatError ? rejected(`assessment_name_format: ${error.message}`) : error;
    }
  }
  const values = newAssessmentValues(
    orgId,
    {
      vendorId: vendor.id,
      name,
      controlSetIds,
      serviceIds,
      supportingDocumentIds: documentIds,
      assigneeId: input.assignee_id ?? null,
      zeroTouch: options.zeroTouch ?? false,
    },
    now,
  );
  const { id } = values;
  const [row] = await q.insert(assessments).values(values).returning();
  if (!row) {
    throw new Error("assessment insert returned no row");
  }
  await recordDomainEvent(q, orgId, "Assessment.Created", { assessment_id: id });
  const changeContext = { ...by, tx: q, orgId };
  await linkDocumentsToAssessment(changeContext, documentIds, id);
  if (!options.zeroTouch && options.wakeEngine !== false) {
    // A zero touch run is scored by its own module's job, never by the assessment engine.
    await wakeEngine(q, orgId, [id]);
  }
  if (!input.trigger_workflow) {
    await recordAssessmentChange(changeContext, "created", null, row);
    return { row, workflowRunId: null };
  }
  const run = await startNamedRun(q, orgId, input.trigger_workflow, { assessment_id: id, vendor_id: vendor.id }, by);
  const [withRun] = await q
    .update(assessments)
    .set({ workflowRunId: run.id })
    .where(eq(assessments.id, id))
    .returning();
  await recordAssessmentChange(changeContext, "created", null, withRun ?? row);
  return { row: withRun ?? row, workflowRunId: run.id };
}
