import { beforeAll, describe, expect, it, vi } from "vitest";
import { JobWorker } from "@/lib/jobs";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createOrg, createVendor, type TestKey, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus, validationIssues } from "@/lib/testing/http";
import { countryCentroid } from "./country-rules";
import { siteLimits } from "./schemas/sites";

let org: TestOrg;
let other: TestOrg;
let key: TestKey;

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Sites Org"), createOrg("Other Sites Org")]);
  key = await createKey(org, { name: "ERP sync" });
});

const sitesPath = (vendorId: string) => `/v1/vendors/${vendorId}/sites`;
const sitePath = (vendorId: string, siteId: string) => `/v1/vendors/${vendorId}/sites/${siteId}`;
const createSite = (vendorId: string, body: Record<string, unknown>, token = org.token) =>
  call(sitesPath(vendorId), { token, body });
const patchSite = (vendorId: string, siteId: string, body: Record<string, unknown>, token = org.token) =>
  call(sitePath(vendorId, siteId), { method: "PATCH", token, body });
const deleteSite = (vendorId: string, siteId: string) =>
  call(sitePath(vendorId, siteId), { method: "DELETE", token: org.token });
const listSites = async (vendorId: string, query: "" | `?${string}` = "") => {
  const result = await callApi("get", `/v1/vendors/${vendorId}/sites${query}`, { token: org.token });
  expectStatus(result, 200);
  return result.body;
};
const changeFeed = async (vendorId: string, as: TestOrg = org) => {
  const result = await callApi("get", `/v1/vendors/${vendorId}/change_feed?limit=200`, { token: as.token });
  expectStatus(result, 200);
  return result.body.items;
};
const runJobs = (as: TestOrg = org) => new JobWorker({ orgId: as.orgId }).runUntilIdle();
const expectCode = (result: { status: number; body: unknown }, status: number, code: string) => {
  const body = result.body as { detail?: { code?: unknown } } | null;
  expect([result.status, body?.detail?.code]).toEqual([status, code]);
};
/** A FastAPI-style 422 array naming `field` of the body. */
const expectSchemaError = (result: { status: number; body: unknown }, field: string) => {
  expect(result.status).toBe(422);
  expect(validationIssues(result.body).map((entry) => entry.loc.slice(0, 2).join("."))).toContain(`body.${field}`);
};

const siteFields = [
  "id",
  "vendor_id",
  "service_id",
  "address_line_1",
  "address_line_2",
  "address_line_3",
  "address_line_4",
  "city",
  "state_or_region",
  "county",
  "postal_code",
  "country",
  "label",
  "activity_description",
  "location_purpose",
  "address_role",
  "finance_address_code",
  "remit_to_site_id",
  "subdivision_code",
  "po_emails",
  "remittance_emails",
  "is_primary",
  "latitude",
  "longitude",
  "coordinates_precision",
  "status",
  "source",
  "validation_results",
  "created_at",
  "updated_at",
].sort();

describe("POST /v1/vendors/{vendor_id}/sites", () => {
  it("creates a site with exactly the contract's fields, subdivision derived, source internal for a dashboard user", async () => {
    const vendor = await createVendor(org);
    const created = await createSite(vendor.id, {
      address_line_1: "  1 Market St ",
      city: "San Francisco",
      state_or_region: "California",
      county: "San Francisco County",
      postal_code: "94105",
      country: "us",
      label: "HQ",
      location_purpose: "hq",
      address_role: "primary",
      finance_address_code: "SF-01",
      po_emails: ["orders@example.com", "ORDERS@example.com", "po@example.com"],
      remittance_emails: ["ap@example.com"],
    });
    expect(created.status).toBe(201);
    const site = created.body;
    expect(Object.keys(site).sort()).toEqual(siteFields);
    expect(site.id).toMatch(/^cbsite_[0-9a-f]{32}$/);
    expect(site).toMatchObject({
      vendor_id: vendor.id,
      service_id: null,
      address_line_1: "1 Market St",
      address_line_2: null,
      city: "San Francisco",
      state_or_region: "California",
      postal_code: "94105",
      country: "US",
      label: "HQ",
      activity_description: "",
      location_purpose: "hq",
      address_role: "primary",
      finance_address_code: "SF-01",
      remit_to_site_id: null,
      subdivision_code: "US-CA",
      po_emails: ["orders@example.com", "po@example.com"],
      remittance_emails: ["ap@example.com"],
      is_primary: false,
      latitude: null,
      longitude: null,
      coordinates_precision: null,
      status: "active",
      source: "internal",
      validation_results: { rule_set: expect.stringMatching(/^sites@/), errors: [], warnings: [] },
    });
    expect(site.created_at).toBeTypeOf("number");
    expect(await listSites(vendor.id)).toEqual({ items: [site], total: 1, limit: 50, offset: 0 });
    expect((await call(sitePath(vendor.id, site.id), { token: org.token })).body).toEqual(site);
  });

  it("says source api for a site created with an ak_ key", async () => {
    const vendor = await createVendor(org);
    const created = await createSite(vendor.id, { country: "DE", po_emails: ["po@example.de"] }, key.secret);
    expect(created.status).toBe(201);
    expect(created.body.source).toBe("api");
  });

  it("bounds every input (422), saving nothing", async () => {
    const vendor = await createVendor(org);
    const long = (n: number) => "x".repeat(n);
    expectSchemaError(await createSite(vendor.id, {}), "country");
    expectSchemaError(await createSite(vendor.id, { country: "DEU" }), "country");
    expectSchemaError(await createSite(vendor.id, { country: "DE", address_line_1: long(501) }), "address_line_1");
    expectSchemaError(await createSite(vendor.id, { country: "DE", city: long(siteLimits.city + 1) }), "city");
    expectSchemaError(
      await createSite(vendor.id, { country: "DE", postal_code: long(siteLimits.postalCode + 1) }),
      "postal_code",
    );
    expectSchemaError(await createSite(vendor.id, { country: "DE", label: long(siteLimits.label + 1) }), "label");
    expectSchemaError(
      await createSite(vendor.id, { country: "DE", activity_description: long(4_001) }),
      "activity_description",
    );
    expectSchemaError(
      await createSite(vendor.id, { country: "DE", location_purpose: "warehouse" }),
      "location_purpose",
    );
    expectSchemaError(await createSite(vendor.id, { country: "DE", address_role: "billing" }), "address_role");
    const tooMany = Array.from({ length: 21 }, (_, index) => `po${index}@example.com`);
    expectSchemaError(await createSite(vendor.id, { country: "DE", po_emails: tooMany }), "po_emails");
    expectSchemaError(
      await createSite(vendor.id, { country: "DE", remittance_emails: [`${long(320)}@example.com`] }),
      "remittance_emails",
    );
    expectSchemaError(
      await createSite(vendor.id, { country: "DE", subdivision_code: "California" }),
      "subdivision_code",
    );
    expectSchemaError(await createSite(vendor.id, { country: "DE", remit_to_site_id: long(101) }), "remit_to_site_id");
    expectSchemaError(await createSite(vendor.id, { country: "DE", is_primary: "yes" }), "is_primary");
    expect((await call(`${sitesPath(vendor.id)}?limit=0`, { token: org.token })).status).toBe(422);
    expect((await call(`${sitesPath(vendor.id)}?limit=201`, { token: org.token })).status).toBe(422);
    expect((await listSites(vendor.id)).total).toBe(0);
  });

  it("rejects a country-rule error with 422 validation_failed and its results, saving nothing", async () => {
    const vendor = await createVendor(org);
    const badEmail = await createSite(vendor.id, { country: "DE", po_emails: ["orders@example.com", "not an email"] });
    expectCode(badEmail, 422, "validation_failed");
    expect(badEmail.body.detail.error).toEqual({
      rule_set: expect.stringMatching(/^sites@/),
      errors: [expect.objectContaining({ field: "po_emails[1]", code: "invalid_email", level: "error" })],
      warnings: [],
    });
    const unknownCountry = await createSite(vendor.id, { country: "XX" });
    expectCode(unknownCountry, 422, "validation_failed");
    expect(unknownCountry.body.detail.error.errors[0]).toMatchObject({ field: "country", code: "invalid_country" });
    const foreignSubdivision = await createSite(vendor.id, { country: "DE", subdivision_code: "US-CA" });
    expectCode(foreignSubdivision, 422, "validation_failed");
    expect(foreignSubdivision.body.detail.error.errors[0]).toMatchObject({ code: "invalid_subdivision" });

    expect(await listSites(vendor.id)).toMatchObject({ items: [], total: 0 });
    expect(await changeFeed(vendor.id)).toEqual([]);
  });

  it("keeps warnings in validation_results", async () => {
    const vendor = await createVendor(org);
    const created = await createSite(vendor.id, {
      country: "US",
      state_or_region: "TX",
      postal_code: "ABCDE",
      address_line_1: "A very long address line that goes past thirty-five characters",
    });
    expect(created.status).toBe(201);
    expect(created.body.subdivision_code).toBe("US-TX");
    expect(created.body.validation_results.errors).toEqual([]);
    expect(created.body.validation_results.warnings.map((check: Schemas["RuleCheck"]) => check.code).sort()).toEqual([
      "address_line_too_long",
      "missing_po_email",
      "postal_code_format",
    ]);
  });

  it("derives subdivision_code from country and state_or_region unless it is set, and goes back to deriving on null", async () => {
    const vendor = await createVendor(org);
    const derivedOnly = await createSite(vendor.id, { country: "de", state_or_region: "Bayern" });
    expect(derivedOnly.body.subdivision_code).toBe("DE");

    const set = await createSite(vendor.id, {
      country: "US",
      state_or_region: "California",
      subdivision_code: "us-ny",
    });
    expect(set.status).toBe(201);
    expect(set.body.subdivision_code).toBe("US-NY");
    const moved = await patchSite(vendor.id, set.body.id, { state_or_region: "Texas" });
    expect(moved.status).toBe(200);
    expect([moved.body.state_or_region, moved.body.subdivision_code]).toEqual(["Texas", "US-NY"]);
    const derived = await patchSite(vendor.id, set.body.id, { subdivision_code: null });
    expect(derived.body.subdivision_code).toBe("US-TX");
    const followed = await patchSite(vendor.id, set.body.id, { state_or_region: "wa" });
    expect(followed.body.subdivision_code).toBe("US-WA");
    // A set code that does not belong to a new country is a country-rule error.
    expect((await patchSite(vendor.id, set.body.id, { subdivision_code: "US-NY" })).status).toBe(200);
    expectCode(await patchSite(vendor.id, set.body.id, { country: "CA" }), 422, "validation_failed");
    expect((await call(sitePath(vendor.id, set.body.id), { token: org.token })).body.country).toBe("US");
  });
});

describe("primary sites", () => {
  it("keeps at most one primary site per vendor: the last one set wins, the previous one is demoted and recorded", async () => {
    const vendor = await createVendor(org);
    const first = (await createSite(vendor.id, { country: "DE", label: "First", is_primary: true })).body;
    const second = (await createSite(vendor.id, { country: "DE", label: "Second", is_primary: true })).body;
    expect([first.is_primary, second.is_primary]).toEqual([true, true]);
    const primaries = async () =>
      (await listSites(vendor.id)).items.filter((site) => site.is_primary).map((site) => site.label);
    expect(await primaries()).toEqual(["Second"]);

    const third = (await createSite(vendor.id, { country: "DE", label: "Third" })).body;
    expect((await patchSite(vendor.id, third.id, { is_primary: true })).body.is_primary).toBe(true);
    expect(await primaries()).toEqual(["Third"]);

    const feed = await changeFeed(vendor.id);
    const demotions = feed.filter(
      (entry) => entry.action === "updated" && entry.changes.some((change) => change.field === "is_primary"),
    );
    expect(demotions.map((entry) => [entry.entity_id, entry.snapshot?.is_primary])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);

    // Concurrent requests each making a different site primary still leave exactly one.
    await Promise.all([
      patchSite(vendor.id, first.id, { is_primary: true }),
      patchSite(vendor.id, second.id, { is_primary: true }),
      createSite(vendor.id, { country: "DE", label: "Fourth", is_primary: true }),
    ]);
    expect(await primaries()).toHaveLength(1);
  });
});

describe("PATCH /v1/vendors/{vendor_id}/sites/{site_id}", () => {
  it("changes only the supplied fields, null clears, and a request that changes nothing records nothing", async () => {
    const vendor = await createVendor(org);
    const site = (
      await createSite(vendor.id, {
        country: "GB",
        city: "London",
        label: "Office",
        activity_description: "Sales",
        po_emails: ["po@example.co.uk"],
      })
    ).body;
    const updated = await patchSite(vendor.id, site.id, { label: "London office", activity_description: null });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      ...site,
      label: "London office",
      activity_description: "",
      latitude: updated.body.latitude,
      longitude: updated.body.longitude,
      coordinates_precision: updated.body.coordinates_precision,
      updated_at: updated.body.updated_at,
    });
    const cleared = await patchSite(vendor.id, site.id, { city: null, po_emails: [] });
    expect([cleared.body.city, cleared.body.po_emails, cleared.body.label]).toEqual([null, [], "London office"]);

    const before = await changeFeed(vendor.id);
    const same = await patchSite(vendor.id, site.id, { label: "London office", country: "gb" });
    expect(same.status).toBe(200);
    expect(same.body.updated_at).toBe(cleared.body.updated_at);
    expect(await changeFeed(vendor.id)).toHaveLength(before.length);
    expect(before.map((entry) => entry.action)).toEqual(["updated", "updated", "created"]);
    expect(before[1]!.changes).toEqual([
      { field: "label", before: "Office", after: "London office" },
      { field: "activity_description", before: "Sales", after: "" },
    ]);
  });

  it("bounds the patch too, and keeps the site as it was after a rejected change", async () => {
    const vendor = await createVendor(org);
    const site = (await createSite(vendor.id, { country: "DE", city: "Berlin" })).body;
    expectSchemaError(await patchSite(vendor.id, site.id, { city: "x".repeat(201) }), "city");
    expectSchemaError(await patchSite(vendor.id, site.id, { country: null }), "country");
    expectCode(await patchSite(vendor.id, site.id, { remittance_emails: ["nope"] }), 422, "validation_failed");
    expect((await call(sitePath(vendor.id, site.id), { token: org.token })).body).toMatchObject({
      city: "Berlin",
      remittance_emails: [],
      updated_at: site.updated_at,
    });
  });

  it("takes remit_to_site_id only for another active site of the same vendor", async () => {
    const vendor = await createVendor(org);
    const otherVendor = await createVendor(org);
    const remit = (await createSite(vendor.id, { country: "DE", address_role: "remittance" })).body;
    const site = (await createSite(vendor.id, { country: "DE", remit_to_site_id: remit.id })).body;
    expect(site.remit_to_site_id).toBe(remit.id);
    const foreign = (await createSite(otherVendor.id, { country: "DE" })).body;
    expectCode(await patchSite(vendor.id, site.id, { remit_to_site_id: site.id }), 422, "invalid_site");
    expectCode(await patchSite(vendor.id, site.id, { remit_to_site_id: foreign.id }), 422, "invalid_site");
    expectCode(await createSite(vendor.id, { country: "DE", remit_to_site_id: "cbsite_unknown" }), 422, "invalid_site");

    // Deleting the remittance site leaves no site pointing at it.
    expect((await deleteSite(vendor.id, remit.id)).status).toBe(200);
    expect((await call(sitePath(vendor.id, site.id), { token: org.token })).body.remit_to_site_id).toBeNull();
  });
});

describe("DELETE /v1/vendors/{vendor_id}/sites/{site_id}", () => {
  it("answers {id, deleted: true}; the site is never returned again and every later call is 404 site_not_found", async () => {
    const vendor = await createVendor(org);
    const kept = (await createSite(vendor.id, { country: "FR", label: "Kept" })).body;
    const gone = (await createSite(vendor.id, { country: "FR", label: "Gone", is_primary: true })).body;
    const deleted = await deleteSite(vendor.id, gone.id);
    expect([deleted.status, deleted.body]).toEqual([200, { id: gone.id, deleted: true }]);
    expect(await listSites(vendor.id)).toMatchObject({ items: [kept], total: 1 });
    expectCode(await call(sitePath(vendor.id, gone.id), { token: org.token }), 404, "site_not_found");
    expectCode(await patchSite(vendor.id, gone.id, { label: "Back" }), 404, "site_not_found");
    expectCode(await patchSite(vendor.id, gone.id, { label: "x".repeat(1_000) }), 404, "site_not_found");
    expectCode(await deleteSite(vendor.id, gone.id), 404, "site_not_found");
    // The deleted primary no longer holds the vendor's primary slot.
    expect((await patchSite(vendor.id, kept.id, { is_primary: true })).body.is_primary).toBe(true);

    const [entry] = (await changeFeed(vendor.id)).filter((each) => each.action === "deleted");
    expect(entry).toMatchObject({
      entity_type: "site",
      entity_id: gone.id,
      actor_type: "user",
      snapshot: expect.objectContaining({ id: gone.id, label: "Gone", is_primary: true }),
    });
  });
});

describe("lists", () => {
  it("lists oldest first with limit and offset", async () => {
    const vendor = await createVendor(org);
    const labels = ["One", "Two", "Three"];
    for (const label of labels) {
      expect((await createSite(vendor.id, { country: "NL", label })).status).toBe(201);
    }
    expect((await listSites(vendor.id)).items.map((site) => site.label)).toEqual(labels);
    expect(await listSites(vendor.id, "?limit=1&offset=1")).toMatchObject({
      items: [expect.objectContaining({ label: "Two" })],
      total: 3,
      limit: 1,
      offset: 1,
    });
  });
});

describe("coordinates", () => {
  it("are filled by the job after saving, from the offline country table, with no change feed entry", async () => {
    const vendor = await createVendor(org);
    const site = (await createSite(vendor.id, { country: "US", city: "Austin", state_or_region: "TX" })).body;
    const countryOnly = (await createSite(vendor.id, { country: "US" })).body;
    expect([site.latitude, site.longitude]).toEqual([null, null]);
    const feedBefore = await changeFeed(vendor.id);
    const us = countryCentroid("US");
    expect(us).not.toBeNull();

    await vi.waitFor(
      async () => {
        await runJobs();
        const read = (await call(sitePath(vendor.id, site.id), { token: org.token })).body;
        expect([read.latitude, read.longitude]).toEqual([us?.latitude, us?.longitude]);
        // The centroid is approximate, and says so (extension).
        expect(read.coordinates_precision).toBe("country");
      },
      { timeout: 20_000, interval: 50 },
    );
    const filled = (await call(sitePath(vendor.id, site.id), { token: org.token })).body;
    expect(filled.updated_at).toBe(site.updated_at);
    const countryOnlyRead = (await call(sitePath(vendor.id, countryOnly.id), { token: org.token })).body;
    expect([countryOnlyRead.latitude, countryOnlyRead.longitude]).toEqual([null, null]);
    expect(await changeFeed(vendor.id)).toEqual(feedBefore);

    // A new address moves the site: the job works the coordinates out again.
    expect((await patchSite(vendor.id, site.id, { country: "DE", state_or_region: null })).status).toBe(200);
    const de = countryCentroid("DE");
    await vi.waitFor(
      async () => {
        await runJobs();
        const read = (await call(sitePath(vendor.id, site.id), { token: org.token })).body;
        expect([read.latitude, read.longitude]).toEqual([de?.latitude, de?.longitude]);
      },
      { timeout: 20_000, interval: 50 },
    );
    // Down to the country only: no coordinates.
    expect((await patchSite(vendor.id, site.id, { city: null })).status).toBe(200);
    await vi.waitFor(
      async () => {
        await runJobs();
        const read = (await call(sitePath(vendor.id, site.id), { token: org.token })).body;
        expect([read.latitude, read.longitude]).toEqual([null, null]);
      },
      { timeout: 20_000, interval: 50 },
    );
  });
});

describe("the change feed", () => {
  it("lists every site change with its actor", async () => {
    const vendor = await createVendor(org);
    const site = (await createSite(vendor.id, { country: "IE", label: "Dublin" }, key.secret)).body;
    await patchSite(vendor.id, site.id, { label: "Dublin office" });
    await deleteSite(vendor.id, site.id);
    const feed = await changeFeed(vendor.id);
    expect(feed.map((entry) => [entry.entity_type, entry.entity_id, entry.action, entry.actor_type])).toEqual([
      ["site", site.id, "deleted", "user"],
      ["site", site.id, "updated", "user"],
      ["site", site.id, "created", "api"],
    ]);
    expect(feed[2]).toMatchObject({
      label: "API",
      snapshot: expect.objectContaining({ label: "Dublin", source: "api" }),
    });
    expect(feed[1]!.changes).toEqual([{ field: "label", before: "Dublin", after: "Dublin office" }]);
  });
});

describe("tenancy and gating", () => {
  it("answers another organization's vendor, or another vendor's site, with 404", async () => {
    const foreignVendor = await createVendor(other);
    const foreignSite = (await createSite(foreignVendor.id, { country: "DE" }, other.token)).body;
    expectCode(await call(sitesPath(foreignVendor.id), { token: org.token }), 404, "vendor_not_found");
    expectCode(await createSite(foreignVendor.id, { country: "DE" }), 404, "vendor_not_found");
    expectCode(await createSite(foreignVendor.id, {}), 404, "vendor_not_found");
    expectCode(await patchSite(foreignVendor.id, foreignSite.id, {}), 404, "vendor_not_found");
    expectCode(await deleteSite(foreignVendor.id, foreignSite.id), 404, "vendor_not_found");

    const vendor = await createVendor(org);
    const otherVendor = await createVendor(org);
    const siteOfOther = (await createSite(otherVendor.id, { country: "DE" })).body;
    expectCode(await patchSite(vendor.id, foreignSite.id, { city: "x".repeat(1_000) }), 404, "site_not_found");
    expectCode(await patchSite(vendor.id, siteOfOther.id, { label: "Moved" }), 404, "site_not_found");
    expectCode(await deleteSite(vendor.id, siteOfOther.id), 404, "site_not_found");
    expect((await call(sitePath(foreignVendor.id, foreignSite.id), { token: other.token })).status).toBe(200);
  });

  it("answers 404 not_enabled while the organization has the supplier profile switched off", async () => {
    const gated = await createOrg("Sites Off Org");
    const vendor = await createVendor(gated);
    const site = (await createSite(vendor.id, { country: "DE" }, gated.token)).body;
    const switched = await call(`/v1/org/${gated.orgId}`, {
      token: gated.token,
      body: { modules: { supplier_profile: false } },
    });
    expect(switched.status).toBe(200);
    const results = await Promise.all([
      call(sitesPath(vendor.id), { token: gated.token }),
      call(sitesPath(vendor.id), { token: gated.token, body: { country: "DE" } }),
      call(sitesPath(vendor.id), { token: gated.token, body: { wrong: true } }),
      call(sitePath(vendor.id, site.id), { token: gated.token }),
      call(sitePath(vendor.id, site.id), { method: "PATCH", token: gated.token, body: { label: "x" } }),
      call(sitePath(vendor.id, site.id), { method: "DELETE", token: gated.token }),
    ]);
    for (const result of results) {
      expectCode(result, 404, "not_enabled");
    }
  });
});
