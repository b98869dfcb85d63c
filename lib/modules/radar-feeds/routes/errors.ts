import { z } from "@hono/zod-openapi";
import { ErrorEnvelope, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { errorCodes } from "@/lib/contract/error-codes";

/**
 * The 422 of a write that may add a feed source that is not archived (spread after commonErrors, whose
 * 422 it replaces): radar_source_limit in the coded envelope, or the validation array.
 */
export const sourceLimitErrors = {
  422: json(
    z.union([ErrorEnvelope, ValidationErrorEnvelope]),
    `radar_source_limit: ${errorCodes.radar_source_limit.message} A body that fails schema validation is a 422 ` +
      "with the validation array.",
  ),
};
