import { mintSessionToken, PROXY_TOKEN_LIFETIME_SECONDS } from "@/lib/auth/session-token";
import { config } from "@/lib/config/env";
import {
  declaresMoreThan,
  isBodyTooLarge,
  isMultipart,
  limitBodyStream,
  maxJsonBodyBytes,
  payloadTooLargeResponse,
} from "@/lib/net/body-limit";
import { addressInNetworks } from "@/lib/net/ip";
import { PEER_ADDRESS_HEADER } from "@/lib/net/peer";
import { type ApiFetchInit, apiFetch } from "./api-fetch";

export interface SessionUser {
  userId: string;
  orgId: string;
}

export interface ProxyOptions {
  timeoutMs?: number;
}

const UPLOAD_TIMEOUT_MS = 15 * 60_000;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// Request headers the browser may pass through to the API; everything else is dropped.
const FORWARDED_REQUEST_HEADERS = ["accept", "content-type", "content-length", "idempotency-key", "accept-language"];
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "content-encoding",
  "content-length",
]);

const fail = (status: number, code: string, message: string) =>
  Response.json({ detail: { code, message } }, { status, headers: { "cache-control": "no-store" } });

/** A path segment must be a plain name: no traversal, no separators, no control characters. */
export function isSafeSegment(segment: string): boolean {
  return (
    segment.length > 0 &&
    segment !== "." &&
    segment !== ".." &&
    !/[/\\]/.test(segment) &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
    !/[\u0000-\u001f\u007f]/.test(segment)
  );
}

/**
 * This web app's origin (scheme, host and port) as the browser sees it: PUBLIC_BASE_URL when set;
 * else the Host header with the scheme a trusted proxy reports in X-Forwarded-Proto, or else the
 * connection's own. Behind the app server (which stamps the peer address) that connection is plain
 * HTTP; Next.js builds request.url's scheme from any client's X-Forwarded-Proto, so it is not used.
 */
function appOrigin(request: Request): string | null {
  if (process.env.PUBLIC_BASE_URL) {
    return new URL(config().publicBaseUrl).origin;
  }
  const url = new URL(request.url);
  const peer = request.headers.get(PEER_ADDRESS_HEADER);
  const forwardedProto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  const fromTrustedProxy = peer !== null && addressInNetworks(peer, config().trustedProxies);
  let scheme = peer === null ? url.protocol.slice(0, -1) : "http";
  if (fromTrustedProxy && (forwardedProto === "https" || forwardedProto === "http")) {
    scheme = forwardedProto;
  }
  const host = request.headers.get("host") ?? url.host;
  return URL.canParse(`${scheme}://${host}`) ? new URL(`${scheme}://${host}`).origin : null;
}

/** Mutations must come from a page of this origin (Origin, else Sec-Fetch-Site). */
function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    const expected = appOrigin(request);
    return expected !== null && URL.canParse(origin) && new URL(origin).origin === expected;
  }
  return request.headers.get("sec-fetch-site") === "same-origin";
}

function responseHeaders(upstream: Headers): Headers {
  const connectionListed = (upstream.get("connection") ?? "").split(",").map((name) => name.trim().toLowerCase());
  const headers = new Headers();
  upstream.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && !connectionListed.includes(name) && name !== "set-cookie") {
      headers.append(name, value);
    }
  });
  headers.set("cache-control", "no-store");
  return headers;
}

/**
 * The web app's only door to data: forwards `/api/v1/<path>` to `/v1/<path>` (over HTTP, through
 * apiFetch) with a short-lived session token for the signed-in user, exactly as an integrator would
 * call the API, and returns the API's status and body unchanged.
 */
export async function proxyToApi(
  request: Request,
  segments: string[],
  user: SessionUser | null,
  options: ProxyOptions = {},
): Promise<Response> {
  if (!user) {
    return fail(401, "not_signed_in", "Your session has ended. Sign in again.");
  }
  if (request.headers.has("authorization")) {
    return fail(
      400,
      "authorization_not_allowed",
      "The web app signs requests itself; do not send an Authorization header.",
    );
  }
  if (segments.length === 0 || !segments.every(isSafeSegment)) {
    return fail(400, "invalid_path", "The API path is not valid.");
  }
  if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
    return fail(403, "cross_origin_request", "Changes must come from this web app's own pages.");
  }

  const hasBody = !["GET", "HEAD"].includes(request.method) && request.body !== null;
  // An upload (multipart, up to 100 MiB) streams under the API's own cap; any other body is limited here.
  const isUpload = hasBody && isMultipart(request.headers);
  const bodyLimit = maxJsonBodyBytes();
  if (hasBody && !isUpload && declaresMoreThan(request.headers, bodyLimit)) {
    return payloadTooLargeResponse(bodyLimit);
  }

  const token = await mintSessionToken(user, PROXY_TOKEN_LIFETIME_SECONDS);
  const headers = new Headers({ authorization: `Bearer ${token}` });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) {
      headers.set(name, value);
    }
  }
  const search = new URL(request.url).search;
  const path = `/v1/${segments.map(encodeURIComponent).join("/")}${search}`;
  // An upload streams its body within the call, so it gets longer.
  const timeoutMs = options.timeoutMs ?? (isUpload ? UPLOAD_TIMEOUT_MS : 30_000);
  // The timeout bounds the wait for the API's answer (status and headers), not a streamed body:
  // a large export or download keeps flowing after it.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The API did not answer in time.", "TimeoutError")),
    timeoutMs,
  );
  const signal = controller.signal;
  const init = {
    method: request.method,
    headers,
    body: hasBody && request.body ? (isUpload ? request.body : limitBodyStream(request.body, bodyLimit)) : undefined,
    signal,
    client: request.headers,
    // Streams the body (multipart uploads) instead of buffering it.
    ...(hasBody ? { duplex: "half" } : {}),
  } as ApiFetchInit;

  try {
    const upstream = await Promise.race([
      apiFetch(path, init),
      new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true })),
    ]);
    clearTimeout(timer);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders(upstream.headers) });
  } catch (error) {
    clearTimeout(timer);
    if (isBodyTooLarge(error)) {
      return payloadTooLargeResponse(bodyLimit);
    }
    if (signal.aborted) {
      return fail(504, "upstream_timeout", `The API did not answer within ${timeoutMs / 1000} seconds.`);
    }
    console.error("API proxy error", error);
    return fail(502, "upstream_unavailable", "The API could not be reached.");
  }
}
