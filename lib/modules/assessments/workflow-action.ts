import { DetailError } from "@/lib/api/errors";
import { type ActionContext, ActionFailure, type WorkflowAction } from "@/lib/extensions/workflow-actions";
import { defaultControlSetIds, findControlSetsInOrg } from "@/lib/modules/controls";
import { liveDocumentIdsOfVendor } from "@/lib/modules/documents";
import { subjectVendor, vendorArtifact } from "@/lib/modules/workflows";
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
 * The control sets the assessment is made on: settings.control_set_ids, else the first assessment
 * plan's. A missing one fails the step in words naming where it came from, not its ID.
 */
async function chosenControlSetIds(context: ActionContext): Promise<string[]> {
  const fromSettings = stringList(context.settings.control_set_ids, "control_set_ids");
  const ids = fromSettings ?? (await defaultControlSetIds(context.tx, context.orgId));
  const found = new Set((await findControlSetsInOrg(context.tx, context.orgId, ids)).map((set) => set.id));
  const missing = new Set(ids.filter((id) => !found.has(id))).size;
  if (missing === 0) {
    return ids;
  }
  const where = fromSettings ? "in the step's settings" : "of the organization's first assessment plan";
  throw new ActionFailure(
    missing === 1
      ? `A control set ${where} is not in this organization (it may have been deleted).`
      : `${missing} control sets ${where} are not in this organization (they may have been deleted).`,
  );
}

const NAME_FORMAT_REJECTION = "assessment_name_format: ";

/** createAssessment's 400 text names fields and IDs for integrators; the step says it in the run's words. */
function creationFailure(detail: string, vendorName: string): ActionFailure {
  if (detail.startsWith(NAME_FORMAT_REJECTION)) {
    return new ActionFailure(
      `The name format in the step's settings is not valid: ${detail.slice(NAME_FORMAT_REJECTION.length)}`,
    );
  }
  // The API's reason, with any resource ID it names replaced by words: the run's page shows this text.
  const reason = detail.replace(/\bcb[a-z]+_[A-Za-z0-9]+/g, "a record");
  return new ActionFailure(`The assessment of "${vendorName}" could not be created: ${reason}`);
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
    const controlSetIds = await chosenControlSetIds(context);
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
        throw creationFailure(detail.error ?? error.message, vendor.name);
      }
      throw error;
    }
  },
};
