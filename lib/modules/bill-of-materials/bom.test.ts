import { beforeAll, describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import { createOrg, createService, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus, validationIssues } from "@/lib/testing/http";
import { createBom, cycloneDx, fixtureBytes, localPart, uploadFile } from "./testing/upload";

/**
 * Bills of materials through the API: the upload address and its signed PUT, creation and its
 * checks, parsing in the background, latest and history, archive, the component searches, the
 * diff, isolation and the module switch. Portfolio search and advisories: portfolio.test.ts.
 */

let org: TestOrg;
let other: TestOrg;
let vendorId: string;
let secondVendorId: string;
let otherVendorId: string;

const runJobs = (of: TestOrg = org) => new JobWorker({ orgId: of.orgId }).runUntilIdle();

const expectCode = (result: { status: number; body: unknown; text: string }, status: number, code: string) => {
  expect(result.status, result.text).toBe(status);
  expect(errorDetail(result.body).code, result.text).toBe(code);
};

const readBom = (id: string, query: "" | `?${string}` = "") =>
  callApi("get", `/v1/bill_of_materials/${id}${query}`, { token: org.token });

const APP_V1 = cycloneDx("Billing app", [
  { name: "express", version: "4.17.1", purl: "pkg:npm/express@4.17.1" },
  { name: "lodash", version: "4.17.20", purl: "pkg:npm/lodash@4.17.20" },
  { name: "log4j-core", version: "2.14.1", purl: "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1" },
]);
const APP_V2 = cycloneDx("Billing app", [
  { name: "express", version: "4.18.2", purl: "pkg:npm/express@4.18.2" },
  { name: "log4j-core", version: "2.14.1", purl: "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1" },
  { name: "zod", version: "3.22.0", purl: "pkg:npm/zod@3.22.0" },
]);

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("BOM Org"), createOrg("Other BOM Org")]);
  [vendorId, secondVendorId, otherVendorId] = await Promise.all([
    createVendor(org, { name: "Billing Vendor" }).then((vendor) => vendor.id),
    createVendor(org, { name: "Second Vendor" }).then((vendor) => vendor.id),
    createVendor(other, { name: "Elsewhere Vendor" }).then((vendor) => vendor.id),
  ]);
});

describe("GET /v1/file/uploadable_url and the signed PUT", () => {
  it("gives an address valid for 15 minutes and an s3:// URL", async () => {
    const ticket = await callApi("get", "/v1/file/uploadable_url?filename=bom.cdx.json&content_type=application/json", {
      token: org.token,
    });
    expectStatus(ticket, 200);
    expect(ticket.body).toEqual({
      upload_url: expect.stringMatching(/\/files\/uploads\/cbupl_[0-9a-f]{32}\?expires=\d+&signature=/),
      s3_url: expect.stringMatching(new RegExp(`^s3://local/uploads/${org.orgId}/cbupl_[0-9a-f]{32}/bom.cdx.json$`)),
      expires_in: 900,
    });
  });

  it("requires a filename and bounds it", async () => {
    expect((await call("/v1/file/uploadable_url", { token: org.token })).status).toBe(422);
    expect((await call(`/v1/file/uploadable_url?filename=${"a".repeat(256)}`, { token: org.token })).status).toBe(422);
    expect((await call("/v1/file/uploadable_url?filename=x.json")).status).toBe(401);
  });

  it("stores the PUT body and answers its size and SHA-256; a tampered or GET-signed address is refused", async () => {
    const ticket = bodyAt(await callApi("get", "/v1/file/uploadable_url?filename=a.json", { token: org.token }), 200);
    const target = localPart(ticket.upload_url);
    const put = await call<unknown>(target, { method: "PUT", rawBody: "hello" });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toEqual({
      size: 5,
      sha256: "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824",
    });
    const tampered = target.replace(/signature=[^&]+/, "signature=AAAA");
    expectCode(await call<unknown>(tampered, { method: "PUT", rawBody: "x" }), 403, "invalid_signature");
    const unsigned = target.split("?")[0] as string;
    expectCode(await call<unknown>(unsigned, { method: "PUT", rawBody: "x" }), 403, "invalid_signature");
    expect((await call(target, { method: "PUT", rawBody: "" })).status).toBe(422);
  });
});

describe("POST /v1/bill_of_materials", () => {
  it("answers the BOM pending, keeps the file as a vendor document, then parses it in the background", async () => {
    const bom = await createBom(org, vendorId, "billing-v1.cdx.json", APP_V1);
    expect(bom).toMatchObject({
      id: expect.stringMatching(/^cbbom_/),
      vendor_id: vendorId,
      vendor_document_id: expect.stringMatching(/^cbvdoc_/),
      format: "unknown",
      bom_type: "other",
      parse_status: "pending",
      spec_version: null,
      component_count: 0,
      name: null,
      parse_error: null,
      parsed_at: null,
      is_archived: false,
      components: null,
      is_latest: true,
      quality: null,
      vendor_name: "Billing Vendor",
      document: {
        id: bom.vendor_document_id,
        name: "billing-v1.cdx.json",
        s3_url: expect.stringMatching(/^s3:\/\/local\/uploads\//),
        size: Buffer.byteLength(APP_V1),
        extension: "json",
        created_at: expect.any(Number),
      },
    });
    const document = await callApi("get", `/v1/documents/${bom.vendor_document_id}`, { token: org.token });
    expectStatus(document, 200);
    expect(document.body).toMatchObject({ vendor_id: vendorId, status: "complete" });

    await runJobs();
    const parsed = await readBom(bom.id);
    expectStatus(parsed, 200);
    expect(parsed.body).toMatchObject({
      format: "cyclonedx",
      bom_type: "sbom",
      parse_status: "parsed",
      spec_version: "1.5",
      component_count: 3,
      name: expect.stringContaining("Billing app"),
      parsed_at: expect.any(Number),
      quality: expect.objectContaining({ component_count: 3, with_version: 3, with_purl: 3 }),
    });
    expect(parsed.body.components?.map((component) => component.purl)).toEqual([
      "pkg:npm/express@4.17.1",
      "pkg:npm/lodash@4.17.20",
      "pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1",
    ]);
    expect(parsed.body.components?.[0]).toMatchObject({
      id: expect.stringMatching(/^cbbomc_/),
      bill_of_materials_id: bom.id,
      vendor_document_id: bom.vendor_document_id,
      name: "express",
      version: "4.17.1",
      component_type: "library",
      licenses: [],
      hashes: {},
      kind: "component",
    });
  });

  it("parses a real SBOM (dropwizard, CycloneDX) into every component it lists", async () => {
    const bom = await createBom(org, secondVendorId, "dropwizard.cdx.json", fixtureBytes("dropwizard-1.3.15.cdx.json"));
    await runJobs();
    const parsed = bodyAt(await readBom(bom.id), 200);
    expect(parsed).toMatchObject({ parse_status: "parsed", format: "cyclonedx", bom_type: "sbom" });
    expect(parsed.component_count).toBeGreaterThan(100);
    expect(parsed.components).toHaveLength(parsed.component_count);
    const jackson = parsed.components?.find((component) => component.name === "jackson-databind");
    expect(jackson).toMatchObject({
      purl: expect.stringMatching(/^pkg:maven\/com.fasterxml.jackson.core\/jackson-databind@/),
    });
    const alone = await readBom(bom.id, "?components=false");
    const { components: _components, ...withoutList } = parsed;
    expect(alone.body).toEqual({ ...withoutList, components: null });
    expect((await call(`/v1/bill_of_materials/${bom.id}?components=some`, { token: org.token })).status).toBe(422);
  });

  it("keeps an XML BOM as unsupported, with a reason a person understands, and invalid JSON as failed", async () => {
    const xml = await createBom(org, secondVendorId, "laravel.cdx.xml", fixtureBytes("laravel-7.12.0.cdx-1.4.xml"));
    const broken = await createBom(org, secondVendorId, "broken.json", '{"bomFormat": "CycloneDX", ');
    await runJobs();
    const [xmlRead, brokenRead] = (await Promise.all([readBom(xml.id), readBom(broken.id)])).map((result) =>
      bodyAt(result, 200),
    );
    expect(xmlRead).toMatchObject({ parse_status: "unsupported", component_count: 0, components: [] });
    expect(xmlRead?.parse_error).toMatch(/XML/);
    expect(brokenRead).toMatchObject({ parse_status: "failed", component_count: 0 });
    expect(brokenRead?.parse_error).toMatch(/JSON/);
  });

  it("refuses an unknown or another organization's vendor with 404 vendor_not_found", async () => {
    const s3Url = await uploadFile(org, "x.json", "{}");
    for (const id of ["cbvndr_00000000000000000000000000000000", otherVendorId]) {
      const result = await callApi("post", "/v1/bill_of_materials", {
        token: org.token,
        body: { vendor_id: id, s3_url: s3Url, size: 2, name: "x", extension: "json" },
      });
      expectCode(result, 404, "vendor_not_found");
    }
  });

  it("refuses an address that is not this organization's upload, a wrong size, a second use and a foreign service", async () => {
    const theirs = await uploadFile(other, "theirs.json", "{}");
    const body = { vendor_id: vendorId, size: 2, name: "x", extension: "json" };
    expectCode(
      await callApi("post", "/v1/bill_of_materials", { token: org.token, body: { ...body, s3_url: theirs } }),
      422,
      "invalid_upload",
    );
    expectCode(
      await callApi("post", "/v1/bill_of_materials", {
        token: org.token,
        body: { ...body, s3_url: "s3://local/uploads/nothing/x.json" },
      }),
      422,
      "invalid_upload",
    );
    const mine = await uploadFile(org, "mine.json", "{}");
    expectCode(
      await callApi("post", "/v1/bill_of_materials", { token: org.token, body: { ...body, s3_url: mine, size: 3 } }),
      422,
      "invalid_upload",
    );
    const service = await createService(org, secondVendorId, { name: "Other vendor's service" });
    expectCode(
      await callApi("post", "/v1/bill_of_materials", {
        token: org.token,
        body: { ...body, s3_url: mine, service_ids: [service.id] },
      }),
      404,
      "service_not_found",
    );
    expect(
      (await callApi("post", "/v1/bill_of_materials", { token: org.token, body: { ...body, s3_url: mine } })).status,
    ).toBe(200);
    expectCode(
      await callApi("post", "/v1/bill_of_materials", { token: org.token, body: { ...body, s3_url: mine } }),
      422,
      "invalid_upload",
    );
  });

  it("validates the body: required fields and bounds", async () => {
    // The document gives this route's 422 as the invalid_upload error; a body the schema rejects answers validation issues.
    const result = await call<unknown>("/v1/bill_of_materials", { token: org.token, body: { vendor_id: vendorId } });
    expect(result.status).toBe(422);
    const locs = validationIssues(result.body).map((entry) => entry.loc.join("."));
    expect(locs).toEqual(expect.arrayContaining(["body.s3_url", "body.size", "body.name", "body.extension"]));
    const tooBig = await call("/v1/bill_of_materials", {
      token: org.token,
      body: { vendor_id: vendorId, s3_url: "s3://local/x", size: 33 * 1024 * 1024, name: "x", extension: "json" },
    });
    expect(tooBig.status).toBe(422);
  });
});

describe("latest, history and archive", () => {
  let vendor: string;
  let first: { id: string };
  let second: { id: string };
  let serviceId: string;

  beforeAll(async () => {
    vendor = (await createVendor(org, { name: "Versioned Vendor" })).id;
    serviceId = (await createService(org, vendor, { name: "Payments API" })).id;
    first = await createBom(org, vendor, "v1.cdx.json", APP_V1, { service_ids: [serviceId] });
    second = await createBom(org, vendor, "v2.cdx.json", APP_V2);
    await runJobs();
  });

  it("latest takes exactly one of vendor_id and service_id", async () => {
    expect((await call("/v1/bill_of_materials/latest", { token: org.token })).status).toBe(422);
    expect(
      (await call(`/v1/bill_of_materials/latest?vendor_id=${vendor}&service_id=${serviceId}`, { token: org.token }))
        .status,
    ).toBe(422);
  });

  it("latest is the vendor's newest BOM with its components, or the service's", async () => {
    const byVendor = bodyAt(
      await callApi("get", `/v1/bill_of_materials/latest?vendor_id=${vendor}`, { token: org.token }),
      200,
    );
    expect(byVendor).toMatchObject({ id: second.id, is_latest: true, component_count: 3 });
    expect(byVendor?.components).toHaveLength(3);
    const byService = await callApi("get", `/v1/bill_of_materials/latest?service_id=${serviceId}`, {
      token: org.token,
    });
    expect(byService.body).toMatchObject({ id: first.id, is_latest: false });
  });

  it("latest is null for a vendor without BOMs, 404 for an unknown or another organization's vendor", async () => {
    const none = await callApi(
      "get",
      `/v1/bill_of_materials/latest?vendor_id=${(await createVendor(org, { name: "No BOM" })).id}`,
      {
        token: org.token,
      },
    );
    expectStatus(none, 200);
    expect(none.body).toBeNull();
    expectCode(
      await callApi("get", `/v1/bill_of_materials/latest?vendor_id=${otherVendorId}`, { token: org.token }),
      404,
      "vendor_not_found",
    );
  });

  it("history is newest first, filtered, with components null, within bounds", async () => {
    const history = bodyAt(
      await callApi("get", `/v1/bill_of_materials?vendor_id=${vendor}`, { token: org.token }),
      200,
    );
    expect(history).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(history.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(history.items[0]?.components).toBeNull();
    const byService = bodyAt(
      await callApi("get", `/v1/bill_of_materials?service_id=${serviceId}`, { token: org.token }),
      200,
    );
    expect(byService.items.map((item) => item.id)).toEqual([first.id]);
    expect((await call("/v1/bill_of_materials?limit=0", { token: org.token })).status).toBe(422);
    expect((await call("/v1/bill_of_materials?limit=201", { token: org.token })).status).toBe(422);
  });

  it("what changed between the two: added, removed, other versions", async () => {
    const diff = await callApi("get", `/v1/bill_of_materials/${second.id}/diff?against=${first.id}`, {
      token: org.token,
    });
    expectStatus(diff, 200);
    expect(diff.body.added.map((component) => component.name)).toEqual(["zod"]);
    expect(diff.body.removed.map((component) => component.name)).toEqual(["lodash"]);
    expect(diff.body.changed).toEqual([
      expect.objectContaining({ key: "pkg:npm/express", from_versions: ["4.17.1"], to_versions: ["4.18.2"] }),
    ]);
    expect(diff.body.unchanged_count).toBe(1);
    const previous = await callApi("get", `/v1/bill_of_materials/${second.id}/diff`, { token: org.token });
    expect(previous.body).toEqual(diff.body);
    const firstOfAll = bodyAt(
      await callApi("get", `/v1/bill_of_materials/${first.id}/diff`, { token: org.token }),
      200,
    );
    expect(firstOfAll).toMatchObject({ against_id: null, removed: [], changed: [] });
    expect(firstOfAll.added).toHaveLength(3);
    const elsewhere = await createBom(org, secondVendorId, "e.cdx.json", APP_V1);
    expectCode(
      await callApi("get", `/v1/bill_of_materials/${second.id}/diff?against=${elsewhere.id}`, { token: org.token }),
      422,
      "invalid_comparison",
    );
  });

  it("archiving the latest makes the previous one latest; it stays in the history with include_archived", async () => {
    const archived = await callApi("post", `/v1/bill_of_materials/${second.id}/archive`, { token: org.token });
    expectStatus(archived, 200);
    expect(archived.body).toMatchObject({ id: second.id, is_archived: true, is_latest: false, components: null });
    const again = await callApi("post", `/v1/bill_of_materials/${second.id}/archive`, { token: org.token });
    expect(again.body).toMatchObject({ id: second.id, is_archived: true });
    const latest = await callApi("get", `/v1/bill_of_materials/latest?vendor_id=${vendor}`, { token: org.token });
    expect(latest.body).toMatchObject({ id: first.id, is_latest: true });
    const live = bodyAt(await callApi("get", `/v1/bill_of_materials?vendor_id=${vendor}`, { token: org.token }), 200);
    expect(live.items.map((item) => item.id)).toEqual([first.id]);
    const all = bodyAt(
      await callApi("get", `/v1/bill_of_materials?vendor_id=${vendor}&include_archived=true`, { token: org.token }),
      200,
    );
    expect(all.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(bodyAt(await readBom(second.id), 200).is_archived).toBe(true);
  });
});

describe("component search", () => {
  let bomId: string;
  let vendor: string;

  beforeAll(async () => {
    vendor = (await createVendor(org, { name: "Search Vendor" })).id;
    bomId = (await createBom(org, vendor, "juice.cdx.json", fixtureBytes("juice-shop-11.1.2.cdx.json"))).id;
    await createBom(org, vendor, "app.cdx.json", APP_V1);
    await runJobs();
  });

  it("within one BOM: by name substring, purl prefix, type and licence, in file order", async () => {
    const byName = await callApi("get", `/v1/bill_of_materials/${bomId}/components?q=EXPRESS&limit=200`, {
      token: org.token,
    });
    expectStatus(byName, 200);
    expect(byName.body.total).toBeGreaterThan(0);
    for (const component of byName.body.items) {
      expect(component.name.toLowerCase()).toContain("express");
    }
    const components = async (query: `?${string}`) =>
      bodyAt(await callApi("get", `/v1/bill_of_materials/${bomId}/components${query}`, { token: org.token }), 200);
    const byPurl = await components("?purl=pkg:npm/express@");
    expect(byPurl.items.map((component) => component.name)).toEqual(["express"]);
    const mit = await components("?license=mit&limit=1");
    expect(mit.total).toBeGreaterThan(10);
    expect(mit.items[0]?.licenses.map((license) => license.toLowerCase())).toContain("mit");
    const libraries = await components("?component_type=library&limit=1");
    expect(libraries.total).toBeGreaterThan(0);
    expect(
      (await call(`/v1/bill_of_materials/${bomId}/components?component_type=spaceship`, { token: org.token })).status,
    ).toBe(422);
  });

  it("across a vendor's BOMs needs vendor_id and finds components of each", async () => {
    expect((await call("/v1/bill_of_materials/components?q=express", { token: org.token })).status).toBe(422);
    const across = bodyAt(
      await callApi("get", `/v1/bill_of_materials/components?vendor_id=${vendor}&purl=pkg:npm/express@`, {
        token: org.token,
      }),
      200,
    );
    expect(across.total).toBe(2);
    const boms = new Set(across.items.map((component) => component.bill_of_materials_id));
    expect(boms.size).toBe(2);
    expectCode(
      await callApi("get", `/v1/bill_of_materials/components?vendor_id=${otherVendorId}&q=x`, { token: org.token }),
      404,
      "vendor_not_found",
    );
  });

  it("another organization's BOM is not found", async () => {
    expectCode(
      await callApi("get", `/v1/bill_of_materials/${bomId}`, { token: other.token }),
      404,
      "bill_of_materials_not_found",
    );
    expectCode(
      await callApi("get", `/v1/bill_of_materials/${bomId}/components`, { token: other.token }),
      404,
      "bill_of_materials_not_found",
    );
    expectCode(
      await callApi("post", `/v1/bill_of_materials/${bomId}/archive`, { token: other.token }),
      404,
      "bill_of_materials_not_found",
    );
    const theirHistory = bodyAt(await callApi("get", "/v1/bill_of_materials", { token: other.token }), 200);
    expect(theirHistory.items.every((item) => item.vendor_id === otherVendorId)).toBe(true);
  });
});

interface DetailComponent {
  component_type: string;
  licenses: string[];
}

/** Byte order, as the summary breaks ties between licences. */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the summary should say, counted in JavaScript from the detail's components. */
function expectedSummary(components: readonly DetailComponent[]) {
  const types = new Map<string, number>();
  const licenses = new Map<string, number>();
  for (const component of components) {
    types.set(component.component_type, (types.get(component.component_type) ?? 0) + 1);
    for (const license of new Set(component.licenses)) {
      licenses.set(license, (licenses.get(license) ?? 0) + 1);
    }
  }
  const ranked = (counts: Map<string, number>) =>
    [...counts.entries()].sort(([a, x], [b, y]) => y - x || byteOrder(a, b));
  return {
    component_count: components.length,
    component_types: ranked(types).map(([component_type, count]) => ({ component_type, count })),
    licenses: {
      items: ranked(licenses)
        .slice(0, 100)
        .map(([license, count]) => ({ license, count })),
      distinct_count: licenses.size,
      total_count: [...licenses.values()].reduce((sum, count) => sum + count, 0),
      without_license: components.filter((component) => component.licenses.length === 0).length,
    },
  };
}

describe("GET /v1/bill_of_materials/{bom_id}/summary", () => {
  let vendor: string;

  beforeAll(async () => {
    vendor = (await createVendor(org, { name: "Summary Vendor" })).id;
  });

  it.each([
    ["dropwizard-1.3.15.cdx.json", "a component under two licences counts for both"],
    ["juice-shop-11.1.2.cdx.json", "two component types"],
  ])("counts %s as its components do (%s)", async (fixture) => {
    const bom = await createBom(org, vendor, fixture, fixtureBytes(fixture));
    await runJobs();
    const [detailResult, summary] = await Promise.all([
      readBom(bom.id),
      callApi("get", `/v1/bill_of_materials/${bom.id}/summary`, { token: org.token }),
    ]);
    const detail = bodyAt(detailResult, 200);
    if (!detail.components) {
      throw new Error(`BOM ${bom.id} was read without its components`);
    }
    expectStatus(summary, 200);
    expect(summary.body).toEqual({
      bill_of_materials_id: bom.id,
      parse_status: "parsed",
      ...expectedSummary(detail.components),
    });
    expect(summary.body.component_count).toBe(detail.component_count);
    expect(summary.body.licenses.distinct_count).toBeGreaterThan(1);
    expect(summary.body.licenses.without_license).toBeGreaterThan(0);
  });

  it("answers zero counts until the BOM is parsed, and for a file that could not be", async () => {
    const pending = await createBom(org, vendor, "pending.cdx.json", APP_V1);
    const zero = {
      component_count: 0,
      component_types: [],
      licenses: { items: [], distinct_count: 0, total_count: 0, without_license: 0 },
    };
    const summaryOf = (id: string) => callApi("get", `/v1/bill_of_materials/${id}/summary`, { token: org.token });
    const before = await summaryOf(pending.id);
    expectStatus(before, 200);
    expect(before.body).toEqual({ bill_of_materials_id: pending.id, parse_status: "pending", ...zero });
    const broken = await createBom(org, vendor, "broken.json", "{");
    await runJobs();
    expect((await summaryOf(broken.id)).body).toEqual({
      bill_of_materials_id: broken.id,
      parse_status: "failed",
      ...zero,
    });
    expect((await summaryOf(pending.id)).body).toMatchObject({
      parse_status: "parsed",
      component_count: 3,
      component_types: [{ component_type: "library", count: 3 }],
      licenses: { items: [], distinct_count: 0, total_count: 0, without_license: 3 },
    });
  });

  it("another organization's or an unknown BOM is 404 bill_of_materials_not_found", async () => {
    const bom = await createBom(org, vendor, "mine.cdx.json", APP_V2);
    await runJobs();
    for (const [token, id] of [
      [other.token, bom.id],
      [org.token, "cbbom_00000000000000000000000000000000"],
    ]) {
      expectCode(
        await callApi("get", `/v1/bill_of_materials/${id}/summary`, { token }),
        404,
        "bill_of_materials_not_found",
      );
    }
  });
});

describe("the module switch", () => {
  it("answers 404 not_enabled on every route while bill_of_materials is off", async () => {
    const switched = await createOrg("BOM Off Org");
    const off = await callApi("post", `/v1/org/${switched.orgId}`, {
      token: switched.token,
      body: { modules: { bill_of_materials: false } },
    });
    expectStatus(off, 200);
    for (const path of [
      "/v1/bill_of_materials",
      "/v1/bill_of_materials/latest?vendor_id=x",
      "/v1/bill_of_materials/components?vendor_id=x",
      "/v1/bill_of_materials/portfolio/components?purl_prefix=pkg:npm",
      "/v1/bill_of_materials/advisories",
      "/v1/bill_of_materials/cbbom_00000000000000000000000000000000",
      "/v1/bill_of_materials/cbbom_00000000000000000000000000000000/summary",
    ]) {
      expectCode(await call<unknown>(path, { token: switched.token }), 404, "not_enabled");
    }
  });
});
