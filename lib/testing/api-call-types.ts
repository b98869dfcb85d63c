import type { components, paths } from "@/lib/web/api-types.generated";

/**
 * Types of a typed API call in tests (`callApi` in http.ts), all read from the OpenAPI document's
 * generated types (lib/web/api-types.generated.ts), the ones the web half's client uses.
 *
 * A call names its method and a concrete path (`/v1/vendors/${id}`, with or without `?query`); the
 * path is matched to the document's pattern ("/v1/vendors/{vendor_id}") at the type level, the most
 * specific pattern winning (`/v1/vendors/export` is not `/v1/vendors/{vendor_id}`). The answer is a
 * union over the operation's documented statuses, each with its own body: narrow it with
 * `expectStatus(result, 201)` (or read one with `bodyAt(result, 404)`) before reading the body.
 */

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export type Schemas = components["schemas"];

/** "/v1/vendors/{vendor_id}/services" → `/v1/vendors/${string}/services`. */
export type PathPattern<P extends string> = P extends `${infer A}{${string}}${infer B}`
  ? `${A}${string}${PathPattern<B>}`
  : P;

type Patterns = { [K in keyof paths]: PathPattern<K> };

type WithoutQuery<P extends string> = P extends `${infer A}?${string}` ? A : P;

/** The paths that have an operation for `M`. */
export type PathsWithOperation<M extends HttpMethod> = {
  [K in keyof paths]: paths[K] extends Record<M, object> ? K : never;
}[keyof paths];

type Candidates<M extends HttpMethod, P extends string> = {
  [K in PathsWithOperation<M>]: WithoutQuery<P> extends Patterns[K] ? K : never;
}[PathsWithOperation<M>];

/** Of the patterns a path matches, those no other matching pattern is narrower than. */
type MostSpecific<C extends keyof paths> = {
  [K in C]: [{ [K2 in C]: K2 extends K ? never : Patterns[K2] extends Patterns[K] ? K2 : never }[C]] extends [never]
    ? K
    : never;
}[C];

/** The document's path pattern a concrete path calls with method `M` (never: no such operation). */
export type MatchedPath<M extends HttpMethod, P extends string> = MostSpecific<Candidates<M, P>>;

export type OperationOf<M extends HttpMethod, P extends string> =
  MatchedPath<M, P> extends infer K ? (K extends keyof paths ? paths[K][M & keyof paths[K]] : never) : never;

type JsonOf<R> = R extends { content: { "application/json": infer J } } ? J : null;

/** One documented answer per status: `{status: 201, body: Vendor} | {status: 404, body: Error} | …`. */
export type Answer<Op> = Op extends { responses: infer Rs }
  ? { [S in keyof Rs]: { status: S; body: JsonOf<Rs[S]> } }[keyof Rs]
  : never;

export type TypedResult<Op> = Answer<Op> & { text: string; headers: Headers };

/** The 2xx JSON answer of an operation (null for 204). */
export type SuccessBody<Op> = Extract<Answer<Op>, { status: 200 | 201 | 202 | 204 }>["body"];

type JsonRequest<RB> = RB extends { content: { "application/json": infer B } } ? B : never;

/**
 * `body` is the operation's JSON request body (required when the document requires one). A test that
 * sends a body the schema rejects on purpose says so with `uncheckedBody` instead.
 */
export type BodyOptions<Op> =
  | (Op extends { requestBody: infer RB }
      ? [JsonRequest<RB>] extends [never]
        ? { body?: never; uncheckedBody?: never }
        : { body: JsonRequest<RB>; uncheckedBody?: never }
      : Op extends { requestBody?: infer RB }
        ? [JsonRequest<NonNullable<RB>>] extends [never]
          ? { body?: never; uncheckedBody?: never }
          : { body?: JsonRequest<NonNullable<RB>>; uncheckedBody?: never }
        : { body?: never; uncheckedBody?: never })
  | { body?: never; uncheckedBody: unknown };

/** The error shapes the API answers with (lib/api/errors.ts, lib/api/validation.ts). */
export type ErrorBody = Schemas["Error"] | Schemas["PlainDetailError"] | Schemas["ValidationError"];
