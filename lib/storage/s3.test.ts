import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import { config, resetConfigForTests } from "@/lib/config/env";
import { JobWorker } from "@/lib/jobs/worker";
import { loadDocumentTexts } from "@/lib/modules/documents";
import { uploadDocument } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";
import { signRequest } from "./sigv4";

const BUCKET = "vrp-test-bucket";
const keys = { accessKeyId: "AKIDTEST", secretAccessKey: "test-secret-key", region: "eu-west-1" };

/**
 * A local S3-compatible endpoint for the storage plumbing: it checks each request's SigV4 signature
 * (recomputed from what arrived on the wire), requires a Content-Length on PUT, and keeps objects in
 * memory. The signer itself is checked against AWS's published examples in sigv4.test.ts.
 */
function startObjectStore() {
  const objects = new Map<string, Buffer>();
  const rejected: string[] = [];
  const verify = (request: IncomingMessage): boolean => {
    const authorization = request.headers.authorization ?? "";
    const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(";") ?? [];
    const stamp = String(request.headers["x-amz-date"] ?? "");
    const now = new Date(
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
    );
    const headers = Object.fromEntries(
      signedNames
        .filter((name) => !["host", "x-amz-date", "x-amz-content-sha256"].includes(name))
        .map((name) => [name, String(request.headers[name] ?? "")]),
    );
    const expected = signRequest(
      {
        method: request.method ?? "",
        host: String(request.headers.host),
        path: decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname),
        headers,
        payloadHash: String(request.headers["x-amz-content-sha256"]),
        now,
      },
      keys,
    );
    return expected.authorization === authorization;
  };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    if (!verify(request)) {
      rejected.push(`${request.method} ${request.url}`);
      response.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      return;
    }
    const prefix = `/${BUCKET}/`;
    const url = new URL(request.url ?? "/", "http://x");
    if (!url.pathname.startsWith(prefix)) {
      response.writeHead(404).end();
      return;
    }
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const stored = objects.get(key);
    switch (request.method) {
      case "PUT":
        if (request.headers["content-length"] === undefined) {
          response.writeHead(411).end("<Error><Code>MissingContentLength</Code></Error>");
          return;
        }
        objects.set(key, Buffer.concat(chunks));
        response.writeHead(200).end();
        return;
      case "HEAD":
        response.writeHead(stored ? 200 : 404, stored ? { "content-length": stored.length } : {}).end();
        return;
      case "GET": {
        if (!stored) {
          response.writeHead(404).end();
          return;
        }
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ""));
        const body = range ? stored.subarray(Number(range[1]), Number(range[2]) + 1) : stored;
        response.writeHead(range ? 206 : 200, { "content-length": body.length }).end(body);
        return;
      }
      case "DELETE":
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  });
  return { server, objects, rejected };
}

describe("documents on S3-compatible storage (S3_* set)", () => {
  const store = startObjectStore();
  const saved = { ...process.env };

  beforeAll(async () => {
    await new Promise<void>((resolve) => store.server.listen(0, "127.0.0.1", resolve));
    const { port } = store.server.address() as AddressInfo;
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: keys.region,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    });
    resetConfigForTests();
  });

  afterAll(async () => {
    for (const name of ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
      if (saved[name] === undefined) {
        delete process.env[name];
      }
    }
    resetConfigForTests();
    await new Promise((resolve) => store.server.close(resolve));
  });

  it("uploads to the bucket with signed requests, classifies from it and downloads from it", async () => {
    expect(config().s3?.bucket).toBe(BUCKET);
    const org = await createOrg();
    const vendor = await createVendor(org);
    const text = "Penetration test report: two vulnerabilities with CVSS 7.5 were remediated.";
    const created = await uploadDocument(org.token, { name: "pentest.txt", bytes: text }, { vendor_id: vendor.id });
    expect(created.status).toBe(201);
    const key = `documents/${org.orgId}/${created.body.id}`;
    expect(store.objects.get(key)?.toString()).toBe(text);
    expect(existsSync(path.join(config().dataDir, "blobs", key))).toBe(false);

    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const [loaded] = await loadDocumentTexts((await import("@/lib/db/client")).db(), org.orgId, [created.body.id]);
    expect(loaded).toMatchObject({ status: "complete", text });
    expect((await call(`/v1/documents/${created.body.id}`, { token: org.token })).body.document_type).toBe(
      "penetration_test",
    );

    const link = await call(`/v1/documents/${created.body.id}/download`, { token: org.token });
    const url = new URL(link.body.url);
    const file = await apiApp().request(`${url.pathname}${url.search}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(text);

    store.objects.delete(key);
    const gone = await call(`/v1/documents/${created.body.id}/download`, { token: org.token });
    expect([gone.status, gone.body.detail.code]).toEqual([409, "document_not_ready"]);
    expect(store.rejected).toEqual([]);
  });
});
