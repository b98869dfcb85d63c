import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { AwsV4Signer } from "aws4fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import { config, resetConfigForTests } from "@/lib/config/env";
import { JobWorker } from "@/lib/jobs";
import { loadDocumentTexts } from "@/lib/modules/documents";
import { postDocument } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";

const BUCKET = "vrp-test-bucket";
const keys = { accessKeyId: "AKIDTEST", secretAccessKey: "test-secret-key", region: "eu-west-1" };

/**
 * A local S3-compatible endpoint for the storage plumbing: it checks each request's SigV4 signature
 * (recomputed from what arrived on the wire, in the Authorization header or a presigned URL's query),
 * requires a Content-Length on PUT, and keeps objects in memory. The signer itself is held to AWS's
 * published examples in s3-signing.test.ts. (s3rver, the S3 server on npm, does not check SigV4.)
 */
function startObjectStore() {
  const objects = new Map<string, Buffer>();
  const rejected: string[] = [];
  /** Requests of these methods are answered 503 SlowDown once each, as S3 does under load. */
  const slowDownOnce = new Set<string>();
  /** The temporary credentials' session token each request carried, if any. */
  const sessionTokens: (string | null)[] = [];
  const verify = async (request: IncomingMessage): Promise<boolean> => {
    const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
    const presigned = url.searchParams.get("X-Amz-Signature");
    if (presigned) {
      url.searchParams.delete("X-Amz-Signature");
      const signed = await new AwsV4Signer({
        ...keys,
        service: "s3",
        method: request.method,
        url: url.toString(),
        datetime: url.searchParams.get("X-Amz-Date") ?? "",
        signQuery: true,
      }).sign();
      return signed.url.searchParams.get("X-Amz-Signature") === presigned;
    }
    const authorization = request.headers.authorization ?? "";
    const signedNames = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(";") ?? [];
    const headers = Object.fromEntries(
      signedNames.filter((name) => name !== "host").map((name) => [name, String(request.headers[name] ?? "")]),
    );
    const signed = await new AwsV4Signer({
      ...keys,
      service: "s3",
      method: request.method,
      url: url.toString(),
      headers,
      datetime: String(request.headers["x-amz-date"] ?? ""),
      allHeaders: true,
    }).sign();
    return signed.headers.get("authorization") === authorization;
  };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) {
      chunks.push(chunk as Buffer);
    }
    if (!(await verify(request))) {
      rejected.push(`${request.method} ${request.url}`);
      response.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      return;
    }
    const url = new URL(request.url ?? "/", "http://x");
    sessionTokens.push(
      String(request.headers["x-amz-security-token"] ?? url.searchParams.get("X-Amz-Security-Token") ?? "") || null,
    );
    if (slowDownOnce.delete(request.method ?? "")) {
      response.writeHead(503).end("<Error><Code>SlowDown</Code></Error>");
      return;
    }
    const prefix = `/${BUCKET}/`;
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
  return { server, objects, rejected, slowDownOnce, sessionTokens };
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
    for (const name of [
      "S3_BUCKET",
      "S3_ENDPOINT",
      "S3_REGION",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
      "S3_SESSION_TOKEN",
    ]) {
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
    const created = await postDocument(org.token, { name: "pentest.txt", bytes: text }, { vendor_id: vendor.id });
    expectStatus(created, 201);
    const key = `documents/${org.orgId}/${created.body.id}`;
    expect(store.objects.get(key)?.toString()).toBe(text);
    expect(existsSync(path.join(config().dataDir, "blobs", key))).toBe(false);

    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const [loaded] = await loadDocumentTexts((await import("@/lib/db/client")).db(), org.orgId, [created.body.id]);
    expect(loaded).toMatchObject({ status: "complete", text });
    expect(
      bodyAt(await callApi("get", `/v1/documents/${created.body.id}`, { token: org.token }), 200).document_type,
    ).toBe("penetration_test");

    const link = await callApi("get", `/v1/documents/${created.body.id}/download`, { token: org.token });
    const url = new URL(bodyAt(link, 200).url);
    const file = await apiApp().request(`${url.pathname}${url.search}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(text);

    store.objects.delete(key);
    const gone = await callApi("get", `/v1/documents/${created.body.id}/download`, { token: org.token });
    expectStatus(gone, 409);
    expect(gone.body.detail.code).toBe("document_not_ready");
    expect(store.rejected).toEqual([]);
  });

  it("hands out S3's own presigned PUT for uploads, which the bucket takes without credentials", async () => {
    const org = await createOrg();
    const ticket = await callApi("get", "/v1/file/uploadable_url?filename=bom.cdx.json", { token: org.token });
    expectStatus(ticket, 200);
    const target = new URL(ticket.body.upload_url);
    expect(target.searchParams.get("X-Amz-Expires")).toBe(String(ticket.body.expires_in));
    const put = await fetch(target, { method: "PUT", body: "{}" });
    expect(put.status).toBe(200);
    const key = ticket.body.s3_url.replace(`s3://${BUCKET}/`, "");
    expect(store.objects.get(key)?.toString()).toBe("{}");

    target.searchParams.set("X-Amz-Expires", "86400");
    expect((await fetch(target, { method: "PUT", body: "changed" })).status).toBe(403);
    expect(store.objects.get(key)?.toString()).toBe("{}");
    store.rejected.length = 0;
  });

  it("signs with temporary credentials' session token, and retries a read the bucket asks to slow down", async () => {
    process.env.S3_SESSION_TOKEN = "a-session-token";
    resetConfigForTests();
    try {
      const org = await createOrg();
      const vendor = await createVendor(org);
      store.sessionTokens.length = 0;
      const created = await postDocument(org.token, { name: "notes.txt", bytes: "retry me" }, { vendor_id: vendor.id });
      expectStatus(created, 201);
      store.slowDownOnce.add("GET");
      const link = await callApi("get", `/v1/documents/${created.body.id}/download`, { token: org.token });
      const url = new URL(bodyAt(link, 200).url);
      const file = await apiApp().request(`${url.pathname}${url.search}`);
      expect(file.status).toBe(200);
      expect(await file.text()).toBe("retry me");
      expect(store.slowDownOnce.size).toBe(0);
      expect(store.sessionTokens.length).toBeGreaterThan(1);
      expect(new Set(store.sessionTokens)).toEqual(new Set(["a-session-token"]));
      expect(store.rejected).toEqual([]);
    } finally {
      delete process.env.S3_SESSION_TOKEN;
      resetConfigForTests();
    }
  });
});
