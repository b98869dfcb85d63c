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
  headers: Record<string, string>;
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

/** One POST. Redirects are not followed: a 3xx is a non-2xx answer like any other. */
export function sendWebhookRequest(request: SendRequest): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const transport = request.url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, "responseTimeMs">) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ ...outcome, responseTimeMs: elapsed() });
      }
    };
    const req = transport.request(request.url, {
      method: "POST",
      headers: { ...request.headers, "Content-Length": Buffer.byteLength(request.body).toString() },
      agent: agentFor(request.url, request.pinnedAddress),
      ...(request.pinnedAddress ? { lookup: pinnedLookup(request.pinnedAddress) as never } : {}),
    });
    const timer = setTimeout(() => {
      finish({ status: "timeout", responseStatus: null, error: `No response within ${request.timeoutMs} ms.` });
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
      const done = () => {
        const ok = status >= 200 && status < 300;
        const error = ok
          ? null
          : status >= 300 && status < 400
            ? `Redirect (HTTP ${status}) not followed.`
            : `HTTP ${status} response.`;
        finish({ status: ok ? "delivered" : "error", responseStatus: status, error });
      };
      res.on("end", done);
      res.on("close", done);
      res.on("error", done);
    });
    req.on("error", (error) => {
      finish({ status: "error", responseStatus: null, error: `Connection failed: ${error.message}`.slice(0, 500) });
    });
    req.end(request.body);
  });
}
