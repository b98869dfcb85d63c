import { describeApiError, errorCodeOf } from "@/lib/web/error-message";

/**
 * The vendor's side calls /api/portal/{id} straight from the browser: same origin, with the
 * request's own HttpOnly session cookie (its path is /api/portal/{id}). No customer session is involved.
 */
export const portalApiPath = (portalId: string, path = "") => `/api/portal/${encodeURIComponent(portalId)}${path}`;

/** A non-2xx answer (status 0: the server could not be reached); `message` is a sentence to show. */
export class PortalApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Seconds from a Retry-After header (429), else null. */
  readonly retryAfter: number | null;

  constructor(status: number, body: unknown, retryAfter: number | null = null) {
    super(describeApiError(status, body));
    this.name = "PortalApiError";
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  get code(): string | undefined {
    return errorCodeOf(this.body);
  }

  /** `detail.question_ids` of a response_incomplete answer. */
  get questionIds(): string[] {
    const detail = (this.body as { detail?: { question_ids?: unknown } } | undefined)?.detail;
    const ids = detail?.question_ids;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
  }
}

export const errorMessageOf = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong. Try again.";

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

function retryAfterOf(header: string | null): number | null {
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

export interface PortalFetchOptions {
  method?: "GET" | "POST" | "PUT";
  body?: unknown;
  /** Lets the request outlive the page (a save sent as the page is hidden or closed). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

/** `portalFetch(id, "/questionnaire")`: the decoded JSON (undefined for 204); throws PortalApiError otherwise. */
export async function portalFetch<T>(portalId: string, path: string, options: PortalFetchOptions = {}): Promise<T> {
  const { method = "GET", body, keepalive, signal } = options;
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) {
    headers["content-type"] = "application/json";
  }
  let response: Response;
  try {
    response = await fetch(portalApiPath(portalId, path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
      keepalive,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    throw new PortalApiError(0, undefined);
  }
  if (response.status === 204) {
    return undefined as T;
  }
  const data = await readBody(response);
  if (!response.ok) {
    throw new PortalApiError(response.status, data, retryAfterOf(response.headers.get("retry-after")));
  }
  return data as T;
}

export interface UploadedFile {
  id: string;
  name: string;
  size: number;
}

/**
 * Uploads one file as evidence for one answer (multipart, one part named "file"), reporting progress
 * as a fraction from 0 to 1. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadEvidence(
  portalId: string,
  questionId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", portalApiPath(portalId, `/answers/${encodeURIComponent(questionId)}/files`));
    request.setRequestHeader("accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(event.loaded / event.total);
      }
    };
    request.onerror = () => reject(new PortalApiError(0, undefined));
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as UploadedFile);
      } else {
        reject(new PortalApiError(request.status, body, retryAfterOf(request.getResponseHeader("retry-after"))));
      }
    };
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
