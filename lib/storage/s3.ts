import { createReadStream } from "node:fs";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { S3Settings } from "@/lib/config/env";
import { EMPTY_PAYLOAD_SHA256, presignQuery, signRequest, UNSIGNED_PAYLOAD, uriEncode } from "./sigv4";

/** The few S3 calls blob storage needs (path-style URLs, SigV4, no SDK). */

interface S3Call {
  method: "GET" | "PUT" | "HEAD" | "DELETE";
  key: string;
  /** A file to stream as the body (PUT). */
  bodyPath?: string;
  bodySize?: number;
  range?: string;
}

async function readText(response: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of response) {
    text += chunk;
    if (text.length > 2000) {
      break;
    }
  }
  return text.slice(0, 2000);
}

function send(settings: S3Settings, call: S3Call): Promise<IncomingMessage> {
  const base = new URL(settings.endpoint);
  const path = `${base.pathname.replace(/\/+$/, "")}/${settings.bucket}/${call.key}`;
  const headers: Record<string, string> = {};
  if (call.bodySize !== undefined) {
    headers["content-length"] = String(call.bodySize);
  }
  if (call.range) {
    headers.range = call.range;
  }
  const signed = signRequest(
    {
      method: call.method,
      host: base.host,
      path,
      headers,
      payloadHash: call.bodyPath ? UNSIGNED_PAYLOAD : EMPTY_PAYLOAD_SHA256,
    },
    settings,
  );
  const transport = base.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port || undefined,
        path: uriEncode(path, true),
        method: call.method,
        headers: signed,
        timeout: 60_000,
      },
      resolve,
    );
    request.on("timeout", () => request.destroy(new Error(`S3 ${call.method} timed out`)));
    request.on("error", reject);
    if (call.bodyPath) {
      const body = createReadStream(call.bodyPath);
      body.on("error", (error) => request.destroy(error));
      body.pipe(request);
    } else {
      request.end();
    }
  });
}

async function failure(call: S3Call, response: IncomingMessage): Promise<Error> {
  return new Error(`S3 ${call.method} ${call.key} answered ${response.statusCode}: ${await readText(response)}`);
}

export async function s3Put(settings: S3Settings, key: string, filePath: string, size: number): Promise<void> {
  const call: S3Call = { method: "PUT", key, bodyPath: filePath, bodySize: size };
  const response = await send(settings, call);
  if (response.statusCode !== 200) {
    throw await failure(call, response);
  }
  response.resume();
}

/** The object's bytes as a stream (a range when given), or null when it does not exist. */
export async function s3Get(settings: S3Settings, key: string, range?: string): Promise<IncomingMessage | null> {
  const call: S3Call = { method: "GET", key, range };
  const response = await send(settings, call);
  if (response.statusCode === 404) {
    response.resume();
    return null;
  }
  if (response.statusCode !== 200 && response.statusCode !== 206) {
    throw await failure(call, response);
  }
  return response;
}

export async function s3Size(settings: S3Settings, key: string): Promise<number | null> {
  const call: S3Call = { method: "HEAD", key };
  const response = await send(settings, call);
  response.resume();
  if (response.statusCode === 404) {
    return null;
  }
  if (response.statusCode !== 200) {
    throw new Error(`S3 HEAD ${key} answered ${response.statusCode}`);
  }
  return Number(response.headers["content-length"] ?? "0");
}

export async function s3Delete(settings: S3Settings, key: string): Promise<void> {
  const call: S3Call = { method: "DELETE", key };
  const response = await send(settings, call);
  if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404) {
    throw await failure(call, response);
  }
  response.resume();
}

/** An address anyone may PUT the object's bytes to, without credentials, for `expiresSeconds`. */
export function presignS3Put(settings: S3Settings, key: string, expiresSeconds: number): string {
  const base = new URL(settings.endpoint);
  return presignQuery(
    {
      method: "PUT",
      protocol: base.protocol,
      host: base.host,
      path: `${base.pathname.replace(/\/+$/, "")}/${settings.bucket}/${key}`,
      expiresSeconds,
    },
    settings,
  );
}
