import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { JobWorker } from "@/lib/jobs";
import { jobs } from "@/lib/jobs/tables";
import { createKey, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { insertService, insertVendor } from "@/lib/testing/records";
import { factSheetSectionNames } from "./tables";
import { listIn, objectIn } from "./testing";

const SHEET_FIELDS = [
  "vendor_id",
  "entity_id",
  "status",
  "completed_sections",
  "updated_at",
  ...factSheetSectionNames,
].sort();

const read = (token: string, vendorId: string) => callApi("get", `/v1/vendors/${vendorId}/fact-sheet`, { token });
/** The fact sheet, which GET must answer with 200. */
const sheetOf = async (token: string, vendorId: string) => bodyAt(await read(token, vendorId), 200);
const refresh = (token: string, vendorId: string) =>
  callApi("post", `/v1/vendors/${vendorId}/fact-sheet/refresh`, { token });
const runJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();

async function generationJobs(org: TestOrg) {
  return db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.orgId, org.orgId), eq(jobs.type, "fact_sheets.generate")));
}

describe("GET /v1/vendors/{vendor_id}/fact-sheet", () => {
  it("answers a vendor never generated with 200, status null and every section null", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org, { name: "Never Generated Inc" });
    const key = await createKey(org);
    for (const token of [org.token, key.secret]) {
      const result = await read(token, vendorId);
      expectStatus(result, 200);
      expect(Object.keys(result.body).sort()).toEqual(SHEET_FIELDS);
      expect(result.body).toEqual({
        vendor_id: vendorId,
        entity_id: null,
        status: null,
        completed_sections: [],
        updated_at: null,
        company_profile: null,
        products: null,
        public_perception: null,
        financials: null,
        people: null,
        compliance_and_legal: null,
        security_posture: null,
      });
    }
  });

  it("answers 404 vendor_not_found for an unknown or another organization's vendor, and queues nothing", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const theirs = await insertVendor(other);
    for (const vendorId of [theirs, "cbvndr_00000000000000000000000000000000"]) {
      for (const result of [await read(org.token, vendorId), await refresh(org.token, vendorId)]) {
        expectStatus(result, 404);
        expect(result.body.detail.code).toBe("vendor_not_found");
      }
    }
    expect(await generationJobs(org)).toEqual([]);
    expect(await generationJobs(other)).toEqual([]);
    expect((await sheetOf(other.token, theirs)).status).toBeNull();
  });
});

describe("POST /v1/vendors/{vendor_id}/fact-sheet/refresh", () => {
  it("answers 202 pending with the job queued in the same transaction, then completes in the background", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org, { name: "Globex" });
    const key = await createKey(org);
    const accepted = await refresh(key.secret, vendorId);
    expect(accepted.status).toBe(202);
    expect(accepted.body).toEqual({ vendor_id: vendorId, status: "pending" });
    const queued = await generationJobs(org);
    expect(queued.map((job) => [job.status, job.payload])).toEqual([["queued", { vendor_id: vendorId }]]);

    const pending = await sheetOf(org.token, vendorId);
    expect(pending).toMatchObject({ status: "pending", completed_sections: [], updated_at: null });

    const before = Math.floor(Date.now() / 1000);
    expect(await runJobs(org)).toBe(1);
    const done = await sheetOf(org.token, vendorId);
    expect(done.status).toBe("completed");
    expect(done.completed_sections).toEqual([...factSheetSectionNames]);
    expect(done.updated_at).toBeGreaterThanOrEqual(before);
    expect((await generationJobs(org))[0]?.status).toBe("succeeded");
  });

  it("derives only what the platform holds from the vendor's own record and services", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org, {
      name: "Initech",
      website: "https://initech.example",
      description: "Payroll software.",
      hqLocation: "Austin, TX",
      securityContactEmail: "security@initech.example",
    });
    const payroll = await insertService(org, vendorId, { name: "Payroll", description: "Runs payroll." });
    const reports = await insertService(org, vendorId, { name: "TPS reports" });
    await refresh(org.token, vendorId);
    await runJobs(org);
    const sheet = await sheetOf(org.token, vendorId);

    expect(sheet.company_profile).toMatchObject({
      name: "Initech",
      website: "https://initech.example",
      description: "Payroll software.",
      headquarters: "Austin, TX",
      legal_name: null,
      industry: null,
      founded_year: null,
      registry_validation: { status: "not_checked", registry: null, registration_number: null },
    });
    expect(sheet.products?.items).toEqual([
      { name: "Payroll", description: "Runs payroll.", service_id: payroll },
      { name: "TPS reports", description: null, service_id: reports },
    ]);
    // Nothing the platform holds speaks to these: left null rather than guessed.
    expect([sheet.public_perception, sheet.financials, sheet.people, sheet.compliance_and_legal]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(sheet.security_posture).toMatchObject({
      security_contact: "security@initech.example",
      trust_center_url: null,
      known_incidents: null,
    });
    const intelligence = objectIn(sheet.security_posture?.external_intelligence, "external_intelligence");
    expect(intelligence.overall_score).toBeNull();
    const factors = listIn(intelligence.factors, "external_intelligence.factors");
    expect(factors.length).toBeGreaterThan(0);
    for (const factor of factors) {
      expect(factor).toMatchObject({ data_available: false });
      expect(Object.keys(objectIn(factor, "factor")).sort()).toEqual([
        "data_available",
        "factor",
        "grade",
        "score",
        "weight",
      ]);
    }
  });

  it("leaves products null for a vendor without services", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org, { name: "Solo" });
    await refresh(org.token, vendorId);
    await runJobs(org);
    const sheet = await sheetOf(org.token, vendorId);
    expect(sheet.status).toBe("completed");
    expect(sheet.products).toBeNull();
    expect(objectIn(sheet.security_posture, "security_posture").security_contact).toBeNull();
  });

  it("a new refresh restarts the run, keeps the previous content until replaced, and supersedes a queued run", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org, { name: "Umbrella" });
    await refresh(org.token, vendorId);
    await runJobs(org);

    await insertService(org, vendorId, { name: "Vaccines" });
    await refresh(org.token, vendorId);
    const restarted = await sheetOf(org.token, vendorId);
    expect(restarted.status).toBe("pending");
    expect(restarted.completed_sections).toEqual([]);
    expect(objectIn(restarted.company_profile, "company_profile").name).toBe("Umbrella");
    expect(restarted.products).toBeNull();

    await refresh(org.token, vendorId);
    expect(await runJobs(org)).toBe(2);
    const sheet = await sheetOf(org.token, vendorId);
    expect(sheet.status).toBe("completed");
    expect(sheet.completed_sections).toEqual([...factSheetSectionNames]);
    const products = listIn(objectIn(sheet.products, "products").items, "products.items");
    expect(products.map((item) => objectIn(item, "product").name)).toEqual(["Vaccines"]);
  });

  it("a vendor's generation runs only for its own organization's worker", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const vendorId = await insertVendor(org);
    await refresh(org.token, vendorId);
    expect(await runJobs(other)).toBe(0);
    expect((await sheetOf(org.token, vendorId)).status).toBe("pending");
    expect(await runJobs(org)).toBe(1);
  });
});
