import { z } from "@hono/zod-openapi";
import { type CodeWithStatus, type ErrorCode, errorCodes } from "@/lib/contract/error-codes";

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

/** A route's required JSON request body (`request: { body: jsonBody(Schema) }`). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true as const };
}

const errorResponse = (description: string) => json(ErrorEnvelope, description);

/** The 403 codes any authenticated /v1 route may answer (each a 403 in the error table). */
const forbiddenCodes = [
  "ip_not_allowed",
  "insufficient_scope",
  "insufficient_role",
  "scope_grant_forbidden",
] as const satisfies readonly CodeWithStatus<403>[];

/** Responses every authenticated /v1 route may give. */
export const commonErrors = {
  401: json(PlainDetail, "Missing, invalid, expired or revoked credential, or a role not allowed on the API."),
  403: errorResponse(`Forbidden: ${forbiddenCodes.join(", ")}.`),
  422: json(ValidationErrorEnvelope, "Request failed schema validation."),
} as const;

/**
 * A route's error responses generated from the error table: each code goes under its table status,
 * described by `note` or else by its default message, e.g.
 * `errorsFor({ invalid_service: "empty name, or an unknown tag or user ID.", vendor_not_found: true })`
 * gives `400: "invalid_service: empty name, …"` and `404: "vendor_not_found: Vendor not found."`.
 */
export function errorsFor(codes: Partial<Record<ErrorCode, string | true>>) {
  const byStatus = new Map<number, string[]>();
  for (const [code, note] of Object.entries(codes) as [ErrorCode, string | true][]) {
    const { status, message } = errorCodes[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), `${code}: ${note === true ? message : note}`]);
  }
  return Object.fromEntries([...byStatus].map(([status, lines]) => [status, errorResponse(lines.join(" "))]));
}
