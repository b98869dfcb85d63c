import type { ServiceContext } from "@/lib/api/context";
import { controlReferencesById } from "@/lib/modules/controls";
import { type FindingEvidence, findFindingInOrg } from "@/lib/modules/findings";
import { assessmentReferenceOf, evaluationsOfFinding } from "./finding-evaluations";

/**
 * GET /v1/findings/{id}/evidence: why the finding was raised. For a finding an assessment's analysis
 * raised: the control, the evaluation's result and rationale, and its quoted passages with their
 * documents (the latest round that kept the finding and whose control the organization still has).
 * A finding raised by hand has none of these.
 *
 * The route is the findings module's in the API (`/v1/findings/{id}/evidence`, tagged Findings), but
 * what it reads is this module's: the evaluations of an assessment's analysis. Served from here, the
 * findings module never imports assessments, which imports it (raising and archiving findings).
 */
export async function findingEvidence(ctx: ServiceContext, findingId: string): Promise<FindingEvidence> {
  const finding = await findFindingInOrg(ctx.tx, ctx.orgId, findingId);
  const evaluations = await evaluationsOfFinding(ctx.tx, ctx.orgId, finding.id);
  const controls = await controlReferencesById(
    ctx.tx,
    ctx.orgId,
    evaluations.map((evaluation) => evaluation.controlId),
  );
  const evaluation = evaluations.find((candidate) => controls.has(candidate.controlId));
  const assessment = finding.assessmentId
    ? await assessmentReferenceOf(ctx.tx, ctx.orgId, finding.assessmentId)
    : undefined;
  return {
    control: evaluation ? (controls.get(evaluation.controlId) ?? null) : null,
    result: evaluation?.result ?? null,
    rationale: evaluation?.rationale ?? null,
    evidence: (evaluation?.evidence ?? []).map((item) => ({
      document_id: item.document_id,
      document_name: item.document_name,
      quote: item.quote,
    })),
    assessment: assessment ?? null,
  };
}
