import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db, rowsOf } from "@/lib/db/client";
import { createOrg } from "@/lib/testing/fixtures";
import { flushAuditLog, recordApiCall } from "./api-calls";

const requestId = () => `req_${randomBytes(16).toString("hex")}`;

describe("the API call audit writer", () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps writing after a batch whose rows committed but whose answer was lost", async () => {
    const org = await createOrg();
    const record = (id: string) =>
      recordApiCall({
        principal: { orgId: org.orgId, actor: { type: "api_key", keyId: "key_gone", keyName: "CI", scopes: [] } },
        occurredAt: new Date(),
        method: "GET",
        path: "/v1/vendors",
        route: "/v1/vendors",
        statusCode: 200,
        durationMs: 3,
        queryParamNames: [],
        clientIp: "203.0.113.7",
        requestId: id,
      });
    const first = requestId();
    await flushAuditLog(); // nothing of another test's left in the buffer
    record(first);
    // The batch's INSERT commits; the connection is lost before the key's last_used_at update answers.
    const execute = db().execute.bind(db());
    const spy = vi.spyOn(db(), "execute");
    spy.mockImplementationOnce(execute).mockImplementationOnce(() => {
      throw new Error("Connection terminated unexpectedly");
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await flushAuditLog();
    spy.mockRestore();

    const second = requestId();
    record(second);
    await flushAuditLog();
    const rows = rowsOf<{ request_id: string }>(
      await db().execute(sql`SELECT request_id FROM api_audit_log WHERE request_id IN (${first}, ${second})`),
    );
    expect(rows.map((row) => row.request_id).sort()).toEqual([first, second].sort());
  });
});
