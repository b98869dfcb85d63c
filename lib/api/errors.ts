import { type ErrorCode, errorCodes, type NotFoundCode } from "@/lib/contract/error-codes";

/**
 * The spec's error envelopes, in one place:
 * - ApiError → `{detail: {code, message}}`
 * - DetailError → `{detail: <string or object>}` (the plain-string 401s, IP allowlist 422 `{error, value}`,
 *   assessment create `{error}`)
 * Schema failures become FastAPI-style 422 arrays in validation.ts. Each ApiError code's status and
 * default message come from the table in error-codes.ts (`apiError`, `notFound`).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Further keys of `detail` beside code and message (validation_failed's `error`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export class DetailError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === "string" ? detail : JSON.stringify(detail));
    this.name = "DetailError";
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isDetailError = (error: unknown): error is DetailError => error instanceof DetailError;

export const INVALID_KEY_MESSAGE = "Invalid or expired API key.";
export const UNAUTHORIZED_ROLE_MESSAGE = "Unauthorized role.";
export const NOT_AUTHENTICATED_MESSAGE = "Not authenticated.";

/**
 * The ApiError of a code in the error table: its status always, its default message unless the call
 * site names the problem more precisely (`apiError("invalid_update", "Unknown status ID x.")`).
 */
export const apiError = (code: ErrorCode, message?: string, headers?: Record<string, string>): ApiError =>
  new ApiError(errorCodes[code].status, code, message ?? errorCodes[code].message, headers);

/** An error of the table whose `detail` carries further keys beside code and message. */
export const apiErrorWith = (code: ErrorCode, message: string, extra: Record<string, unknown>): ApiError =>
  new ApiError(errorCodes[code].status, code, message, {}, extra);

/**
 * A 404 of the error table: "Vendor not found." and the like. `what` is optional: the table's
 * default message is already "<What> not found." for every not-found code.
 */
export const notFound = (code: NotFoundCode, what?: string): ApiError =>
  apiError(code, what === undefined ? undefined : `${what} not found.`);

export const invalidCredential = () => new DetailError(401, INVALID_KEY_MESSAGE, { "WWW-Authenticate": "Bearer" });
export const unauthorizedRole = () => new DetailError(401, UNAUTHORIZED_ROLE_MESSAGE, { "WWW-Authenticate": "Bearer" });
export const notAuthenticated = () => new DetailError(401, NOT_AUTHENTICATED_MESSAGE, { "WWW-Authenticate": "Bearer" });
