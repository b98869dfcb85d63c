import { z } from "@hono/zod-openapi";

export const ErrorEnvelope = z
  .object({ detail: z.object({ code: z.string(), message: z.string() }) })
  .openapi("Error", { example: { detail: { code: "vendor_not_found", message: "Vendor not found." } } });

export const PlainDetail = z
  .object({ detail: z.string() })
  .openapi("PlainDetailError", { example: { detail: "Invalid or expired API key." } });

export const ValidationErrorEnvelope = z
  .object({
    detail: z.array(z.object({ loc: z.array(z.union([z.string(), z.number()])), msg: z.string(), type: z.string() })),
  })
  .openapi("ValidationError");

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { "application/json": { schema } }, description };
}

const errorResponse = (description: string) => json(ErrorEnvelope, description);

/** Responses every authenticated /v1 route may give. */
export const commonErrors = {
  401: json(PlainDetail, "Missing, invalid, expired or revoked credential, or a role not allowed on the API."),
  403: errorResponse("Forbidden: ip_not_allowed, insufficient_scope, insufficient_role, scope_grant_forbidden."),
  422: json(ValidationErrorEnvelope, "Request failed schema validation."),
} as const;

export const notFoundError = (description: string) => ({ 404: errorResponse(description) });
export const errorResponses = (entries: Record<number, string>) =>
  Object.fromEntries(Object.entries(entries).map(([status, description]) => [status, errorResponse(description)]));
