import { z } from "@hono/zod-openapi";
import { ErrorEnvelope, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { errorCodes } from "@/lib/contract/error-codes";

/**
 * A contract write's 400 and 422 (spread after commonErrors, whose 422 they replace): invalid_contract
 * from the error table and vendor_not_found with the second status the specification gives it here
 * (secondStatuses in lib/contract/error-codes.ts); invalid_term or the validation array.
 */
export const contractWriteErrors = {
  400: json(
    ErrorEnvelope,
    "invalid_contract: unknown or another organization's parent contract, lifecycle status (of entity contract) " +
      "or owner, or a parent that would make a cycle (the message names the field). " +
      `vendor_not_found: ${errorCodes.vendor_not_found.message} (an unknown or another organization's vendor_id).`,
  ),
  422: json(
    z.union([ErrorEnvelope, ValidationErrorEnvelope]),
    "invalid_term: effective_date, term_start_date and expiration_date out of order (the message names the two " +
      "fields). A body that fails schema validation (bounds, enums, amount, currency, workflow_state) is a 422 " +
      "with the validation array.",
  ),
};
