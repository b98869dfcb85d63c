import { isApiRequestError } from "@/lib/web/api-client";

/** The entry an allowlist save was rejected for, and the sentence to show next to it. */
export interface EntryError {
  value: string;
  message: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A 422 `{detail: {error, value}}` (invalid CIDR) as an entry error; null for any other failure. */
export function entryErrorOf(error: unknown): EntryError | null {
  if (!isApiRequestError(error) || error.status !== 422 || !isRecord(error.body)) {
    return null;
  }
  const detail = error.body.detail;
  if (!isRecord(detail) || typeof detail.error !== "string" || typeof detail.value !== "string") {
    return null;
  }
  // error.message is describeApiError's sentence: "Invalid CIDR: host bits are set. (10.0.0.1/8)".
  return { value: detail.value, message: error.message };
}

export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((entry, index) => entry === b[index]);
}
