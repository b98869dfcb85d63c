import { z } from "zod";
import { fieldOfDetailError } from "@/lib/web/server-errors";
import type { FormServerErrors, UseApiFormReturn } from "@/lib/web/use-api-form";
import { DEFAULT_NAME_TEMPLATE } from "./name-template";

export const CreateAssessmentSchema = z.object({
  vendor_id: z.string().min(1, "Choose a vendor."),
  control_set_ids: z.array(z.string()).min(1, "Choose at least one control set, or a plan."),
  service_ids: z.array(z.string()),
  supporting_document_ids: z.array(z.string()),
  name: z.string().max(500, "Use at most 500 characters."),
  assessment_name_format: z.string().max(500, "Use at most 500 characters."),
  assignee_ids: z.array(z.string()),
  trigger_workflow: z.string(),
});
type CreateAssessmentValues = z.input<typeof CreateAssessmentSchema>;
export type CreateAssessmentForm = UseApiFormReturn<typeof CreateAssessmentSchema>;

export const CREATE_ASSESSMENT_DEFAULTS: CreateAssessmentValues = {
  vendor_id: "",
  control_set_ids: [],
  service_ids: [],
  supporting_document_ids: [],
  name: "",
  assessment_name_format: DEFAULT_NAME_TEMPLATE,
  assignee_ids: [],
  trigger_workflow: "",
};

/** The request's fields, as the API names them in its 400 messages. */
const API_FIELDS = [
  "vendor_id",
  "control_set_ids",
  "service_ids",
  "supporting_document_ids",
  "name",
  "assessment_name_format",
  "assignee_id",
  "trigger_workflow",
] as const;
const WORKFLOW_CODES = new Set(["workflow_not_found", "workflow_disabled"]);

/** A rejected workflow goes on the workflow field; a 400 naming a request field, on that field. */
export const CREATE_ASSESSMENT_SERVER_ERRORS: FormServerErrors<typeof CreateAssessmentSchema> = {
  fieldOf: (rejection) => {
    if (WORKFLOW_CODES.has(rejection.code ?? "")) {
      return "trigger_workflow";
    }
    const field = fieldOfDetailError(rejection, API_FIELDS);
    return field === "assignee_id" ? "assignee_ids" : field;
  },
};
