/**
 * The spec's error envelopes, in one place:
 * - ApiError → `{detail: {code, message}}`
 * - DetailError → `{detail: <string or object>}` (the plain-string 401s, IP allowlist 422 `{error, value}`,
 *   assessment create `{error}`)
 * Schema failures become FastAPI-style 422 arrays in validation.ts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
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

export const INVALID_KEY_MESSAGE = "Invalid or expired API key.";
export const UNAUTHORIZED_ROLE_MESSAGE = "Unauthorized role.";
export const NOT_AUTHENTICATED_MESSAGE = "Not authenticated.";

export const notFound = (code: string, what: string) => new ApiError(404, code, `${what} not found.`);
export const invalidCredential = () => new DetailError(401, INVALID_KEY_MESSAGE, { "WWW-Authenticate": "Bearer" });
export const unauthorizedRole = () => new DetailError(401, UNAUTHORIZED_ROLE_MESSAGE, { "WWW-Authenticate": "Bearer" });
export const notAuthenticated = () => new DetailError(401, NOT_AUTHENTICATED_MESSAGE, { "WWW-Authenticate": "Bearer" });
