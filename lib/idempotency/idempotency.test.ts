import { randomBytes } from "node:crypto";
import { and, count, eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applyV1Middleware } from "@/lib/api/app";
import { createBaseApp } from "@/lib/api/create-app";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { JobWorker } from "@/lib/jobs";
import { resolveCredential } from "@/lib/modules/accounts/credentials";
import { tags } from "@/lib/modules/taxonomy/tables";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { respondIdempotently } from "./respond";
import { idempotencyKeys } from "./tables";

// A probe app with the real /v1 middleware and the real helper: each executed request creates one
// row, so counting rows counts executions.
const app = createBaseApp();
applyV1Middleware(app, resolveCredential);
for (const path of ["/v1/probe/a", "/v1/probe/b"]) {
  app.post(path, (c) =>
    respondIdempotently(c, async (ctx) => {
      const body = (await c.req.json().catch(() => ({}))) as { fail?: boolean };
      if (body.fail) {
        throw new ApiError(400, "invalid_probe", "asked to fail");
      }
      const id = newId("tag");
      await ctx.tx.insert(tags).values({ id, orgId: ctx.orgId, value: `probe-${randomBytes(8).toString("hex")}` });
      return { status: 201, body: { id, path, nonce: randomBytes(8).toString("hex") } };
    }),
  );
}

async function post(org: TestOrg, path: string, key?: string, body: unknown = {}) {
  const headers: Record<string, string> = { authorization: `Bearer ${org.token}`, "content-type": "application/json" };
  if (key !== undefined) {
    headers["idempotency-key"] = key;
  }
  const response = await app.request(path, { method: "POST", headers, body: JSON.stringify(body) });
  return {
    status: response.status,
    text: await response.text(),
    replayed: response.headers.get("idempotent-replayed"),
  };
}

async function probeRows(orgId: string): Promise<number> {
  const [row] = await db()
    .select({ total: count() })
    .from(tags)
    .where(and(eq(tags.orgId, orgId), like(tags.value, "probe-%")));
  return row?.total ?? 0;
}

describe("Idempotency-Key", () => {
  let org: TestOrg;
  beforeAll(async () => {
    org = await createOrg();
  });

  it("without a key every request executes", async () => {
    const before = await probeRows(org.orgId);
    await post(org, "/v1/probe/a");
    await post(org, "/v1/probe/a");
    expect(await probeRows(org.orgId)).toBe(before + 2);
  });

  it("a replay returns the original status and bytes and creates nothing", async () => {
    const before = await probeRows(org.orgId);
    const first = await post(org, "/v1/probe/a", "key-1");
    const second = await post(org, "/v1/probe/a", "key-1");
    expect(first.status).toBe(201);
    expect(second).toEqual({ status: 201, text: first.text, replayed: "true" });
    expect(first.replayed).toBeNull();
    expect(await probeRows(org.orgId)).toBe(before + 1);
  });

  it("is scoped to (org, endpoint, key)", async () => {
    const otherOrg = await createOrg();
    const a = await post(org, "/v1/probe/a", "shared-key");
    const b = await post(org, "/v1/probe/b", "shared-key");
    const c = await post(otherOrg, "/v1/probe/a", "shared-key");
    expect(new Set([a.text, b.text, c.text]).size).toBe(3);
    expect([a.replayed, b.replayed, c.replayed]).toEqual([null, null, null]);
  });

  it("a failed attempt stores nothing, so the retry executes", async () => {
    const failed = await post(org, "/v1/probe/a", "retry-key", { fail: true });
    expect(failed.status).toBe(400);
    expect(JSON.parse(failed.text)).toEqual({ detail: { code: "invalid_probe", message: "asked to fail" } });
    const retried = await post(org, "/v1/probe/a", "retry-key");
    expect([retried.status, retried.replayed]).toEqual([201, null]);
  });

  it("50 concurrent duplicates execute once and all return the same body", async () => {
    const before = await probeRows(org.orgId);
    const results = await Promise.all(Array.from({ length: 50 }, () => post(org, "/v1/probe/a", "concurrent-key")));
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(201));
    expect(new Set(results.map((result) => result.text)).size).toBe(1);
    expect(results.filter((result) => result.replayed === null)).toHaveLength(1);
    expect(await probeRows(org.orgId)).toBe(before + 1);
  });

  it("a key older than 24 hours executes again, and the purge job deletes expired keys", async () => {
    const first = await post(org, "/v1/probe/a", "old-key");
    await db()
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.orgId, org.orgId), eq(idempotencyKeys.key, "old-key")));
    const second = await post(org, "/v1/probe/a", "old-key");
    expect(second.replayed).toBeNull();
    expect(second.text).not.toBe(first.text);

    await db()
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.orgId, org.orgId));
    const { purgeExpiredIdempotencyKeys } = await import("./purge");
    const { enqueueJob } = await import("@/lib/jobs/queue");
    // Scoped to this org so that on a shared database no other test file's jobs run here.
    await enqueueJob(db(), purgeExpiredIdempotencyKeys, {}, { orgId: org.orgId });
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const [left] = await db()
      .select({ total: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.orgId, org.orgId));
    expect(left?.total).toBe(0);
  });

  it("rejects an empty or over-long key with a 422", async () => {
    const result = await post(org, "/v1/probe/a", "x".repeat(256));
    expect(result.status).toBe(422);
    expect(JSON.parse(result.text).detail[0].loc).toEqual(["header", "idempotency-key"]);
  });
});
