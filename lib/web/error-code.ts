// The little of an API error the client needs before it has loaded error-message.ts: the code (a
// 401 sends the person to sign in) and the sentences for when nothing else can be loaded.

export const UNREACHABLE_MESSAGE = "The server couldn't be reached. Check your connection and try again.";

export const httpFailureMessage = (status: number) => `Something went wrong (HTTP ${status}).`;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function detailOf(body: unknown): unknown {
  return isRecord(body) ? body.detail : undefined;
}

/** The `{detail: {code}}` code, if the body has one. */
export function errorCodeOf(body: unknown): string | undefined {
  const detail = detailOf(body);
  return isRecord(detail) && typeof detail.code === "string" ? detail.code : undefined;
}
