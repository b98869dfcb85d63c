import { errorCodeOf, httpFailureMessage, UNREACHABLE_MESSAGE } from "./error-code";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary); wins over `body`. */
  formData?: FormData;
  /** Sent as the `Idempotency-Key` header, for safe retries of POSTs. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

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
 * Calls the web app's API proxy: `apiFetch("/vendors?limit=50")` → `GET /api/v1/vendors?limit=50`.
 * Resolves with the decoded JSON (undefined for 204); throws ApiRequestError on non-2xx.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const { method = "GET", body, formData, idempotencyKey, signal } = options;
  const headers = new Headers({ accept: "application/json" });
  let requestBody: BodyInit | undefined;
  if (formData) {
    requestBody = formData;
  } else if (body !== undefined) {
    headers.set("content-type", "application/json");
    requestBody = JSON.stringify(body);
  }
  if (idempotencyKey) {
    headers.set("idempotency-key", idempotencyKey);
  }

  let response: Response;
  try {
    response = await fetch(`/api/v1${path.startsWith("/") ? path : `/${path}`}`, {
      method,
      headers,
      body: requestBody,
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    // Aborts stay aborts; a network failure becomes status 0 ("The server couldn't be reached.").
    if (signal?.aborted || (error instanceof DOMException && error.name === "AbortError")) {
      throw error;
    }
    throw new ApiRequestError(0, undefined, UNREACHABLE_MESSAGE);
  }

  if (response.status === 204 || response.status === 205) {
    return undefined as T;
  }
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && errorCodeOf(data) === "not_signed_in") {
      redirectToSignIn();
    }
    throw await failureOf(response.status, data);
  }
  return data as T;
}

/** A list call's query string from API parameter names; undefined, null, "" and false are left out. */
export function searchOf(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "" && value !== false) {
      search.set(key, String(value));
    }
  }
  return search.toString();
}
