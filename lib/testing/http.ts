import { apiApp } from "@/lib/api/app";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";
import type { BodyOptions, HttpMethod, MatchedPath, OperationOf, Schemas, TypedResult } from "./api-call-types";

export interface ApiCall {
  method?: string;
  token?: string;
  body?: unknown;
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  /** The socket address the server would see; omitted means undeterminable. */
  peer?: string;
}

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

/**
 * One HTTP request through the real API app (in-process, real database), its body `unknown`: for what
 * the OpenAPI document cannot describe (malformed input, raw bodies, unknown routes, paths walked at
 * run time). Everything else calls `callApi`, which types the answer.
 */
export async function call<T = unknown>(path: string, options: ApiCall = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
  }
  if (options.peer) {
    headers[PEER_ADDRESS_HEADER] = options.peer;
  }
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers["content-type"] ??= "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await apiApp().request(path, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON; keep the text
  }
  return { status: response.status, body: parsed as T, text, headers: response.headers };
}

/**
 * A typed request through the real API app: the path is matched to the OpenAPI document's pattern
 * (api-call-types.ts), `body` is the operation's request body, and the answer is the union of the
 * operation's documented answers. Narrow it with `expectStatus` before reading the body:
 *
 *   const created = await callApi("post", "/v1/vendors", { token, body: { name: "Acme" } });
 *   expectStatus(created, 201);
 *   created.body.id; // components["schemas"]["Vendor"]
 *
 * A body the schema rejects on purpose goes in `uncheckedBody`; a path with no such operation does not compile.
 * The document's paths outside /v1 (/api/auth/signup, /api/auth/token, the vendor portal's /api/portal/...)
 * are called the same way.
 */
export async function callApi<M extends HttpMethod, P extends `/${string}`>(
  method: M,
  path: P,
  ...[options]: [MatchedPath<M, P>] extends [never]
    ? [error: `no ${Uppercase<M>} operation in the OpenAPI document matches ${P}`]
    : Record<never, never> extends ApiCallOptions<OperationOf<M, P>>
      ? [options?: ApiCallOptions<OperationOf<M, P>>]
      : [options: ApiCallOptions<OperationOf<M, P>>]
): Promise<TypedResult<OperationOf<M, P>>> {
  const { uncheckedBody, body, ...rest } = (options ?? {}) as ApiCall & { uncheckedBody?: unknown };
  const result = await call(path, { ...rest, method: method.toUpperCase(), body: body ?? uncheckedBody });
  return result as unknown as TypedResult<OperationOf<M, P>>;
}

export type ApiCallOptions<Op> = Omit<ApiCall, "method" | "body"> & BodyOptions<Op>;

/** Fails (with the answer's text) unless `result` has `status`, and narrows its body to that status's answer. */
export function expectStatus<R extends { status: number; text: string }, S extends R["status"]>(
  result: R,
  status: S,
): asserts result is Extract<R, { status: S }> {
  if (result.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${result.status}: ${result.text}`);
  }
}

/** The body of `result`, which must have `status` (see expectStatus). */
export function bodyAt<R extends { status: number; text: string; body: unknown }, S extends R["status"]>(
  result: R,
  status: S,
): Extract<R, { status: S }>["body"] {
  expectStatus(result, status);
  return result.body;
}

/**
 * The `detail` of an `{detail: {code, message}}` error answer (ApiError in lib/api/errors.ts), for a
 * body not typed by `callApi`; fails on any other shape.
 */
export function errorDetail(body: unknown): Schemas["Error"]["detail"] {
  const detail = typeof body === "object" && body !== null && "detail" in body ? body.detail : undefined;
  if (typeof detail !== "object" || detail === null || Array.isArray(detail)) {
    throw new Error(`not an error envelope {detail: {code, message}}: ${JSON.stringify(body)}`);
  }
  return detail as Schemas["Error"]["detail"];
}

/** The entries of a FastAPI-style 422 answer (lib/api/validation.ts); fails on any other shape. */
export function validationIssues(body: unknown): Schemas["ValidationError"]["detail"] {
  const detail = typeof body === "object" && body !== null && "detail" in body ? body.detail : undefined;
  if (!Array.isArray(detail)) {
    throw new Error(`not a validation error {detail: [...]}: ${JSON.stringify(body)}`);
  }
  return detail as Schemas["ValidationError"]["detail"];
}
