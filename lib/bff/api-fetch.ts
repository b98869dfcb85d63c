import { forwardedPeerHeaders } from "./forwarded-peer";

/**
 * Where the web half finds the API: UPSTREAM_API_URL (lib/server/main.ts sets it to its own
 * loopback address unless the operator named another), else this server's own port.
 */
export function upstreamApiUrl(): string {
  return process.env.UPSTREAM_API_URL || `http://127.0.0.1:${process.env.PORT || 3000}`;
}

export interface ApiFetchInit extends RequestInit {
  /** The browser's request (its headers): its address is forwarded so the API throttles and audits it. */
  client?: Pick<Headers, "get">;
}

/**
 * The web half's only way to the API (pages, next-auth and the /api/v1 proxy): an HTTP request, as
 * any client makes one, to `path` (`/v1/...` or `/api/auth/...`) on the upstream API.
 */
export function apiFetch(path: string, { client, ...init }: ApiFetchInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(client ? forwardedPeerHeaders(client) : {})) {
    headers.set(name, value);
  }
  return fetch(new URL(path, upstreamApiUrl()), { ...init, headers });
}

/** A JSON body's `detail.code`, when the API answered with one. */
export async function errorCodeOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { detail?: { code?: unknown } };
    return typeof body.detail?.code === "string" ? body.detail.code : null;
  } catch {
    return null;
  }
}
