import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { Dispatcher, Pool } from "undici";
import { documentForm } from "@/lib/testing/document-files";
import { BENCH_ALERTS_QUERY } from "./bare-radar";
import { BENCH_LEADERBOARD_QUERY } from "./bare-zero-touch";
import type { Recorder } from "./soak-recorder";
import type { SoakFixture } from "./soak-seed";

/**
 * The soak's request mix: 75% reads (vendor list and detail, the radar alert list, the zero touch
 * leaderboard) and 25% writes (vendor create and update, alert dismissal, document upload), picked
 * by weight, and one request sent and its outcome recorded.
 */

const REQUEST_TIMEOUT_MS = 30_000;
const READ_WEIGHT = 75 / 4;
const WRITE_WEIGHT = 25 / 4;

interface PreparedRequest {
  method: "GET" | "POST" | "PATCH";
  path: string;
  credential: "key" | "session";
  body?: Buffer | string;
  contentType?: string;
}

export interface Operation {
  label: string;
  weight: number;
  /** Null when the operation has nothing left to act on (no open alert to dismiss). */
  prepare(): Promise<PreparedRequest | null>;
}

function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) {
    throw new Error("pick from an empty list");
  }
  return item;
}

async function multipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get("content-type") ?? "multipart/form-data",
  };
}

function jsonRequest(method: "POST" | "PATCH", path: string, body: unknown): PreparedRequest {
  return { method, path, credential: "key", body: JSON.stringify(body), contentType: "application/json" };
}

export function soakOperations(fixture: SoakFixture): Operation[] {
  const runTag = randomBytes(3).toString("hex");
  let created = 0;
  let updated = 0;
  const get = (path: string, credential: PreparedRequest["credential"] = "key") =>
    Promise.resolve<PreparedRequest>({ method: "GET", path, credential });
  return [
    { label: "GET /v1/vendors?limit=50", weight: READ_WEIGHT, prepare: () => get("/v1/vendors?limit=50") },
    {
      label: "GET /v1/vendors/{id}",
      weight: READ_WEIGHT,
      prepare: () => get(`/v1/vendors/${pick(fixture.vendorIds)}`),
    },
    {
      label: `GET /v1/radar/alerts?${BENCH_ALERTS_QUERY}`,
      weight: READ_WEIGHT,
      prepare: () => get(`/v1/radar/alerts?${BENCH_ALERTS_QUERY}`),
    },
    {
      label: `GET /v1/zero_touch_assessment/leaderboard?${BENCH_LEADERBOARD_QUERY}`,
      weight: READ_WEIGHT,
      prepare: () => get(`/v1/zero_touch_assessment/leaderboard?${BENCH_LEADERBOARD_QUERY}`, "session"),
    },
    {
      label: "POST /v1/vendors",
      weight: WRITE_WEIGHT,
      prepare: async () => {
        created += 1;
        return jsonRequest("POST", "/v1/vendors", {
          name: `Soak vendor ${runTag}-${created}`,
          website: `https://soak-${runTag}-${created}.example`,
          description: "Created by the soak test.",
        });
      },
    },
    {
      label: "PATCH /v1/vendors/{id}",
      weight: WRITE_WEIGHT,
      prepare: async () => {
        updated += 1;
        return jsonRequest("PATCH", `/v1/vendors/${pick(fixture.vendorIds)}`, {
          description: `Reviewed by the soak test (${runTag}, update ${updated}).`,
        });
      },
    },
    {
      label: "POST /v1/radar/alerts/{id}/dismiss",
      weight: WRITE_WEIGHT,
      // Taken off the shared list: each alert is dismissed once, even across soaks on one fixture.
      prepare: async () => {
        const alertId = fixture.openAlertIds.pop();
        return alertId
          ? jsonRequest("POST", `/v1/radar/alerts/${alertId}/dismiss`, { reason: "Not relevant (soak test)." })
          : null;
      },
    },
    {
      label: "POST /v1/documents",
      weight: WRITE_WEIGHT,
      prepare: async () => {
        const file = { name: fixture.document.name, bytes: fixture.document.bytes, type: "application/pdf" };
        const { body, contentType } = await multipart(documentForm(file, { vendor_id: pick(fixture.vendorIds) }));
        return { method: "POST", path: "/v1/documents", credential: "key", body, contentType };
      },
    },
  ];
}

export function weightedPicker(operations: Operation[]): () => Operation {
  const total = operations.reduce((sum, operation) => sum + operation.weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const operation of operations) {
      roll -= operation.weight;
      if (roll < 0) {
        return operation;
      }
    }
    return operations[operations.length - 1] as Operation;
  };
}

/** The `ak_` key and the dashboard session of the soak's organization. */
interface SoakCredentials {
  secret: string;
  sessionToken: string;
}

export async function send(
  pool: Pool,
  credentials: SoakCredentials,
  operation: Operation,
  recorder: Recorder,
): Promise<void> {
  const prepared = await operation.prepare();
  if (!prepared) {
    recorder.error(operation.label, "nothing left to act on (the fixture's open alerts ran out)");
    return;
  }
  const token = prepared.credential === "session" ? credentials.sessionToken : credentials.secret;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (prepared.contentType) {
    headers["content-type"] = prepared.contentType;
  }
  const request: Dispatcher.RequestOptions = {
    method: prepared.method,
    path: prepared.path,
    headers,
    body: prepared.body,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  };
  const started = performance.now();
  try {
    const response = await pool.request(request);
    // The whole body is read either way, so the latency includes it and the connection is reused;
    // only a failure's is decoded.
    let body = "";
    if (response.statusCode >= 200 && response.statusCode <= 299) {
      await response.body.arrayBuffer();
    } else {
      body = await response.body.text();
    }
    recorder.response(operation.label, performance.now() - started, response.statusCode, body);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const message = error instanceof Error ? error.message : String(error);
    recorder.error(operation.label, typeof code === "string" ? `${code} ${message}` : message);
  }
}
