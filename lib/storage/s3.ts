import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { AwsClient } from "aws4fetch";
import type { S3Settings } from "@/lib/config/env";

/**
 * The few S3 calls blob storage needs, as path-style URLs signed with SigV4 by aws4fetch (temporary
 * credentials with S3_SESSION_TOKEN). Reads, sizes and deletes are retried on 5xx and 429 with
 * backoff; an upload streams its file once, so a failed one is retried by the job that made it.
 */

/** Waiting for an answer's headers; an upload's file streams within its own, longer, limit. */
const ANSWER_TIMEOUT_MS = 60_000;
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
const RETRIES = 3;

interface Clients {
  retrying: AwsClient;
  once: AwsClient;
}
const clientsBySettings = new WeakMap<S3Settings, Clients>();

function clients(settings: S3Settings): Clients {
  let found = clientsBySettings.get(settings);
  if (!found) {
    const credentials = {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      sessionToken: settings.sessionToken,
      region: settings.region,
      service: "s3",
    };
    found = {
      retrying: new AwsClient({ ...credentials, retries: RETRIES }),
      once: new AwsClient({ ...credentials, retries: 0 }),
    };
    clientsBySettings.set(settings, found);
  }
  return found;
}

const objectUrl = (settings: S3Settings, key: string) =>
  `${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`;

/** Fetches through `client`, giving up when no answer has come within `timeoutMs`. */
async function send(
  client: AwsClient,
  url: string,
  init: RequestInit,
  timeoutMs = ANSWER_TIMEOUT_MS,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`S3 ${init.method} timed out`)), timeoutMs);
  try {
    return await client.fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

async function failure(method: string, key: string, response: Response): Promise<Error> {
  const text = (await response.text().catch(() => "")).slice(0, 2000);
  return new Error(`S3 ${method} ${key} answered ${response.status}: ${text}`);
}

export async function s3Put(settings: S3Settings, key: string, filePath: string, size: number): Promise<void> {
  const body = Readable.toWeb(createReadStream(filePath)) as ReadableStream<Uint8Array>;
  const response = await send(
    clients(settings).once,
    objectUrl(settings, key),
    {
      method: "PUT",
      body,
      headers: { "content-length": String(size), "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
      // Node's fetch streams a request body only when told it may answer before the body ends.
      duplex: "half",
    } as RequestInit,
    UPLOAD_TIMEOUT_MS,
  );
  if (response.status !== 200) {
    throw await failure("PUT", key, response);
  }
  await response.body?.cancel();
}

/** The object's bytes as a stream (a range when given), or null when it does not exist. */
export async function s3Get(settings: S3Settings, key: string, range?: string): Promise<Readable | null> {
  const response = await send(clients(settings).retrying, objectUrl(settings, key), {
    method: "GET",
    headers: range ? { range } : {},
  });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if ((response.status !== 200 && response.status !== 206) || !response.body) {
    throw await failure("GET", key, response);
  }
  return Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
}

export async function s3Size(settings: S3Settings, key: string): Promise<number | null> {
  const response = await send(clients(settings).retrying, objectUrl(settings, key), { method: "HEAD" });
  if (response.status === 404) {
    return null;
  }
  if (response.status !== 200) {
    throw new Error(`S3 HEAD ${key} answered ${response.status}`);
  }
  return Number(response.headers.get("content-length") ?? "0");
}

export async function s3Delete(settings: S3Settings, key: string): Promise<void> {
  const response = await send(clients(settings).retrying, objectUrl(settings, key), { method: "DELETE" });
  if (response.status !== 204 && response.status !== 200 && response.status !== 404) {
    throw await failure("DELETE", key, response);
  }
  await response.body?.cancel();
}

/** An address anyone may PUT the object's bytes to, without credentials, for `expiresSeconds`. */
export async function presignS3Put(settings: S3Settings, key: string, expiresSeconds: number): Promise<string> {
  const url = new URL(objectUrl(settings, key));
  url.searchParams.set("X-Amz-Expires", String(expiresSeconds));
  const signed = await clients(settings).once.sign(url.toString(), { method: "PUT", aws: { signQuery: true } });
  return signed.url;
}
