import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, rowsOf } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { createKey, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { PURGE_BATCH_ROWS, purgeExpiredRecords } from "./purge";

const NOW = new Date("2026-12-01T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

async function insertAuditRows(orgId: string, occurredAt: string[]): Promise<void> {
  await db().execute(sql`
    INSERT INTO api_audit_log (id, org_id, occurred_at, method, path, route, status_code, duration_ms, request_id)
    SELECT 'cbaudit_' || md5(random()::text), ${orgId}, t, 'GET', '/v1/vendors', '/v1/vendors', 200, 1, 'req_test'
    FROM unnest(${sql.param(occurredAt)}::timestamptz[]) AS t`);
}

async function insertChange(orgId: string, targetId: string, action: string, occurredAt: string): Promise<void> {
  await db().execute(sql`
    INSERT INTO activity_log (id, org_id, occurred_at, action, actor_type, target_type, target_id)
    VALUES (${newId("activity")}, ${orgId}, ${occurredAt}::timestamptz, ${action}, 'user', 'vendor', ${targetId})`);
}

async function insertEvent(orgId: string, occurredAt: string): Promise<void> {
  await db().execute(sql`
    INSERT INTO domain_events (id, org_id, event_type, data, occurred_at)
    VALUES (${newId("domainEvent")}, ${orgId}, 'Vendor.Updated', '{}'::jsonb, ${occurredAt}::timestamptz)`);
}

async function insertEmail(orgId: string, status: string, createdAt: string): Promise<void> {
  await db().execute(sql`
    INSERT INTO outbound_emails (id, org_id, "to", subject, body, status, created_at)
    VALUES (${newId("outboundEmail")}, ${orgId}, 'someone@example.test', 'Hello', 'Body', ${status}, ${createdAt}::timestamptz)`);
}

const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await db().execute(query))[0]?.n ?? 0);
const auditAges = async (orgId: string) =>
  rowsOf<{ days: number }>(
    await db().execute(sql`
      SELECT round(extract(epoch FROM (${NOW.toISOString()}::timestamptz - occurred_at)) / 86400)::int AS days
      FROM api_audit_log WHERE org_id = ${orgId} AND request_id = 'req_test' ORDER BY occurred_at DESC`),
  ).map((row) => row.days);

describe("retention of the append-only tables", () => {
  let standard: TestOrg;
  let short: TestOrg;

  beforeAll(async () => {
    [standard, short] = await Promise.all([createOrg("Keeps 400 days"), createOrg("Keeps 30 days")]);
    expect(
      (await callApi("post", `/v1/org/${short.orgId}`, { token: short.token, body: { audit_log_retention_days: 30 } }))
        .status,
    ).toBe(200);
  });

  it("lets an admin set how long the audit trail is kept, from 30 to 3650 days, and no one else", async () => {
    const org = await createOrg();
    const path = `/v1/org/${org.orgId}` as const;
    expect(bodyAt(await callApi("get", path, { token: org.token }), 200).audit_log_retention_days).toBe(400);
    for (const days of [29, 3651, 90.5]) {
      const refused = await callApi("post", path, { token: org.token, body: { audit_log_retention_days: days } });
      expect(refused.status).toBe(422);
    }
    const key = await createKey(org, { scopes: ["keys:manage"] });
    const byKey = await callApi("post", path, { token: key.secret, body: { audit_log_retention_days: 30 } });
    expectStatus(byKey, 403);
    expect(byKey.body.detail.code).toBe("insufficient_role");
    const set = await callApi("post", path, { token: org.token, body: { audit_log_retention_days: 3650 } });
    expectStatus(set, 200);
    expect(set.body.audit_log_retention_days).toBe(3650);
  });

  it("deletes API calls older than each organization's setting, and nothing newer", async () => {
    await insertAuditRows(standard.orgId, [daysAgo(1), daysAgo(35), daysAgo(399), daysAgo(401)]);
    await insertAuditRows(short.orgId, [daysAgo(1), daysAgo(29), daysAgo(31), daysAgo(401)]);
    const purged = await purgeExpiredRecords({ now: NOW, orgIds: [standard.orgId, short.orgId] });
    expect(purged.auditLog).toBe(3);
    expect(await auditAges(standard.orgId)).toEqual([1, 35, 399]);
    expect(await auditAges(short.orgId)).toEqual([1, 29]);
  });

  it("deletes in batches: more rows than one statement takes all go", async () => {
    const org = await createOrg();
    await db().execute(sql`UPDATE organizations SET audit_log_retention_days = 30 WHERE id = ${org.orgId}`);
    const old = Array.from({ length: PURGE_BATCH_ROWS * 2 + 5 }, (_, index) => daysAgo(40 + (index % 300)));
    await insertAuditRows(org.orgId, [...old, daysAgo(2)]);
    const purged = await purgeExpiredRecords({ now: NOW, orgIds: [org.orgId] });
    expect(purged.auditLog).toBe(old.length);
    expect(await auditAges(org.orgId)).toEqual([2]);
  });

  it("keeps a record's change history while it lives, and drops all of it once its deletion is older than the setting", async () => {
    const [lives, deletedLongAgo, deletedRecently] = [newId("vendor"), newId("vendor"), newId("vendor")];
    await insertChange(short.orgId, lives, "created", daysAgo(501));
    await insertChange(short.orgId, deletedLongAgo, "created", daysAgo(500));
    await insertChange(short.orgId, deletedLongAgo, "updated", daysAgo(100));
    await insertChange(short.orgId, deletedLongAgo, "deleted", daysAgo(31));
    await insertChange(short.orgId, deletedRecently, "created", daysAgo(500));
    await insertChange(short.orgId, deletedRecently, "deleted", daysAgo(29));
    const purged = await purgeExpiredRecords({ now: NOW, orgIds: [short.orgId] });
    expect(purged.changeLog).toBe(3);
    const left = rowsOf<{ target_id: string; action: string }>(
      await db().execute(sql`
        SELECT target_id, action FROM activity_log WHERE org_id = ${short.orgId}
          AND target_id IN (${lives}, ${deletedLongAgo}, ${deletedRecently}) ORDER BY occurred_at`),
    );
    expect(left).toEqual([
      { target_id: lives, action: "created" },
      { target_id: deletedRecently, action: "created" },
      { target_id: deletedRecently, action: "deleted" },
    ]);
  });

  it("keeps domain events and sent mail 90 days, and mail still queued however old", async () => {
    await insertEvent(standard.orgId, daysAgo(91));
    await insertEvent(standard.orgId, daysAgo(89));
    await insertEmail(standard.orgId, "sent", daysAgo(91));
    await insertEmail(standard.orgId, "logged", daysAgo(120));
    await insertEmail(standard.orgId, "queued", daysAgo(91));
    await insertEmail(standard.orgId, "sent", daysAgo(10));
    const purged = await purgeExpiredRecords({ now: NOW, orgIds: [standard.orgId] });
    expect(purged.domainEvents).toBe(1);
    expect(purged.outboundEmails).toBe(2);
    const oldEvents = sql`SELECT count(*)::int AS n FROM domain_events WHERE org_id = ${standard.orgId} AND occurred_at < ${daysAgo(90)}::timestamptz`;
    expect(await count(oldEvents)).toBe(0);
    const statuses = rowsOf<{ status: string }>(
      await db().execute(
        sql`SELECT status FROM outbound_emails WHERE org_id = ${standard.orgId} AND "to" = 'someone@example.test' ORDER BY created_at`,
      ),
    ).map((row) => row.status);
    expect(statuses).toEqual(["queued", "sent"]);
  });

  it("leaves other organizations' rows alone when scoped", async () => {
    const other = await createOrg();
    await insertAuditRows(other.orgId, [daysAgo(500)]);
    await purgeExpiredRecords({ now: NOW, orgIds: [standard.orgId] });
    expect(await auditAges(other.orgId)).toEqual([500]);
  });
});
