import { beforeAll, describe, expect, it, vi } from "vitest";
import { JobWorker } from "@/lib/jobs";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createOrg, createVendor, type TestKey, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus, validationIssues } from "@/lib/testing/http";
import { countryCentroid } from "./country-rules";
import { siteLimits } from "./schemas/sites";

let org: TestOrg;
let other: TestOrg;
let key: TestKey;

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Sites Org"), createOrg("Other Sites Org")]);
  key = await createKey(org, { name: "ERP sync" });
});

const createSite = (vendorId: string, body: Schemas["CreateSite"], token = org.token) =>
  callApi("post", `/v1/vendors/${vendorId}/sites`, { token, body });
/** A POST whose body the schema refuses on purpose. */
const createSiteUnchecked = (vendorId: string, body: unknown, token = org.token) =>
  callApi("post", `/v1/vendors/${vendorId}/sites`, { token, uncheckedBody: body });
const patchSite = (vendorId: string, siteId: string, body: Schemas["UpdateSite"], token = org.token) =>
  callApi("patch", `/v1/vendors/${vendorId}/sites/${siteId}`, { token, body });
/** A PATCH whose body the schema refuses on purpose. */
const patchSiteUnchecked = (vendorId: string, siteId: string, body: unknown) =>
  callApi("patch", `/v1/vendors/${vendorId}/sites/${siteId}`, { token: org.token, uncheckedBody: body });
const getSite = (vendorId: string, siteId: string, token = org.token) =>
  callApi("get", `/v1/vendors/${vendorId}/sites/${siteId}`, { token });
/** The site, which must be there. */
const readSite = async (vendorId: string, siteId: string) => bodyAt(await getSite(vendorId, siteId), 200);
const deleteSite = (vendorId: string, siteId: string, token = org.token) =>
  callApi("delete", `/v1/vendors/${vendorId}/sites/${siteId}`, { token });
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
const expectCode = (result: { status: number; text: string; body: unknown }, status: number, code: string) => {
  expect(result.status, result.text).toBe(status);
  expect(errorDetail(result.body).code).toBe(code);
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
    expectStatus(created, 201);
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
    expect(await readSite(vendor.id, site.id)).toEqual(site);
  });

  it("says source api for a site created with an ak_ key", async () => {
    const vendor = await createVendor(org);
    const created = await createSite(vendor.id, { country: "DE", po_emails: ["po@example.de"] }, key.secret);
    expectStatus(created, 201);
    expect(created.body.source).toBe("api");
  });

  it("bounds every input (422), saving nothing", async () => {
    const vendor = await createVendor(org);
    const long = (n: number) => "x".repeat(n);
    expectSchemaError(await createSiteUnchecked(vendor.id, {}), "country");
    expectSchemaError(await createSiteUnchecked(vendor.id, { country: "DEU" }), "country");
    expectSchemaError(
      await createSiteUnchecked(vendor.id, { country: "DE", address_line_1: long(501) }),
      "address_line_1",
    );
    expectSchemaError(await createSiteUnchecked(vendor.id, { country: "DE", city: long(siteLimits.city + 1) }), "city");
    expectSchemaError(
      await createSiteUnchecked(vendor.id, { country: "DE", postal_code: long(siteLimits.postalCode + 1) }),
      "postal_code",
    );
    expectSchemaError(
      await createSiteUnchecked(vendor.id, { country: "DE", label: long(siteLimits.label + 1) }),
      "label",
    );
    expectSchemaError(
      await createSiteUnchecked(vendor.id, { country: "DE", activity_description: long(4_001) }),
      "activity_description",
    );
    expectSchemaError(
      await createSiteUnchecked(vendor.id, { country: "DE", location_purpose: "warehouse" }),
      "location_purpose",
    );
    expectSchemaError(await createSiteUnchecked(vendor.id, { country: "DE", address_role: "billing" }), "address_role");
    const tooMany = Array.from({ length: 21 }, (_, index) => `po${index}@example.com`);
    expectSchemaError(await createSiteUnchecked(vendor.id, { country: "DE", po_emails: tooMany }), "po_emails");
    expectSchemaError(
      await createSiteUnchecked(vendor.id, { country: "DE", remittance_emails: [`${long(320)}@example.com`] }),
      "remittance_emails",
    );
    expectSchemaError(
      await createSiteUnchecked(vendor.id, { country: "DE", subdivision_code: "California" }),
      "subdivision_code",
    );
    expectSchemaError(
      await createSiteUnchecked(vendor.id, { country: "DE", remit_to_site_id: long(101) }),
      "remit_to_site_id",
    );
    expectSchemaError(await createSiteUnchecked(vendor.id, { country: "DE", is_primary: "yes" }), "is_primary");
    expect((await callApi("get", `/v1/vendors/${vendor.id}/sites?limit=0`, { token: org.token })).status).toBe(422);
    expect((await callApi("get", `/v1/vendors/${vendor.id}/sites?limit=201`, { token: org.token })).status).toBe(422);
    expect((await listSites(vendor.id)).total).toBe(0);
  });

  it("rejects a country-rule error with 422 validation_failed and its results, saving nothing", async () => {
    const vendor = await createVendor(org);
    const badEmail = await createSite(vendor.id, { country: "DE", po_emails: ["orders@example.com", "not an email"] });
    expectCode(badEmail, 422, "validation_failed");
    // detail.error holds the country rules' checks (an extension of the error envelope).
    expect(errorDetail(badEmail.body)).toHaveProperty("error", {
      rule_set: expect.stringMatching(/^sites@/),
      errors: [expect.objectContaining({ field: "po_emails[1]", code: "invalid_email", level: "error" })],
      warnings: [],
    });
    const unknownCountry = await createSite(vendor.id, { country: "XX" });
    expectCode(unknownCountry, 422, "validation_failed");
    expect(errorDetail(unknownCountry.body)).toHaveProperty(
      "error.errors.0",
      expect.objectContaining({ field: "country", code: "invalid_country" }),
    );
    const foreignSubdivision = await createSite(vendor.id, { country: "DE", subdivision_code: "US-CA" });
    expectCode(foreignSubdivision, 422, "validation_failed");
    expect(errorDetail(foreignSubdivision.body)).toHaveProperty(
      "error.errors.0",
      expect.objectContaining({ code: "invalid_subdivision" }),
    );

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
    expectStatus(created, 201);
    expect(created.body.subdivision_code).toBe("US-TX");
    expect(created.body.validation_results.errors).toEqual([]);
    expect(created.body.validation_results.warnings.map((check) => check.code).sort()).toEqual([
      "address_line_too_long",
      "missing_po_email",
      "postal_code_format",
    ]);
  });

  it("derives subdivision_code from country and state_or_region unless it is set, and goes back to deriving on null", async () => {
    const vendor = await createVendor(org);
    const derivedOnly = await createSite(vendor.id, { country: "de", state_or_region: "Bayern" });
    expect(bodyAt(derivedOnly, 201).subdivision_code).toBe("DE");

    const set = await createSite(vendor.id, {
      country: "US",
      state_or_region: "California",
      subdivision_code: "us-ny",
    });
    expectStatus(set, 201);
    expect(set.body.subdivision_code).toBe("US-NY");
    const moved = await patchSite(vendor.id, set.body.id, { state_or_region: "Texas" });
    expectStatus(moved, 200);
    expect([moved.body.state_or_region, moved.body.subdivision_code]).toEqual(["Texas", "US-NY"]);
    const derived = await patchSite(vendor.id, set.body.id, { subdivision_code: null });
    expect(bodyAt(derived, 200).subdivision_code).toBe("US-TX");
    const followed = await patchSite(vendor.id, set.body.id, { state_or_region: "wa" });
    expect(bodyAt(followed, 200).subdivision_code).toBe("US-WA");
    // A set code that does not belong to a new country is a country-rule error.
    expect((await patchSite(vendor.id, set.body.id, { subdivision_code: "US-NY" })).status).toBe(200);
    expectCode(await patchSite(vendor.id, set.body.id, { country: "CA" }), 422, "validation_failed");
    expect((await readSite(vendor.id, set.body.id)).country).toBe("US");
  });
});

describe("primary sites", () => {
  it("keeps at most one primary site per vendor: the last one set wins, the previous one is demoted and recorded", async () => {
    const vendor = await createVendor(org);
    const first = bodyAt(await createSite(vendor.id, { country: "DE", label: "First", is_primary: true }), 201);
    const second = bodyAt(await createSite(vendor.id, { country: "DE", label: "Second", is_primary: true }), 201);
    expect([first.is_primary, second.is_primary]).toEqual([true, true]);
    const primaries = async () =>
      (await listSites(vendor.id)).items.filter((site) => site.is_primary).map((site) => site.label);
    expect(await primaries()).toEqual(["Second"]);

    const third = bodyAt(await createSite(vendor.id, { country: "DE", label: "Third" }), 201);
    expect(bodyAt(await patchSite(vendor.id, third.id, { is_primary: true }), 200).is_primary).toBe(true);
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
    const site = bodyAt(
      await createSite(vendor.id, {
        country: "GB",
        city: "London",
        label: "Office",
        activity_description: "Sales",
        po_emails: ["po@example.co.uk"],
      }),
      201,
    );
    const updated = await patchSite(vendor.id, site.id, { label: "London office", activity_description: null });
    expectStatus(updated, 200);
    expect(updated.body).toEqual({
      ...site,
      label: "London office",
      activity_description: "",
      latitude: updated.body.latitude,
      longitude: updated.body.longitude,
      coordinates_precision: updated.body.coordinates_precision,
      updated_at: updated.body.updated_at,
    });
    const cleared = bodyAt(await patchSite(vendor.id, site.id, { city: null, po_emails: [] }), 200);
    expect([cleared.city, cleared.po_emails, cleared.label]).toEqual([null, [], "London office"]);

    const before = await changeFeed(vendor.id);
    const same = await patchSite(vendor.id, site.id, { label: "London office", country: "gb" });
    expectStatus(same, 200);
    expect(same.body.updated_at).toBe(cleared.updated_at);
    expect(await changeFeed(vendor.id)).toHaveLength(before.length);
    expect(before.map((entry) => entry.action)).toEqual(["updated", "updated", "created"]);
    expect(before[1]!.changes).toEqual([
      { field: "label", before: "Office", after: "London office" },
      { field: "activity_description", before: "Sales", after: "" },
    ]);
  });

  it("bounds the patch too, and keeps the site as it was after a rejected change", async () => {
    const vendor = await createVendor(org);
    const site = bodyAt(await createSite(vendor.id, { country: "DE", city: "Berlin" }), 201);
    expectSchemaError(await patchSiteUnchecked(vendor.id, site.id, { city: "x".repeat(201) }), "city");
    expectSchemaError(await patchSiteUnchecked(vendor.id, site.id, { country: null }), "country");
    expectCode(await patchSite(vendor.id, site.id, { remittance_emails: ["nope"] }), 422, "validation_failed");
    expect(await readSite(vendor.id, site.id)).toMatchObject({
      city: "Berlin",
      remittance_emails: [],
      updated_at: site.updated_at,
    });
  });

  it("takes remit_to_site_id only for another active site of the same vendor", async () => {
    const vendor = await createVendor(org);
    const otherVendor = await createVendor(org);
    const remit = bodyAt(await createSite(vendor.id, { country: "DE", address_role: "remittance" }), 201);
    const site = bodyAt(await createSite(vendor.id, { country: "DE", remit_to_site_id: remit.id }), 201);
    expect(site.remit_to_site_id).toBe(remit.id);
    const foreign = bodyAt(await createSite(otherVendor.id, { country: "DE" }), 201);
    expectCode(await patchSite(vendor.id, site.id, { remit_to_site_id: site.id }), 422, "invalid_site");
    expectCode(await patchSite(vendor.id, site.id, { remit_to_site_id: foreign.id }), 422, "invalid_site");
    expectCode(await createSite(vendor.id, { country: "DE", remit_to_site_id: "cbsite_unknown" }), 422, "invalid_site");

    // Deleting the remittance site leaves no site pointing at it.
    expect((await deleteSite(vendor.id, remit.id)).status).toBe(200);
    expect((await readSite(vendor.id, site.id)).remit_to_site_id).toBeNull();
  });
});

describe("DELETE /v1/vendors/{vendor_id}/sites/{site_id}", () => {
  it("answers {id, deleted: true}; the site is never returned again and every later call is 404 site_not_found", async () => {
    const vendor = await createVendor(org);
    const kept = bodyAt(await createSite(vendor.id, { country: "FR", label: "Kept" }), 201);
    const gone = bodyAt(await createSite(vendor.id, { country: "FR", label: "Gone", is_primary: true }), 201);
    const deleted = await deleteSite(vendor.id, gone.id);
    expect([deleted.status, deleted.body]).toEqual([200, { id: gone.id, deleted: true }]);
    expect(await listSites(vendor.id)).toMatchObject({ items: [kept], total: 1 });
    expectCode(await getSite(vendor.id, gone.id), 404, "site_not_found");
    expectCode(await patchSite(vendor.id, gone.id, { label: "Back" }), 404, "site_not_found");
    // Not found before the body is validated.
    expectCode(await patchSiteUnchecked(vendor.id, gone.id, { label: "x".repeat(1_000) }), 404, "site_not_found");
    expectCode(await deleteSite(vendor.id, gone.id), 404, "site_not_found");
    // The deleted primary no longer holds the vendor's primary slot.
    expect(bodyAt(await patchSite(vendor.id, kept.id, { is_primary: true }), 200).is_primary).toBe(true);

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
    const site = bodyAt(await createSite(vendor.id, { country: "US", city: "Austin", state_or_region: "TX" }), 201);
    const countryOnly = bodyAt(await createSite(vendor.id, { country: "US" }), 201);
    expect([site.latitude, site.longitude]).toEqual([null, null]);
    const feedBefore = await changeFeed(vendor.id);
    const us = countryCentroid("US");
    expect(us).not.toBeNull();

    await vi.waitFor(
      async () => {
        await runJobs();
        const read = await readSite(vendor.id, site.id);
        expect([read.latitude, read.longitude]).toEqual([us?.latitude, us?.longitude]);
        // The centroid is approximate, and says so (extension).
        expect(read.coordinates_precision).toBe("country");
      },
      { timeout: 20_000, interval: 50 },
    );
    const filled = await readSite(vendor.id, site.id);
    expect(filled.updated_at).toBe(site.updated_at);
    const countryOnlyRead = await readSite(vendor.id, countryOnly.id);
    expect([countryOnlyRead.latitude, countryOnlyRead.longitude]).toEqual([null, null]);
    expect(await changeFeed(vendor.id)).toEqual(feedBefore);

    // A new address moves the site: the job works the coordinates out again.
    expect((await patchSite(vendor.id, site.id, { country: "DE", state_or_region: null })).status).toBe(200);
    const de = countryCentroid("DE");
    await vi.waitFor(
      async () => {
        await runJobs();
        const read = await readSite(vendor.id, site.id);
        expect([read.latitude, read.longitude]).toEqual([de?.latitude, de?.longitude]);
      },
      { timeout: 20_000, interval: 50 },
    );
    // Down to the country only: no coordinates.
    expect((await patchSite(vendor.id, site.id, { city: null })).status).toBe(200);
    await vi.waitFor(
      async () => {
        await runJobs();
        const read = await readSite(vendor.id, site.id);
        expect([read.latitude, read.longitude]).toEqual([null, null]);
      },
      { timeout: 20_000, interval: 50 },
    );
  });
});

describe("the change feed", () => {
  it("lists every site change with its actor", async () => {
    const vendor = await createVendor(org);
    const site = bodyAt(await createSite(vendor.id, { country: "IE", label: "Dublin" }, key.secret), 201);
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
    const foreignSite = bodyAt(await createSite(foreignVendor.id, { country: "DE" }, other.token), 201);
    expectCode(
      await callApi("get", `/v1/vendors/${foreignVendor.id}/sites`, { token: org.token }),
      404,
      "vendor_not_found",
    );
    expectCode(await createSite(foreignVendor.id, { country: "DE" }), 404, "vendor_not_found");
    expectCode(await createSiteUnchecked(foreignVendor.id, {}), 404, "vendor_not_found");
    expectCode(await patchSite(foreignVendor.id, foreignSite.id, {}), 404, "vendor_not_found");
    expectCode(await deleteSite(foreignVendor.id, foreignSite.id), 404, "vendor_not_found");

    const vendor = await createVendor(org);
    const otherVendor = await createVendor(org);
    const siteOfOther = bodyAt(await createSite(otherVendor.id, { country: "DE" }), 201);
    expectCode(await patchSiteUnchecked(vendor.id, foreignSite.id, { city: "x".repeat(1_000) }), 404, "site_not_found");
    expectCode(await patchSite(vendor.id, siteOfOther.id, { label: "Moved" }), 404, "site_not_found");
    expectCode(await deleteSite(vendor.id, siteOfOther.id), 404, "site_not_found");
    expect((await getSite(foreignVendor.id, foreignSite.id, other.token)).status).toBe(200);
  });

  it("answers 404 not_enabled while the organization has the supplier profile switched off", async () => {
    const gated = await createOrg("Sites Off Org");
    const vendor = await createVendor(gated);
    const site = bodyAt(await createSite(vendor.id, { country: "DE" }, gated.token), 201);
    const switched = await callApi("post", `/v1/org/${gated.orgId}`, {
      token: gated.token,
      body: { modules: { supplier_profile: false } },
    });
    expect(switched.status).toBe(200);
    // The module switch answers before any route: not_enabled is read as an untyped error (expectCode).
    const results = await Promise.all([
      callApi("get", `/v1/vendors/${vendor.id}/sites`, { token: gated.token }),
      createSite(vendor.id, { country: "DE" }, gated.token),
      createSiteUnchecked(vendor.id, { wrong: true }, gated.token),
      getSite(vendor.id, site.id, gated.token),
      patchSite(vendor.id, site.id, { label: "x" }, gated.token),
      deleteSite(vendor.id, site.id, gated.token),
    ]);
    for (const result of results) {
      expectCode(result, 404, "not_enabled");
    }
  });
});
