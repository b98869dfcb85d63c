/**
 * One place that turns any API error envelope into a sentence a person understands:
 * - `{detail: {code, message}}` (ApiError; the web proxy's own errors use it too)
 * - `{detail: "plain string"}` (401s such as "Invalid or expired API key.")
 * - `{detail: [{loc, msg, type}]}` (FastAPI-style 422 validation errors)
 * - `{detail: {error, value}}` / `{detail: {error}}`
 * The API client loads it when an answer fails, so no page carries it before then.
 */

import { ApiRequestError } from "./api-client";
import { detailOf, errorCodeOf, httpFailureMessage, isRecord, UNREACHABLE_MESSAGE } from "./error-code";

export { errorCodeOf };

export interface ValidationEntry {
  loc: (string | number)[];
  msg: string;
  type?: string;
}

/** Codes whose meaning is fixed; the server's message is used for everything else. */
const CODE_MESSAGES: Record<string, string> = {
  insufficient_scope: "You don't have permission to do this: a required access scope is missing.",
  insufficient_role: "Your role in this organization doesn't allow this action. Ask an admin for access.",
  scope_grant_forbidden: "Scopes can only be granted by an admin signed in to the dashboard.",
  ip_not_allowed: "Requests from your network address aren't allowed by this organization's IP allowlist.",
  invalid_name: "Enter a name; it can't be empty.",
  api_key_not_found: "That API key no longer exists. It may have been deleted.",
  api_key_inactive: "That API key is no longer active. It has been revoked or has expired.",
  org_not_found: "The organization couldn't be found.",
  user_not_found: "That user isn't in this organization any more.",
  last_admin: "This is the organization's only active admin. Make someone else an admin first.",
  not_signed_in: "Your session has ended. Sign in again to continue.",
  invalid_credentials: "Incorrect email or password.",
  too_many_attempts: "Too many failed attempts. Wait a little and try again.",
  user_exists: "An account with this email already exists. Try signing in instead.",
  signup_closed: "Sign-up is closed. Ask an admin of your organization for an invitation.",
  cross_origin_request: "This change was blocked because it didn't come from this app. Reload the page and try again.",
  upstream_timeout: "The server took too long to answer. Try again in a moment.",
  upstream_unavailable: "The server couldn't be reached. Check your connection and try again.",
  not_enabled: "This module isn't enabled for your organization.",
  internal_error: "Something went wrong on our side. Try again, and contact support if it keeps happening.",
};

/** Codes whose server message carries details worth keeping (e.g. "Try again in 42 seconds."). */
const PREFER_SERVER_MESSAGE = new Set(["too_many_attempts", "internal_error"]);

const PLAIN_MESSAGES: Record<string, string> = {
  "Invalid or expired API key.": "Your credentials are invalid or have expired. Sign in again.",
  "Unauthorized role.": "Your role doesn't allow this action.",
  "Not authenticated.": "You need to sign in to do this.",
};

/** Location prefixes FastAPI puts first in `loc`; they mean nothing to the person filling a form. */
const LOCATION_PREFIXES = new Set(["body", "query", "path", "header", "cookie"]);

function isValidationEntry(value: unknown): value is ValidationEntry {
  return isRecord(value) && Array.isArray(value.loc) && typeof value.msg === "string";
}

/** `["body", "scopes", 0]` → `"scopes.0"`; `["body"]` → `""`. */
export function fieldPath(loc: (string | number)[]): string {
  const parts = loc.length > 0 && LOCATION_PREFIXES.has(String(loc[0])) ? loc.slice(1) : loc;
  return parts.map(String).join(".");
}

function describeValidation(entries: ValidationEntry[]): string {
  return entries
    .map((entry) => {
      const path = fieldPath(entry.loc);
      return path ? `${path}: ${entry.msg}` : entry.msg;
    })
    .join("; ");
}

function stringifyValue(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function fallback(status: number): string {
  return status === 0 ? UNREACHABLE_MESSAGE : httpFailureMessage(status);
}

export function describeApiError(status: number, body: unknown): string {
  const detail = detailOf(body);

  if (typeof detail === "string" && detail.trim()) {
    return PLAIN_MESSAGES[detail] ?? detail;
  }

  if (Array.isArray(detail)) {
    const entries = detail.filter(isValidationEntry);
    return entries.length > 0 ? describeValidation(entries) : fallback(status);
  }

  if (isRecord(detail)) {
    const message = typeof detail.message === "string" && detail.message.trim() ? detail.message : undefined;
    if (typeof detail.code === "string") {
      const known = CODE_MESSAGES[detail.code];
      if (known && !(PREFER_SERVER_MESSAGE.has(detail.code) && message)) {
        return known;
      }
    }
    if (message) {
      return message;
    }
    if (typeof detail.error === "string" && detail.error.trim()) {
      return "value" in detail && detail.value !== undefined && detail.value !== null
        ? `${detail.error} (${stringifyValue(detail.value)})`
        : detail.error;
    }
  }

  return fallback(status);
}

/**
 * 422 entries as `{ "name": "Field required", "scopes.0": "..." }` for inline form errors (first message wins).
 * Errors about the whole body (`loc: ["body"]`) land under the key `""`.
 */
export function fieldErrorsFrom422(body: unknown): Record<string, string> {
  const detail = detailOf(body);
  const errors: Record<string, string> = {};
  if (!Array.isArray(detail)) {
    return errors;
  }
  for (const entry of detail) {
    if (isValidationEntry(entry)) {
      const path = fieldPath(entry.loc);
      if (!Object.hasOwn(errors, path)) {
        errors[path] = entry.msg;
      }
    }
  }
  return errors;
}

/** An ApiRequestError with its sentence, for callers that make one themselves (uploads, sign-up, tests). */
export function apiRequestError(status: number, body: unknown): ApiRequestError {
  return new ApiRequestError(status, body, describeApiError(status, body));
}
