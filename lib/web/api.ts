import createClient from "openapi-fetch";
import { proxyFetch } from "./api-client";
import type { paths } from "./api-types.generated";

/** Resolves the client's relative `/api/v1/...` URLs against the page (and a placeholder origin outside a browser). */
class ProxyRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === "string" ? new URL(input, globalThis.location?.href ?? "http://localhost/") : input, init);
  }
}

type QueryValue = string | number | boolean | null | undefined;

/** A typed call's query string: undefined, null and "" are left out, booleans sent as true/false, arrays as repeated parameters. */
export function querySearch(query: Record<string, QueryValue | readonly QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== "") {
        search.append(name, String(item));
      }
    }
  }
  return search.toString();
}

/**
 * The web half's API client, typed from the OpenAPI document (api-types.generated.ts): every call's
 * path, path and query parameters, body and answer are checked by tsc. Calls go through the
 * `/api/v1` proxy with the session cookie; a non-2xx answer throws ApiRequestError, so read the
 * answer with `dataOf`.
 */
export const api = createClient<paths>({
  baseUrl: "/api",
  fetch: proxyFetch,
  Request: ProxyRequest,
  headers: { accept: "application/json" },
  querySerializer: (query) => querySearch(query as Record<string, QueryValue | readonly QueryValue[]>),
});

type Answer = { data?: unknown; error?: unknown; response: Response };
type DataOf<A> = A extends { data: infer D; error?: never } ? D : never;

/** The data of a typed call (undefined for 204); the client already threw for anything but 2xx. */
export async function dataOf<A extends Answer>(pending: Promise<A>): Promise<DataOf<A>> {
  const answer = await pending;
  return answer.data as DataOf<A>;
}
