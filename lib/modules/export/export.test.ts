import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { registerReport, unregisterReport } from "@/lib/extensions/export-reports";
import { newId } from "@/lib/ids";
import { assessments } from "@/lib/modules/assessments/tables";
import { findings } from "@/lib/modules/findings/tables";
import { riskLevels, tags } from "@/lib/modules/taxonomy/tables";
import { vendors } from "@/lib/modules/vendors/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { insertService, insertVendor } from "@/lib/testing/records";

const SLUGS = ["vendors", "services", "assessments", "findings", "obligations", "contract_records"];
const REPORT_FIELDS = ["base_object", "data", "id", "limit", "mapping", "offset", "report_name", "slug", "total_count"];

const exportOf = (org: TestOrg, slug: string, query: "" | `?${string}` = "") =>
  callApi("get", `/v1/export/${slug}${query}`, { token: org.token });
/** The report object of an export that must answer 200. */
const reportOf = async (org: TestOrg, slug: string, query: "" | `?${string}` = "") =>
  bodyAt(await exportOf(org, slug, query), 200);
const reportList = async (org: TestOrg) => bodyAt(await callApi("get", "/v1/export", { token: org.token }), 200);
const at = (seconds: number) => new Date(seconds * 1000);

async function insertAssessment(org: TestOrg, vendorId: string, values: Partial<typeof assessments.$inferInsert> = {}) {
  const id = newId("assessment");
  await db()
    .insert(assessments)
    .values({ name: "Annual review", ...values, id, orgId: org.orgId, vendorId });
  return id;
}

/** `count` vendors named `${prefix} n` with created_at one second apart (or all equal when `sameTime`). */
async function insertManyVendors(org: TestOrg, count: number, prefix: string, sameTime = false) {
  const base = 1_700_000_000;
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, index) => {
      const n = start + index;
      return {
        id: newId("vendor"),
        orgId: org.orgId,
        name: `${prefix} ${String(n).padStart(5, "0")}`,
        createdAt: at(sameTime ? base : base + n),
        updatedAt: at(base + n),
      };
    });
    await db().insert(vendors).values(rows);
  }
}

describe("GET /v1/export", () => {
  it("lists the six built-in reports with their mappings", async () => {
    const org = await createOrg();
    const result = await callApi("get", "/v1/export", { token: org.token });
    expectStatus(result, 200);
    expect(result.body.data.map((report) => report.slug)).toEqual(SLUGS);
    for (const report of result.body.data) {
      expect(Object.keys(report.mapping).length).toBeGreaterThan(3);
      // supplier_name filters only the report whose rows are vendors.
      expect(report.vendor_based, report.slug).toBe(report.base_object === "vendor");
    }
  });
});

describe("GET /v1/export/{report_name}", () => {
  let org: TestOrg;
  let other: TestOrg;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg("Export A"), createOrg("Export B")]);
    const levels = bodyAt(await callApi("get", "/v1/risk_levels", { token: org.token }), 200).items;
    const statusesList = bodyAt(await callApi("get", "/v1/statuses?entity=vendor", { token: org.token }), 200).items;
    const tagId = newId("tag");
    await db().insert(tags).values({ id: tagId, orgId: org.orgId, value: "critical-supplier" });
    ids.acme = await insertVendor(org, {
      name: "Acme Cloud",
      website: "https://acme.example",
      tier: "tier_1",
      statusId: statusesList[1]?.id,
      inherentRiskLevelId: levels[0]?.id,
      residualRiskLevelId: levels[2]?.id,
      tagIds: [tagId],
      contacts: [{ email: "sec@acme.example", name: "Sam", title: null, phone_number: null }],
      createdAt: at(1_700_000_001),
      updatedAt: at(1_700_000_050),
    });
    ids.globex = await insertVendor(org, {
      name: "Globex Payments",
      securityContactEmail: "security@globex.example",
      createdAt: at(1_700_000_002),
    });
    ids.initech = await insertVendor(org, { name: '=Initech, "Ltd"', createdAt: at(1_700_000_003) });
    ids.acmeService = await insertService(org, ids.acme, { name: "Acme Storage", createdAt: at(1_700_000_010) });
    ids.globexService = await insertService(org, ids.globex, { name: "Globex Checkout", createdAt: at(1_700_000_011) });
    ids.acmeAssessment = await insertAssessment(org, ids.acme, {
      name: "Acme 2026",
      status: "review_evals",
      scorePercent: 0.75,
      createdAt: at(1_700_000_020),
    });
    ids.globexAssessment = await insertAssessment(org, ids.globex, {
      name: "Globex 2026",
      createdAt: at(1_700_000_021),
    });
    const finding = async (body: Schemas["CreateFinding"]) =>
      bodyAt(await callApi("post", "/v1/findings", { token: org.token, body }), 201);
    ids.vendorFinding = (await finding({ title: "No MFA", vendor_id: ids.globex, due_date: 1_900_000_000 })).id;
    // Written directly: the assessments module registers its reference lookup on its own branch.
    ids.assessmentFinding = newId("finding");
    await db()
      .insert(findings)
      .values({ id: ids.assessmentFinding, orgId: org.orgId, title: "No DR test", assessmentId: ids.acmeAssessment });
    const obligation = async (body: Schemas["CreateObligation"]) =>
      bodyAt(await callApi("post", "/v1/obligations", { token: org.token, body }), 201);
    ids.vendorObligation = (await obligation({ statement: "Review access quarterly", vendor_id: ids.acme })).id;
    ids.looseObligation = (await obligation({ statement: "Keep an inventory" })).id;
    await insertVendor(other, { name: "Acme Other Org" });
  });

  it.each(SLUGS)("%s answers the export report object with data keyed by the mapping's column names", async (slug) => {
    const result = await exportOf(org, slug);
    expectStatus(result, 200);
    expect(result.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(result.body).sort()).toEqual(REPORT_FIELDS);
    expect(result.body.id).toMatch(/^cbexprt_[0-9a-f]{32}$/);
    expect(result.body.slug).toBe(slug);
    expect(result.body).toMatchObject({ limit: 1000, offset: 0 });
    expect(result.body.data).toHaveLength(result.body.total_count);
    const columns = Object.values(result.body.mapping);
    for (const row of result.body.data) {
      expect(Object.keys(row)).toEqual(columns);
    }
    // Stable per organization and report.
    expect((await reportOf(org, slug)).id).toBe(result.body.id);
    expect((await reportOf(other, slug)).id).not.toBe(result.body.id);
  });

  it("vendors: one row per vendor, oldest first, with names resolved and Unix-second times", async () => {
    const result = await reportOf(org, "vendors");
    expect(result).toMatchObject({ report_name: "Suppliers", base_object: "vendor", total_count: 3 });
    expect(result.mapping).toMatchObject({ id: "Supplier ID", name: "Supplier Name", tier: "Tier" });
    const [acme, globex, initech] = result.data;
    expect(acme).toMatchObject({
      "Supplier ID": ids.acme,
      "Supplier Name": "Acme Cloud",
      Website: "https://acme.example",
      Status: "Active",
      Tier: "tier_1",
      "Inherent Risk": "Critical",
      "Residual Risk": "Medium",
      "Primary Contact Email": "sec@acme.example",
      Tags: "critical-supplier",
      "Created At": 1_700_000_001,
      "Updated At": 1_700_000_050,
    });
    expect(globex).toMatchObject({
      "Supplier Name": "Globex Payments",
      Status: null,
      "Inherent Risk": null,
      "Primary Contact Email": "security@globex.example",
      Tags: null,
    });
    expect(initech?.["Supplier Name"]).toBe('=Initech, "Ltd"');
  });

  it("services, assessments, findings and obligations carry their supplier", async () => {
    const services = await reportOf(org, "services");
    expect(services.data.map((row) => [row["Service Name"], row["Supplier Name"]])).toEqual([
      ["Acme Storage", "Acme Cloud"],
      ["Globex Checkout", "Globex Payments"],
    ]);
    const assessmentRows = (await reportOf(org, "assessments")).data;
    expect(assessmentRows[0]).toMatchObject({
      "Assessment ID": ids.acmeAssessment,
      "Supplier Name": "Acme Cloud",
      Status: "review_evals",
      Score: 0.75,
      Findings: 1,
      Archived: false,
    });
    expect(assessmentRows[1]).toMatchObject({ Score: null, Findings: 0, Status: "created" });
    const findingRows = (await reportOf(org, "findings")).data;
    expect(findingRows).toEqual([
      expect.objectContaining({
        "Finding ID": ids.vendorFinding,
        "Supplier ID": ids.globex,
        "Due Date": 1_900_000_000,
      }),
      expect.objectContaining({
        "Finding ID": ids.assessmentFinding,
        "Supplier ID": ids.acme,
        "Supplier Name": "Acme Cloud",
        "Assessment ID": ids.acmeAssessment,
      }),
    ]);
    const obligationRows = (await reportOf(org, "obligations")).data;
    expect(obligationRows).toEqual([
      expect.objectContaining({
        "Obligation ID": ids.vendorObligation,
        "Supplier Name": "Acme Cloud",
        Status: "not_satisfied",
      }),
      expect.objectContaining({
        "Obligation ID": ids.looseObligation,
        "Supplier Name": null,
        "Obligation Type": "cuec",
      }),
    ]);
  });

  it("supplier_name filters the vendors report case-insensitively, and total_count reflects it", async () => {
    const result = await exportOf(org, "vendors", "?supplier_name=aCmE%20c");
    expectStatus(result, 200);
    expect(result.body.total_count).toBe(1);
    expect(result.body.data.map((row) => row["Supplier ID"])).toEqual([ids.acme]);
    // Wildcard characters match themselves.
    expect((await reportOf(org, "vendors", "?supplier_name=%25")).total_count).toBe(0);
    expect((await reportOf(org, "vendors", "?supplier_name=")).total_count).toBe(3);
  });

  it.each(["services", "assessments", "findings", "obligations", "contract_records"])(
    "supplier_name is ignored by %s, whose base object is not a vendor",
    async (slug) => {
      const all = await reportOf(org, slug);
      const filtered = await exportOf(org, slug, "?supplier_name=aCmE%20c");
      expectStatus(filtered, 200);
      expect(filtered.body.total_count).toBe(all.total_count);
      expect(filtered.body.data).toEqual(all.data);
      const nothingMatches = await reportOf(org, slug, "?supplier_name=no%20such%20supplier");
      expect(nothingMatches.total_count).toBe(all.total_count);
    },
  );

  it("obligations without a vendor stay in the export whatever supplier_name says", async () => {
    const result = await reportOf(org, "obligations", "?supplier_name=acme");
    expect(result.total_count).toBe(2);
    expect(result.data.map((row) => row["Obligation ID"])).toContain(ids.looseObligation);
  });

  it("supplier_name is ignored by a report whose rows have no supplier", async () => {
    registerReport({
      slug: "test_risk_levels",
      report_name: "Risk levels",
      base_object: "risk_level",
      mapping: { name: "Level" },
      source: {
        from: sql`${riskLevels}`,
        fields: { name: riskLevels.name },
        orgId: riskLevels.orgId,
        createdAt: riskLevels.createdAt,
        id: riskLevels.id,
      },
    });
    try {
      const all = await reportOf(org, "test_risk_levels");
      const filtered = await reportOf(org, "test_risk_levels", "?supplier_name=acme");
      expect(all.total_count).toBe(5);
      expect(filtered.total_count).toBe(5);
      expect(filtered.data).toEqual(all.data);
    } finally {
      unregisterReport("test_risk_levels");
    }
  });

  it("limit and offset page the rows; limit is echoed", async () => {
    const page = await reportOf(org, "vendors", "?limit=1&offset=1");
    expect(page).toMatchObject({ limit: 1, offset: 1, total_count: 3 });
    expect(page.data.map((row) => row["Supplier ID"])).toEqual([ids.globex]);
    const tail = await reportOf(org, "vendors", "?offset=2");
    expect(tail.data.map((row) => row["Supplier ID"])).toEqual([ids.initech]);
    const past = await exportOf(org, "vendors", "?offset=10&limit=5");
    expect(past.body).toMatchObject({ data: [], total_count: 3, limit: 5, offset: 10 });
    expect((await exportOf(org, "vendors", "?limit=100000")).body).toMatchObject({ limit: 100_000, total_count: 3 });
    for (const query of [
      "?limit=0",
      "?limit=abc",
      "?offset=-1",
      "?limit=100001",
      "?limit=1000000",
      "?format=xml",
    ] as const) {
      expect((await exportOf(org, "vendors", query)).status, query).toBe(422);
    }
  });

  it("an unknown slug is 404 report_not_found", async () => {
    const result = await exportOf(org, "suppliers");
    expectStatus(result, 404);
    expect(result.body.detail.code).toBe("report_not_found");
    expect(result.body.detail.message).toContain("vendors");
  });

  it("contract_records exports the contracts module's records, and answers 404 not_enabled while it is off", async () => {
    const result = await reportOf(org, "contract_records");
    expect(result).toMatchObject({ base_object: "contract_record", total_count: 0, data: [] });
    expect(result.mapping).toMatchObject({ id: "Contract ID", vendor_name: "Supplier Name" });
    const body = {
      name: "Hosting MSA",
      contract_type: "msa",
      vendor_id: ids.acme,
      contract_value_amount: "0.10",
    } as const;
    const contract = await callApi("post", "/v1/contract-records", { token: org.token, body });
    expectStatus(contract, 201);
    const exported = await reportOf(org, "contract_records");
    expect(exported.total_count).toBe(1);
    expect(exported.data[0]).toMatchObject({
      "Contract ID": contract.body.id,
      "Supplier Name": "Acme Cloud",
      "Contract Value": "0.10",
    });
    const setSwitch = (on: boolean) =>
      callApi("post", `/v1/org/${org.orgId}`, { token: org.token, body: { modules: { contract_records: on } } });
    expect((await setSwitch(false)).status).toBe(200);
    try {
      const off = await exportOf(org, "contract_records");
      expectStatus(off, 404);
      expect(off.body.detail.code).toBe("not_enabled");
      const listed = await reportList(org);
      expect(listed.data.map((report) => report.slug)).toEqual(SLUGS.slice(0, -1));
      expect((await exportOf(org, "vendors")).status).toBe(200);
    } finally {
      expect((await setSwitch(true)).status).toBe(200);
    }
    expect((await reportOf(org, "contract_records")).total_count).toBe(1);
  });

  it("never shows another organization's rows", async () => {
    const theirs = await reportOf(other, "vendors");
    expect(theirs.data.map((row) => row["Supplier Name"])).toEqual(["Acme Other Org"]);
    const ours = await exportOf(org, "vendors", "?supplier_name=other");
    expect(ours.body).toMatchObject({ total_count: 0, data: [] });
    for (const slug of ["services", "assessments", "findings", "obligations"]) {
      expect((await reportOf(other, slug)).total_count, slug).toBe(0);
    }
  });

  it("a standard API key may export", async () => {
    const key = await createKey(org);
    const result = await callApi("get", "/v1/export/vendors?limit=1", { token: key.secret });
    expectStatus(result, 200);
    expect(result.body.data).toHaveLength(1);
  });

  it("format=csv streams the same rows under the mapping's column names", async () => {
    const result = await exportOf(org, "vendors", "?format=csv");
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(result.headers.get("content-disposition")).toMatch(
      /^attachment; filename="vendors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(result.headers.get("x-total-count")).toBe("3");
    const lines = result.text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]?.startsWith("Supplier ID,Supplier Name,External ID,Website,Status,Tier,")).toBe(true);
    expect(lines[1]).toContain(`${ids.acme},Acme Cloud,,https://acme.example,Active,tier_1,Critical,Medium`);
    // Quoted per RFC 4180; a leading "=" cannot run as a spreadsheet formula.
    expect(lines[3]).toContain(`${ids.initech},"'=Initech, ""Ltd"""`);
    const filtered = await exportOf(org, "vendors", "?format=csv&supplier_name=globex&limit=1");
    expect(filtered.text.trimEnd().split("\r\n")).toHaveLength(2);
  });
});

describe("large exports", () => {
  let org: TestOrg;
  const COUNT = 5_000;

  beforeAll(async () => {
    org = await createOrg("Export Large");
    await insertManyVendors(org, COUNT, "Bulk");
  }, 120_000);

  afterAll(() => undefined);

  it("streams 5,000 vendors complete and in order across keyset batches", async () => {
    const result = await exportOf(org, "vendors", "?limit=5000");
    expectStatus(result, 200);
    expect(result.body.total_count).toBe(COUNT);
    const names = result.body.data.map((row) => row["Supplier Name"]);
    expect(names).toHaveLength(COUNT);
    expect(new Set(result.body.data.map((row) => row["Supplier ID"])).size).toBe(COUNT);
    expect(names).toEqual(Array.from({ length: COUNT }, (_, n) => `Bulk ${String(n).padStart(5, "0")}`));
  }, 60_000);

  it("without limit a call returns the default page of 1,000 (limit echoed), and offset pages reach every row", async () => {
    const first = await reportOf(org, "vendors");
    expect(first).toMatchObject({ limit: 1000, offset: 0, total_count: COUNT });
    expect(first.data).toHaveLength(1000);
    const csv = await exportOf(org, "vendors", "?format=csv");
    expect(csv.headers.get("x-total-count")).toBe(String(COUNT));
    expect(csv.text.trimEnd().split("\r\n")).toHaveLength(1000 + 1);
    const names: unknown[] = [];
    for (let offset = 0; offset < first.total_count; offset += 1000) {
      const page = await reportOf(org, "vendors", `?offset=${offset}`);
      names.push(...page.data.map((row) => row["Supplier Name"]));
    }
    expect(names).toEqual(Array.from({ length: COUNT }, (_, n) => `Bulk ${String(n).padStart(5, "0")}`));
  }, 60_000);

  it("limit and offset across a batch boundary equal the slice of the full export", async () => {
    const full = (await reportOf(org, "vendors", "?limit=5000")).data;
    const page = (await reportOf(org, "vendors", "?offset=1990&limit=2020")).data;
    expect(page).toEqual(full.slice(1990, 4010));
    const csv = await exportOf(org, "vendors", "?format=csv&limit=5000");
    expect(csv.text.trimEnd().split("\r\n")).toHaveLength(COUNT + 1);
  }, 60_000);

  it("vendors created in the same instant are each exported once (ties broken by ID)", async () => {
    const tied = await createOrg("Export Ties");
    await insertManyVendors(tied, 4_500, "Tied", true);
    const result = await reportOf(tied, "vendors", "?supplier_name=tied&limit=4500");
    expect(result.total_count).toBe(4_500);
    const ids = result.data.map((row) => row["Supplier ID"]);
    expect(new Set(ids).size).toBe(4_500);
    expect(ids).toEqual([...ids].sort());
  }, 60_000);
});
