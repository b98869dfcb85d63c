import { z } from "@hono/zod-openapi";
import { ErrorEnvelope, json, ValidationErrorEnvelope } from "@/lib/api/responses";

/**
 * The 422 of a webhook write (spread after commonErrors, whose 422 it replaces): invalid_event_types in the
 * coded envelope, or the validation array.
 */
export const eventTypeErrors = {
  422: json(
    z.union([ErrorEnvelope, ValidationErrorEnvelope]),
    "invalid_event_types: an event type not in the catalog (case-sensitive; the message names it). A body that " +
      "fails schema validation is a 422 with the validation array.",
  ),
};
