import type { ServiceContext } from "@/lib/api/context";
import {
  advanceAssessmentOffline,
  approveAssessment,
  archiveAssessment,
  createAssessment,
  renderAssessmentName,
} from "@/lib/modules/assessments";
import { iso27001ControlSet, listControlSets, soc2ControlSet } from "@/lib/modules/controls";
import { createGeneratedDocument } from "@/lib/modules/documents";
import { createFinding, listFindings, updateFinding } from "@/lib/modules/findings";
import { createObligation } from "@/lib/modules/obligations";
import { listStatuses } from "@/lib/modules/taxonomy";
import { idByName } from "./defaults";
import type { PreparedEvidence } from "./evidence-files";
import { newHistory, type SampleHistory, writeAssessmentHistory, writeSampleHistory } from "./history";
import type { SampleStep, StepContext } from "./load";
import { EVIDENCE_PLANS, type EvidencePlan, FINDING_PLANS, type FindingStatusName } from "./risk-plan";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const NAME_FORMAT = "{vendor_name} {year} {quarter} {control_sets} review";
// Triage of an approved assessment's findings, in turn: status and due date (days from signup).
const TRIAGE: [FindingStatusName, number][] = [
  ["Resolved", -45],
  ["In progress", -12],
  ["Risk accepted", 90],
  ["Open", 21],
  ["In progress", 35],
  ["Open", -4],
];
const OBLIGATION_DUE_DAYS = [-20, 14, 30, 60];

export interface SampleVendorRef {
  id: string;
  name: string;
  serviceIds: string[];
}

export interface SampleProgramInput {
  step: SampleStep;
  vendors: Map<string, SampleVendorRef>;
  adminUserId: string;
  /** Members who own work with the admin (assignees) and review assessments (approvers). */
  colleagues: string[];
  evidence: PreparedEvidence;
  now: Date;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const unixDaysFrom = (now: Date, days: number) => Math.floor((now.getTime() + days * DAY_MS) / 1000);

/** Work goes round the admin and the colleagues. */
function assignee(input: SampleProgramInput, turn: number): string {
  const people = [input.adminUserId, ...input.colleagues];
  return people[turn % people.length] ?? input.adminUserId;
}

/**
 * The risk program on top of the portfolio: the planned vendors' documents and the obligations they
 * carry, assessments in every state (historical ones analysed here by the engine, two left for the
 * worker), the findings analysts raised and triaged, then the dates that make it a history. One
 * step per evidence plan.
 */
export async function loadSampleRiskProgram(input: SampleProgramInput): Promise<void> {
  const { step, now } = input;
  const { sets, statuses } = await step(async (ctx) => ({
    sets: (await listControlSets(ctx)).items,
    statuses: (await listStatuses(ctx, "finding")).items,
  }));
  const status = (name: FindingStatusName) => idByName(statuses, name);
  const controlSets = {
    soc2: { id: idByName(sets, soc2ControlSet.name), name: soc2ControlSet.name },
    iso27001: { id: idByName(sets, iso27001ControlSet.name), name: iso27001ControlSet.name },
  };
  const history = newHistory();

  for (const [index, plan] of EVIDENCE_PLANS.entries()) {
    const vendor = input.vendors.get(plan.vendor);
    if (!vendor) {
      throw new Error(`sample data: vendor ${plan.vendor} was not created`);
    }
    const planned = plan.assessment;
    const created = await step(async (ctx) => {
      const documentIds = await addDocuments(ctx, input, plan, vendor, index, history);
      if (!planned) {
        return undefined;
      }
      const fields = {
        vendor_id: vendor.id,
        control_set_ids: [controlSets[planned.controlSet].id],
        service_ids: vendor.serviceIds.slice(0, 1),
        supporting_document_ids: documentIds,
        assignee_id: assignee(input, index),
        name: renderAssessmentName(NAME_FORMAT, {
          vendorName: vendor.name,
          controlSetNames: [controlSets[planned.controlSet].name],
          serviceNames: [],
          now: daysBefore(now, planned.daysAgo),
        }),
      };
      // Left `created`, the worker analyses it after signup; else it is analysed here, below.
      const wakeEngine = planned.stage === "created";
      return {
        orgId: ctx.orgId,
        id: (await createAssessment(ctx.tx, ctx.orgId, fields, undefined, { wakeEngine })).row.id,
      };
    });
    if (created && planned && planned.stage !== "created") {
      // The analysis is CPU: outside the steps, its writes a batch per transaction.
      await advanceAssessmentOffline(created.orgId, created.id);
      const reviewer = input.colleagues[index % input.colleagues.length] ?? input.adminUserId;
      await step((ctx) => settleAssessment(ctx, input, plan, created.id, reviewer, status, history));
    }
  }

  await step(async (ctx) => {
    for (const finding of FINDING_PLANS) {
      const vendor = input.vendors.get(finding.vendor);
      if (vendor) {
        const created = await createFinding(ctx, {
          vendor_id: vendor.id,
          title: finding.title,
          body: finding.body,
          finding_status_id: status(finding.status),
          due_date: finding.dueInDays === null ? null : unixDaysFrom(now, finding.dueInDays),
        });
        history.findings.push({ id: created.id, at: daysBefore(now, finding.createdDaysAgo) });
      }
    }
  });
  await step((ctx) => writeSampleHistory(ctx.tx, ctx.orgId, history));
  for (const dates of history.assessments) {
    await step((ctx) => writeAssessmentHistory(ctx.tx, ctx.orgId, dates));
  }
}

/** The vendor's documents, each with the obligations it leaves to the organization. */
async function addDocuments(
  ctx: ServiceContext,
  input: SampleProgramInput,
  plan: EvidencePlan,
  vendor: SampleVendorRef,
  index: number,
  history: SampleHistory,
): Promise<string[]> {
  const { now } = input;
  const received = daysBefore(now, plan.receivedDaysAgo);
  const ids: string[] = [];
  for (const [position, file] of (input.evidence.byVendor.get(plan.vendor) ?? []).entries()) {
    const fields = {
      vendor_id: vendor.id,
      name: file.document.name,
      document_type: file.document.documentType,
      service_ids: vendor.serviceIds.slice(0, 1),
      assessment_ids: [],
    };
    const document = await createGeneratedDocument(ctx, fields, file.stored, file.text);
    const at = new Date(received.getTime() + position * 7 * MINUTE_MS);
    history.documents.push({ id: document.id, at });
    ids.push(document.id);
    for (const [order, statement] of file.obligations.entries()) {
      // Obligations of an approved assessment's evidence are mostly met; elsewhere mostly still open.
      const isSatisfied = plan.assessment?.stage === "complete" ? order < 3 : plan.receivedDaysAgo > 60 && order === 0;
      const obligation = await createObligation(ctx, {
        statement,
        status: isSatisfied ? "satisfied" : "not_satisfied",
        vendor_document_id: document.id,
        assignee_id: assignee(input, index + order),
        due_date: unixDaysFrom(now, OBLIGATION_DUE_DAYS[order % OBLIGATION_DUE_DAYS.length] ?? 30),
      });
      history.obligations.push({ id: obligation.id, at });
    }
  }
  return ids;
}

/**
 * Brings an analysed assessment to its planned state: a colleague approves it, or it is archived;
 * an approved assessment's findings are triaged.
 */
async function settleAssessment(
  ctx: StepContext,
  input: SampleProgramInput,
  plan: EvidencePlan,
  assessmentId: string,
  reviewer: string,
  status: (name: FindingStatusName) => string,
  history: SampleHistory,
): Promise<void> {
  const { now } = input;
  const stage = plan.assessment?.stage ?? "created";
  const daysAgo = plan.assessment?.daysAgo ?? 0;
  // An approved assessment was started about two weeks before its approval.
  const createdAt = daysBefore(now, stage === "complete" ? daysAgo + 12 : daysAgo);
  const dates = { id: assessmentId, createdAt, analysedAt: new Date(createdAt.getTime() + 9 * MINUTE_MS) };
  if (stage === "complete") {
    const reviewerCtx: ServiceContext = { ...ctx, actor: { type: "user", userId: reviewer, role: "org:member" } };
    await approveAssessment(reviewerCtx, assessmentId);
    const filters = { assessment_id: assessmentId, is_archived: false, limit: 200, offset: 0 };
    // Raised in one transaction, they share a creation time: triage them in control order instead.
    const raised = (await listFindings(ctx, filters)).items.sort((a, b) => a.title.localeCompare(b.title));
    for (const [order, finding] of raised.entries()) {
      const [name, dueInDays] = TRIAGE[order % TRIAGE.length] ?? ["Open", 30];
      await updateFinding(ctx, {
        findingId: finding.id,
        body: { finding_status_id: status(name), due_date: unixDaysFrom(now, dueInDays) },
      });
    }
    history.assessments.push({ ...dates, approvedAt: daysBefore(now, daysAgo) });
  } else if (stage === "canceled") {
    await archiveAssessment(ctx, assessmentId);
    history.assessments.push({ ...dates, archivedAt: daysBefore(now, Math.max(0, daysAgo - 15)) });
  } else {
    history.assessments.push(dates);
  }
}
