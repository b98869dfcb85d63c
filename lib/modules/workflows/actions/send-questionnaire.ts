import { ApiError } from "@/lib/api/errors";
import { type PortalType, portalTypes } from "@/lib/contract/portals";
import { ActionFailure, type WorkflowAction } from "@/lib/extensions/workflow-actions";
import { sendEmail } from "@/lib/mail/send";
import { openPortalRequest, portalUrl } from "@/lib/modules/portals";
import { vendorPrimaryContact } from "@/lib/modules/vendors";
import { describeSubjectAssessment, subjectAssessment, subjectVendor, vendorArtifact } from "./vendor-subject";

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DUE_DAYS = 14;

function requestType(settings: Record<string, unknown>): PortalType {
  const value = settings.questionnaire_type ?? "irq";
  if (typeof value !== "string" || !(portalTypes as readonly string[]).includes(value)) {
    throw new ActionFailure(`settings.questionnaire_type must be one of ${portalTypes.join(", ")}.`);
  }
  return value as PortalType;
}

function dueDays(settings: Record<string, unknown>): number {
  const value = settings.due_in_days ?? DEFAULT_DUE_DAYS;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new ActionFailure("settings.due_in_days must be a whole number of days, at least 1.");
  }
  return value;
}

function questionnaireIds(settings: Record<string, unknown>): string[] | undefined {
  const value = settings.questionnaire_ids;
  if (value === undefined) {
    return undefined;
  }
  if (!Array.isArray(value) || value.length > 50 || !value.every((id) => typeof id === "string" && id.length <= 100)) {
    throw new ActionFailure("settings.questionnaire_ids must be a list of at most 50 questionnaire IDs.");
  }
  return value as string[];
}

/**
 * Opens a portal request to the vendor's primary contact (type irq unless settings.questionnaire_type
 * says otherwise) and emails them its link.
 */
export const sendQuestionnaireAction: WorkflowAction = {
  type: "send_questionnaire",
  async run(context) {
    const type = requestType(context.settings);
    const chosen = questionnaireIds(context.settings);
    const days = dueDays(context.settings);
    const vendor = await subjectVendor(context);
    const assessment = await subjectAssessment(context);
    if (assessment && assessment.vendorId !== vendor.id) {
      throw new ActionFailure(
        `${describeSubjectAssessment[assessment.source]} is not an assessment of "${vendor.name}", the vendor this step acts on.`,
      );
    }
    const trigger = vendorArtifact(vendor.id, "trigger");
    const contact = vendorPrimaryContact(vendor);
    if (!contact) {
      return {
        status: "skipped",
        message: "The vendor has no primary contact email to send the questionnaire to.",
        artifacts: [trigger],
      };
    }
    const title = type === "irq" ? "Inherent risk questionnaire" : "Questionnaire";
    const portal = await openPortalRequest(context.tx, {
      orgId: context.orgId,
      vendorId: vendor.id,
      type,
      displayName: `${title}: ${vendor.name}`,
      recipientEmail: contact.email,
      dueAt: new Date(Date.now() + days * DAY_MS),
      assessmentId: assessment?.id ?? null,
      asks: assessment
        ? { kind: "control_sets", controlSetIds: assessment.controlSetIds }
        : { kind: "questionnaires", questionnaireIds: chosen },
    }).catch((error: unknown) => {
      // The API's message lists the missing IDs; the run's reader is told which setting to look at instead.
      if (error instanceof ApiError && error.code === "questionnaire_not_found") {
        throw new ActionFailure(
          "A questionnaire chosen in the step's settings is archived or not in this organization.",
        );
      }
      throw error;
    });
    const emailId = await sendEmail(context.tx, context.orgId, {
      to: contact.email,
      subject: `${title} for ${vendor.name}`,
      body: [
        `Hello${contact.name ? ` ${contact.name}` : ""},`,
        "",
        `Please complete the ${title.toLowerCase()} for ${vendor.name} within ${days} days:`,
        portalUrl(portal.id),
        "",
        "Sign in with this email address to respond.",
      ].join("\n"),
      related: { type: "portal", id: portal.id },
    });
    return {
      status: "success",
      artifacts: [
        trigger,
        { artifact_type: "portal", id: portal.id, role: "result" },
        { artifact_type: "email", id: emailId, role: "result" },
      ],
    };
  },
};
