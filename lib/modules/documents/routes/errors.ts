import { z } from "@hono/zod-openapi";
import { ErrorEnvelope, json, ValidationErrorEnvelope } from "@/lib/api/responses";

/**
 * The 422 of a document write that takes a document_type (spread after commonErrors, whose 422 it
 * replaces): invalid_document_type in the coded envelope, or the validation array.
 */
export const documentTypeErrors = {
  422: json(
    z.union([ErrorEnvelope, ValidationErrorEnvelope]),
    "invalid_document_type: a document_type that is not a known slug (the message lists them). A body that " +
      "fails schema validation is a 422 with the validation array.",
  ),
};
