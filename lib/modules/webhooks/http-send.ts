import { type Dispatcher, errors, Pool } from "undici";
import { pinnedLookup } from "@/lib/net/outbound-url";
import { BodyPrefix, responseHeaderPairs } from "./exchange";
import type { HeaderPairs, WebhookDeliveryStatus } from "./tables";

export interface SendOutcome {
  status: Exclude<WebhookDeliveryStatus, "skipped">;
  responseStatus: number | null;
  responseTimeMs: number;
  error: string | null;
  /** What came back, bounded (exchange.ts); null when no answer came. */
  responseHeaders: HeaderPairs | null;
  responseBody: string | null;
  responseBodyTruncated: boolean;
}

export interface SendRequest {
  url: URL;
  body: string;
  /** Flat name/value pairs; Host and Content-Length are added by the client. */
  headers: string[];
  timeoutMs: number;
  /** The vetted address to connect to; null lets the system resolve (test targets only). */
  pinnedAddress: string | null;
}

const MAX_RESPONSE_BYTES = 64 * 1024;
const MAX_POOLS = 256;
const CONNECTIONS_PER_POOL = 32;
const pools = new Map<string, Pool>();

/**
 * A keep-alive connection pool per origin and vetted address: a reused connection always goes to
 * the address checked for this attempt, because a new check that answers another address gets
 * another pool. undici rather than node:http: about half the client CPU per request, and the
 * request goes out as one write, which also spares the receiver.
 */
function poolFor(url: URL, pinnedAddress: string | null): Pool {
  const key = `${url.origin}|${pinnedAddress ?? ""}`;
  let pool = pools.get(key);
  if (pool) {
    pools.delete(key); // re-inserted below: the Map's order is the least recently used first
  } else {
    pool = new Pool(url.origin, {
      connections: CONNECTIONS_PER_POOL,
      ...(pinnedAddress ? { connect: { lookup: pinnedLookup(pinnedAddress) as never } } : {}),
    });
    if (pools.size >= MAX_POOLS) {
      const [oldestKey, oldest] = pools.entries().next().value as [string, Pool];
      pools.delete(oldestKey);
      oldest.close().catch(() => {}); // its requests in flight finish first
    }
  }
  pools.set(key, pool);
  return pool;
}

const failure = (status: number) =>
  status >= 300 && status < 400 ? `Redirect (HTTP ${status}) not followed.` : `HTTP ${status} response.`;

/**
 * One POST. Redirects are not followed: a 3xx is a non-2xx answer like any other. A request the
 * client refuses before sending (such as a header value with a line break) is an error attempt.
 */
export function sendWebhookRequest(request: SendRequest): Promise<SendOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    let responseStatus: number | null = null;
    let responseHeaders: HeaderPairs | null = null;
    const bodyPrefix = new BodyPrefix();
    let received = 0;
    let controller: Dispatcher.DispatchController | undefined;
    const finish = (status: SendOutcome["status"], error: string | null) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        const answered = responseStatus !== null;
        resolve({
          status,
          responseStatus,
          error,
          responseTimeMs: Math.round(performance.now() - started),
          responseHeaders: answered ? (responseHeaders ?? []) : null,
          responseBody: answered ? bodyPrefix.text() : null,
          responseBodyTruncated: answered && bodyPrefix.truncated,
        });
      }
    };
    const finishByStatus = (status: number) =>
      status >= 200 && status < 300 ? finish("delivered", null) : finish("error", failure(status));
    const timer = setTimeout(() => {
      finish("timeout", `No response within ${request.timeoutMs} ms.`);
      controller?.abort(new Error("timed out")); // else aborted as soon as it gets a connection
    }, request.timeoutMs);
    poolFor(request.url, request.pinnedAddress).dispatch(
      { method: "POST", path: request.url.pathname + request.url.search, headers: request.headers, body: request.body },
      {
        onRequestStart(requestController) {
          controller = requestController;
          if (settled) {
            requestController.abort(new Error("timed out"));
          }
        },
        onResponseStart(_controller, statusCode, headers) {
          responseStatus = statusCode;
          responseHeaders = responseHeaderPairs(headers);
        },
        onResponseData(dataController, chunk) {
          received += chunk.length;
          bodyPrefix.add(chunk);
          if (received > MAX_RESPONSE_BYTES && responseStatus !== null) {
            finishByStatus(responseStatus);
            dataController.abort(new Error("response too large"));
          }
        },
        onResponseEnd() {
          finishByStatus(responseStatus ?? 0);
        },
        onResponseError(_controller, error) {
          if (responseStatus !== null) {
            finishByStatus(responseStatus); // the answer came; its body was cut short
          } else if (error instanceof errors.InvalidArgumentError) {
            finish("error", `Request not sent: ${error.message}`.slice(0, 500));
          } else {
            // Refused, reset or unreachable read the same to the subscriber (the difference would
            // tell whether a port is open); the cause goes to the server log, with the origin only.
            console.warn(`[webhooks] delivery to ${request.url.origin} failed: ${error.message}`);
            finish("error", "Connection failed.");
          }
        },
      },
    );
  });
}
