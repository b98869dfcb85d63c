import { errorCodeOf, httpFailureMessage, UNREACHABLE_MESSAGE } from "./error-code";

/** A non-2xx answer from `/api/v1/...` (status 0: network failure); `message` is already a readable sentence. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: unknown;

  /** `message`: from `describeApiError` (error-message.ts; `apiRequestError` there makes one with it). */
  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.body = body;
  }

  /** The `{detail: {code}}` code, when the body has one. */
  get code(): string | undefined {
    return errorCodeOf(this.body);
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The error for a failed answer, its sentence from error-message.ts (loaded now, the first time one fails). */
async function failureOf(status: number, body: unknown): Promise<ApiRequestError> {
  try {
    const { describeApiError } = await import("./error-message");
    return new ApiRequestError(status, body, describeApiError(status, body));
  } catch {
    return new ApiRequestError(status, body, httpFailureMessage(status));
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function redirectToSignIn(): void {
  if (typeof window === "undefined") {
    return;
  }
  const { pathname, search } = window.location;
  if (pathname.startsWith("/signin")) {
    return;
  }
  window.location.assign(`/signin?callbackUrl=${encodeURIComponent(pathname + search)}`);
}

/**
 * Sends a request to the web app's API proxy (`/api/v1/...`, the session cookie same-origin) and
 * resolves with its 2xx response; throws ApiRequestError on any other answer (after sending the
 * person to sign in when the session ended) and status 0 on a network failure. Aborts stay aborts.
 * The typed client (api.ts) sends every call through it.
 */
export async function proxyFetch(request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (request.signal.aborted || (error instanceof DOMException && error.name === "AbortError")) {
      throw error;
    }
    throw new ApiRequestError(0, undefined, UNREACHABLE_MESSAGE);
  }
  if (response.ok) {
    return response;
  }
  const data = await readBody(response);
  if (response.status === 401 && errorCodeOf(data) === "not_signed_in") {
    redirectToSignIn();
  }
  throw await failureOf(response.status, data);
}
