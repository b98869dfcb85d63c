import { DetailError } from "@/lib/api/errors";
import { defaultControlSetIds } from "@/lib/modules/controls/service";
import { liveDocumentIdsOfVendor } from "@/lib/modules/documents/for-assessments";
import { ActionFailure, type WorkflowAction } from "@/lib/modules/workflows/actions/registry";
import { subjectVendor, vendorArtifact } from "@/lib/modules/workflows/actions/vendor-subject";
import { createAssessment } from "./create";

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
    throw new ActionFailure(`settings.${name} must be a list of IDs.`);
  }
  return value as string[];
}

/**
 * Creates an assessment of the run's vendor: settings.control_set_ids (default: the first
 * assessment plan's), settings.name_format, settings.use_vendor_documents (default true: the
 * vendor's live documents are its evidence). The engine then runs it like any other.
 */
export const createAssessmentAction: WorkflowAction = {
  type: "create_assessment",
  async run(context) {
    const vendor = await subjectVendor(context);
    const controlSetIds =
      stringList(context.settings.control_set_ids, "control_set_ids") ??
      (await defaultControlSetIds(context.tx, context.orgId));
    const format = context.settings.name_format;
    const useDocuments = context.settings.use_vendor_documents !== false;
    try {
      const { row } = await createAssessment(context.tx, context.orgId, {
        vendor_id: vendor.id,
        control_set_ids: controlSetIds,
        assessment_name_format: typeof format === "string" ? format : null,
        supporting_document_ids: useDocuments
          ? await liveDocumentIdsOfVendor(context.tx, context.orgId, vendor.id)
          : [],
      });
      return {
        status: "success",
        artifacts: [vendorArtifact(vendor.id, "trigger"), { artifact_type: "assessment", id: row.id, role: "result" }],
      };
    } catch (error) {
      if (error instanceof DetailError) {
        const detail = error.detail as { error?: string };
        throw new ActionFailure(`The assessment could not be created: ${detail.error ?? error.message}`);
      }
      throw error;
    }
  },
};
