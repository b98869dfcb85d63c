import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { flushAuditLog } from "@/lib/audit/api-calls";
import { db, rowsOf } from "@/lib/db/client";
import {
  addMonths,
  dropExpiredMonthPartitions,
  ensureMonthPartitions,
  listMonthPartitions,
  MONTHS_AHEAD,
  monthPartition,
  monthStart,
} from "@/lib/db/partitions";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { auditLogQueries } from "./list-query";
import { AuditLogQuery } from "./schemas";

// Months of years no other test writes in: on PostgreSQL every test file shares one database.
const WAITING = ["2003-02-03T10:00:00Z", "2003-02-27T23:59:59Z", "2003-02-14T00:00:00Z", "2003-04-30T12:00:00Z"];
const PLANNED_MONTHS = ["2004-01", "2004-02", "2004-03"];
const ROWS_PER_PLANNED_MONTH = 2000;

async function insertAuditRows(orgId: string, occurredAt: SQL): Promise<void> {
  await db().execute(sql`
    INSERT INTO api_audit_log (id, org_id, occurred_at, method, path, route, status_code, duration_ms, request_id)
    SELECT 'cbaudit_' || md5(random()::text || t::text), ${orgId}, t, 'GET', '/v1/vendors', '/v1/vendors', 200, 1, 'req_partition'
    FROM (${occurredAt}) AS times(t)`);
}

const partitionsHolding = async (orgId: string) =>
  rowsOf<{ partition: string; rows: number }>(
    await db().execute(sql`
      SELECT tableoid::regclass::text AS partition, count(*)::int AS rows FROM api_audit_log
      WHERE org_id = ${orgId} AND request_id = 'req_partition' GROUP BY 1 ORDER BY 1`),
  );

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function planOf(query: SQLWrapper): Promise<PlanNode[]> {
  const [row] = rowsOf<{ "QUERY PLAN": unknown }>(await db().execute(sql`EXPLAIN (FORMAT JSON) ${query}`));
  const parsed = typeof row?.["QUERY PLAN"] === "string" ? JSON.parse(row["QUERY PLAN"]) : row?.["QUERY PLAN"];
  return nodesOf((parsed as { Plan: PlanNode }[])[0]?.Plan as PlanNode);
}

const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe("the audit log partitioned by month", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg("Partitioned audit");
    // The months of an earlier run on the same database.
    await dropExpiredMonthPartitions(db(), "api_audit_log", new Date(), async (partition) =>
      [2003, 2004].includes(partition.from.getUTCFullYear()),
    );
  });

  it("has this month's partition and the next ones before any row needs them", async () => {
    const names = (await listMonthPartitions(db(), "api_audit_log")).map((partition) => partition.name);
    for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead += 1) {
      expect(names).toContain(monthPartition("api_audit_log", addMonths(monthStart(new Date()), ahead)).name);
    }
    const events = (await listMonthPartitions(db(), "domain_events")).map((partition) => partition.name);
    expect(events).toContain(monthPartition("domain_events", new Date()).name);
  });

  it("keeps rows of a month not made in DEFAULT, and moves every one into its month when made", async () => {
    await insertAuditRows(org.orgId, sql`SELECT unnest(${sql.param(WAITING)}::timestamptz[])`);
    expect(await partitionsHolding(org.orgId)).toEqual([{ partition: "api_audit_log_default", rows: 4 }]);

    const created = await ensureMonthPartitions(db(), "api_audit_log", new Date());
    expect(created).toEqual(expect.arrayContaining(["api_audit_log_y2003m02", "api_audit_log_y2003m04"]));
    expect(created).not.toContain("api_audit_log_y2003m03");
    expect(await partitionsHolding(org.orgId)).toEqual([
      { partition: "api_audit_log_y2003m02", rows: 3 },
      { partition: "api_audit_log_y2003m04", rows: 1 },
    ]);
    expect(await ensureMonthPartitions(db(), "api_audit_log", new Date())).not.toContain("api_audit_log_y2003m02");

    // Unfiltered, the total is the organization's monthly counts: moving rows between months changed none.
    await flushAuditLog();
    const [rows] = rowsOf<{ n: number }>(
      await db().execute(sql`SELECT count(*)::int AS n FROM api_audit_log WHERE org_id = ${org.orgId}`),
    );
    const whole = bodyAt(await callApi("get", "/v1/system_audit_log?limit=1", { token: org.token }), 200);
    expect(whole.total).toBe(rows?.n);

    const listed = await callApi(
      "get",
      `/v1/system_audit_log?start_time=${unixSeconds("2003-01-01T00:00:00Z")}&end_time=${unixSeconds("2003-12-31T00:00:00Z")}`,
      { token: org.token },
    );
    expectStatus(listed, 200);
    expect(listed.body.total).toBe(4);
    expect(listed.body.items.map((item) => item.occurred_at)).toEqual([...WAITING].sort().reverse().map(unixSeconds));
  });

  it("drops a month whole and tells how many rows went with it", async () => {
    const dropped = await dropExpiredMonthPartitions(
      db(),
      "api_audit_log",
      new Date(),
      async (partition) => partition.name === "api_audit_log_y2003m02",
    );
    expect(dropped).toEqual([{ name: "api_audit_log_y2003m02", rows: 3 }]);
    expect(await partitionsHolding(org.orgId)).toEqual([{ partition: "api_audit_log_y2003m04", rows: 1 }]);
  });

  describe("reads keep their plans over several months", () => {
    beforeAll(async () => {
      // Made before the rows, as months are in use: "now" in January makes January to April.
      await ensureMonthPartitions(db(), "api_audit_log", new Date("2004-01-15T00:00:00Z"));
      for (const month of PLANNED_MONTHS) {
        await insertAuditRows(
          org.orgId,
          sql`SELECT ${`${month}-01T00:00:00Z`}::timestamptz + make_interval(secs => n * 60) FROM generate_series(1, ${ROWS_PER_PLANNED_MONTH}) AS n`,
        );
      }
      for (const month of PLANNED_MONTHS) {
        await db().execute(sql.raw(`ANALYZE api_audit_log_y${month.replace("-", "m")}`));
      }
    });

    const listQuery = (query: Record<string, string>) =>
      auditLogQueries(db(), org.orgId, AuditLogQuery.parse({ limit: "50", ...query })).page;

    it("a page newest first reads each month through its index, with no sort of the rows", async () => {
      const plan = await planOf(listQuery({}));
      const planned = plan.filter((node) =>
        PLANNED_MONTHS.some((month) => node["Relation Name"]?.endsWith(month.replace("-", "m"))),
      );
      expect(planned.map((node) => node["Node Type"])).toEqual(["Index Scan", "Index Scan", "Index Scan"]);
      expect(planned.every((node) => node["Index Name"]?.includes("org_id_occurred_at_id_idx"))).toBe(true);
      expect(plan.map((node) => node["Node Type"])).not.toContain("Sort");
      expect(plan.map((node) => node["Node Type"])).not.toContain("Seq Scan");
    });

    it("a one-day window reads that month's partition alone", async () => {
      const plan = await planOf(
        listQuery({
          start_time: String(unixSeconds("2004-02-10T00:00:00Z")),
          end_time: String(unixSeconds("2004-02-10T23:59:59Z")),
        }),
      );
      const relations = plan.flatMap((node) => (node["Relation Name"] ? [node["Relation Name"]] : []));
      expect(relations).toEqual(["api_audit_log_y2004m02"]);
    });
  });
});
