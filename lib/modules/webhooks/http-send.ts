import type { LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIPv6 } from "@/lib/net/ip";
import type { WebhookDeliveryStatus } from "./tables";

export interface SendOutcome {
  status: Exclude<WebhookDeliveryStatus, "skipped">;
  responseStatus: number | null;
  responseTimeMs: number;
  error: string | null;
}

export interface SendRequest {
  url: URL;
  body: string;
  /** Flat name/value pairs, as `headers` in node:http takes them; Host and Content-Length are added. */
  headers: readonly string[];
  timeoutMs: number;
  /** The vetted address to connect to; null lets the system resolve (test targets only). */
  pinnedAddress: string | null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` that answers every name with the address vetted by the URL rules, so a DNS answer
 * that changes between the check and the connection (rebinding) is never used.
 */
function pinnedLookup(address: string) {
  const family = isIPv6(address) ? 6 : 4;
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    if (options?.all) {
      callback(null, [{ address, family }]);
    } else {
      callback(null, address, family);
    }
  };
}

const MAX_RESPONSE_BYTES = 64 * 1024;
const MAX_AGENTS = 256;
const agents = new Map<string, http.Agent>();

/**
 * A keep-alive agent per origin and vetted address: a reused connection always goes to the address
 * checked for this attempt, because a new check that answers another address gets another agent.
 */
function agentFor(url: URL, pinnedAddress: string | null): http.Agent {
  const key = `${url.origin}|${pinnedAddress ?? ""}`;
  let agent = agents.get(key);
  if (agent) {
    agents.delete(key); // re-inserted below: the Map's order is the least recently used first
  } else {
    const options = { keepAlive: true, maxSockets: 32, maxFreeSockets: 32 };
    agent = url.protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
    if (agents.size >= MAX_AGENTS) {
      const [oldestKey, oldest] = agents.entries().next().value as [string, http.Agent];
      agents.delete(oldestKey);
      oldest.destroy();
    }
  }
  agents.set(key, agent);
  return agent;
}

const failure = (status: number) =>
  status >= 300 && status < 400 ? `Redirect (HTTP ${status}) not followed.` : `HTTP ${status} response.`;

/**
 * One POST. Redirects are not followed: a 3xx is a non-2xx answer like any other. The request is
 * given as options and a flat header list rather than a URL and a header object: node:http then
 * neither re-parses the URL nor stores each header through setHeader, which halves the client's
 * CPU per request. Header values are still checked as the header block is written (a line break
 * is refused, below).
 */
export function sendWebhookRequest(request: SendRequest): Promise<SendOutcome> {
  const started = performance.now();
  const { url, pinnedAddress } = request;
  const secure = url.protocol === "https:";
  const transport = secure ? https : http;
  // `[::1]` in a URL, `::1` as a host to connect to; the Host header keeps the URL's form.
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (status: SendOutcome["status"], responseStatus: number | null, error: string | null) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ status, responseStatus, error, responseTimeMs: Math.round(performance.now() - started) });
      }
    };
    let req: http.ClientRequest;
    try {
      req = transport.request({
        method: "POST",
        host,
        port: url.port || (secure ? 443 : 80),
        path: url.pathname + url.search,
        headers: ["Host", url.host, "Content-Length", String(Buffer.byteLength(request.body)), ...request.headers],
        agent: agentFor(url, pinnedAddress),
        ...(pinnedAddress ? { lookup: pinnedLookup(pinnedAddress) as never } : {}),
      });
    } catch (error) {
      // node:http refuses some requests before sending, such as a header value with a line break.
      finish("error", null, `Request not sent: ${(error as Error).message}`.slice(0, 500));
      return;
    }
    timer = setTimeout(() => {
      finish("timeout", null, `No response within ${request.timeoutMs} ms.`);
      req.destroy();
    }, request.timeoutMs);
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      let received = 0;
      res.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_RESPONSE_BYTES) {
          res.destroy();
        }
      });
      const done = () =>
        status >= 200 && status < 300 ? finish("delivered", status, null) : finish("error", status, failure(status));
      res.on("end", done);
      res.on("close", done);
      res.on("error", done);
    });
    req.on("error", (error) => {
      finish("error", null, `Connection failed: ${error.message}`.slice(0, 500));
    });
    req.end(request.body);
  });
}
