import { z } from "@hono/zod-openapi";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { ErrorEnvelope, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { findReassessmentInOrg } from "../read";

export const tags = ["Reassessments"];

/** Another organization's reassessment is a 404 before the body is read. */
export const requireReassessmentInOrg = requireInOrg("reassessment_id", findReassessmentInOrg);

/**
 * A state-machine refusal and a schema failure are both 422 here: the coded envelope
 * (reassessment_immutable, invalid_reassessment_state) or the validation array.
 */
export const stateErrors = (note: string) => ({
  422: json(
    z.union([ErrorEnvelope, ValidationErrorEnvelope]),
    `${note} A body that fails schema validation is a 422 with the validation array.`,
  ),
});

export const immutableNote = "reassessment_immutable: the reassessment is run or dismissed.";
export const lockedNote = "invalid_reassessment_state: confirmed (the vendor set is locked);";
export const pendingNote =
  "invalid_reassessment_state: vendors are still being added (a set larger than 250 is written in batches; try again in a moment);";
