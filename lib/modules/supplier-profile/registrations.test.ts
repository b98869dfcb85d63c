import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db, rowsOf } from "@/lib/db/client";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { uploadedDocument } from "@/lib/testing/documents";
import { createKey, createMember, createOrg, createVendor, type TestKey, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus, validationIssues } from "@/lib/testing/http";

let org: TestOrg;
let other: TestOrg;
let key: TestKey;

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Registrations Org"), createOrg("Other Registrations Org")]);
  key = await createKey(org, { name: "ERP sync" });
});

const expectCode = (result: { status: number; text: string; body: unknown }, status: number, code: string) => {
  expect(result.status, result.text).toBe(status);
  expect(errorDetail(result.body).code).toBe(code);
};
const expectSchemaError = (result: { status: number; body: unknown }, field: string) => {
  expect(result.status).toBe(422);
  expect(validationIssues(result.body).map((entry) => entry.loc.slice(0, 2).join("."))).toContain(`body.${field}`);
};
const changeFeed = async (vendorId: string, as: TestOrg = org) => {
  const result = await callApi("get", `/v1/vendors/${vendorId}/change_feed?limit=200`, { token: as.token });
  expectStatus(result, 200);
  return result.body.items;
};

// ---- Tax registrations ------------------------------------------------------------------------

const listTax = (vendorId: string, token = org.token) =>
  callApi("get", `/v1/vendors/${vendorId}/tax_registrations`, { token });
const putTax = (vendorId: string, body: Schemas["PutTaxRegistration"], token = org.token) =>
  callApi("put", `/v1/vendors/${vendorId}/tax_registrations`, { token, body });
/** A PUT whose body the schema refuses on purpose. */
const putTaxUnchecked = (vendorId: string, body: unknown, token = org.token) =>
  callApi("put", `/v1/vendors/${vendorId}/tax_registrations`, { token, uncheckedBody: body });

/** Rows of `table` whose text form (every column) contains `needle`. */
async function rowsContaining(table: "activity_log" | "jobs" | "vendor_tax_registrations", needle: string) {
  const rows = rowsOf<{ total: number | string }>(
    await db().execute(
      sql`select count(*) as total from ${sql.identifier(table)} t where t::text like ${`%${needle}%`}`,
    ),
  );
  return Number(rows[0]?.total ?? 0);
}

describe("GET /v1/tax_registration_types", () => {
  it("lists the types the country rules know for a country", async () => {
    const result = await callApi("get", "/v1/tax_registration_types?country=de", { token: key.secret });
    expectStatus(result, 200);
    expect(result.body.items).toContainEqual({ type: "vat", label: expect.any(String), country: "DE" });
    expect(result.body.total).toBe(result.body.items.length);
    expect((await callApi("get", "/v1/tax_registration_types?country=AQ", { token: org.token })).body).toEqual({
      items: [],
      total: 0,
    });
    expect((await callApi("get", "/v1/tax_registration_types", { token: org.token })).status).toBe(422);
    expect((await callApi("get", "/v1/tax_registration_types?country=XX", { token: org.token })).status).toBe(422);
  });
});

describe("PUT /v1/vendors/{vendor_id}/tax_registrations", () => {
  it("creates (201) then updates (200) by country and type; the same PUT twice gives the same record and records once", async () => {
    const vendor = await createVendor(org);
    const first = await putTax(vendor.id, { country: "de", registration_type: "VAT", value: "DE 136 695 976" });
    expectStatus(first, 201);
    expect(Object.keys(first.body).sort()).toEqual(
      [
        "id",
        "vendor_id",
        "country",
        "registration_type",
        "value_masked",
        "validation_status",
        "validation_results",
        "source",
        "created_at",
        "updated_at",
      ].sort(),
    );
    expect(first.body).toMatchObject({
      id: expect.stringMatching(/^cbtaxreg_[0-9a-f]{32}$/),
      vendor_id: vendor.id,
      country: "DE",
      registration_type: "vat",
      value_masked: "****5976",
      validation_status: "passed",
      validation_results: { rule_set: expect.stringMatching(/^tax@/), errors: [], warnings: [] },
      source: "internal",
    });
    const again = await putTax(vendor.id, { country: "DE", registration_type: "vat", value: "DE136695976" });
    expect([again.status, again.body]).toEqual([200, first.body]);
    const feed = await changeFeed(vendor.id);
    expect(feed.map((entry) => [entry.entity_type, entry.entity_id, entry.action])).toEqual([
      ["tax_registration", first.body.id, "created"],
    ]);

    const changed = await putTax(vendor.id, { country: "DE", registration_type: "vat", value: "DE111111125" });
    expectStatus(changed, 200);
    expect(changed.body).toMatchObject({ id: first.body.id, value_masked: "****1125", source: "internal" });
    // Another type of the same country is another registration.
    const taxNumber = await putTax(vendor.id, { country: "DE", registration_type: "stnr", value: "21/815/08150" });
    expectStatus(taxNumber, 201);
    expect(taxNumber.body.id).not.toBe(first.body.id);
    const list = await listTax(vendor.id);
    expect(list.body).toEqual({ items: [taxNumber.body, changed.body], total: 2 });

    const entries = await changeFeed(vendor.id);
    expect(entries.map((entry) => entry.action)).toEqual(["created", "updated", "created"]);
    expect(entries[1]!.changes).toEqual([{ field: "value_masked", before: "****5976", after: "****1125" }]);
  });

  it("records a new value whose last four are the old ones' as a change", async () => {
    const vendor = await createVendor(org);
    const body = { country: "US", registration_type: "ein", value: "12-3456789" };
    const created = await putTax(vendor.id, body);
    expectStatus(created, 201);
    const replaced = await putTax(vendor.id, { ...body, value: "98-7656789" });
    expectStatus(replaced, 200);
    expect(replaced.body.value_masked).toBe(created.body.value_masked);
    const feed = await changeFeed(vendor.id);
    expect(feed.map((entry) => entry.action)).toEqual(["updated", "created"]);
    expect(feed[0]!.changes).toEqual([{ field: "value_changed", before: null, after: true }]);
    expect(feed[0]!.snapshot).not.toHaveProperty("value_changed");
  });

  it("rejects a failing country rule with 422 validation_failed, saving nothing, never echoing the value", async () => {
    const vendor = await createVendor(org);
    const rejected = await putTax(vendor.id, { country: "DE", registration_type: "vat", value: "DE136695977" });
    expectCode(rejected, 422, "validation_failed");
    // detail.error holds the country rules' checks (an extension of the error envelope).
    expect(errorDetail(rejected.body)).toHaveProperty("error", {
      rule_set: expect.stringMatching(/^tax@/),
      errors: [expect.objectContaining({ field: "value", code: "invalid_checksum", level: "error" })],
      warnings: [],
    });
    expect(rejected.text).not.toContain("136695977");
    expect((await listTax(vendor.id)).body).toEqual({ items: [], total: 0 });
    expect(await changeFeed(vendor.id)).toEqual([]);
  });

  it("accepts a type the rules do not know for the country, not validated, with the warning", async () => {
    const vendor = await createVendor(org);
    const result = await putTax(vendor.id, { country: "DE", registration_type: "handelsregister", value: "HRB 12345" });
    expectStatus(result, 201);
    expect(result.body).toMatchObject({
      registration_type: "handelsregister",
      validation_status: "not_validated",
      value_masked: "****2345",
      validation_results: {
        rule_set: null,
        errors: [],
        warnings: [expect.objectContaining({ field: "registration_type", code: "unrecognized_type" })],
      },
    });
    // A value too short to hide most of it shows no characters at all.
    const short = await putTax(vendor.id, { country: "DE", registration_type: "internal_ref", value: "A12345" });
    expect(bodyAt(short, 201).value_masked).toBe("****");
  });

  it("bounds every input (422)", async () => {
    const vendor = await createVendor(org);
    expectSchemaError(await putTaxUnchecked(vendor.id, { registration_type: "vat", value: "DE136695976" }), "country");
    expectSchemaError(
      await putTaxUnchecked(vendor.id, { country: "XX", registration_type: "vat", value: "1" }),
      "country",
    );
    expectSchemaError(
      await putTaxUnchecked(vendor.id, { country: "DE", registration_type: "", value: "1" }),
      "registration_type",
    );
    expectSchemaError(
      await putTaxUnchecked(vendor.id, { country: "DE", registration_type: "v".repeat(51), value: "1" }),
      "registration_type",
    );
    expectSchemaError(
      await putTaxUnchecked(vendor.id, { country: "DE", registration_type: "v a t", value: "1" }),
      "registration_type",
    );
    expectSchemaError(
      await putTaxUnchecked(vendor.id, { country: "DE", registration_type: "vat", value: "  " }),
      "value",
    );
    expectSchemaError(
      await putTaxUnchecked(vendor.id, { country: "DE", registration_type: "vat", value: "1".repeat(65) }),
      "value",
    );
    expect(bodyAt(await listTax(vendor.id), 200).total).toBe(0);
  });

  it("says source api for a registration created with an ak_ key", async () => {
    const vendor = await createVendor(org);
    const result = await putTax(
      vendor.id,
      { country: "US", registration_type: "ein", value: "04-2103594" },
      key.secret,
    );
    expectStatus(result, 201);
    expect(result.body.source).toBe("api");
    const feed = await changeFeed(vendor.id);
    expect(feed[0]).toMatchObject({ actor_type: "api", label: "API" });
  });

  it("never shows or stores the full identifier outside its sealed column", async () => {
    const vendor = await createVendor(org);
    const texts: string[] = [];
    const keep = <R extends { text: string }>(result: R): R => {
      texts.push(result.text);
      return result;
    };
    const digits = "811569869";
    const created = keep(await putTax(vendor.id, { country: "DE", registration_type: "vat", value: `DE${digits}` }));
    keep(await putTax(vendor.id, { country: "DE", registration_type: "vat", value: `DE ${digits}` }));
    keep(await putTax(vendor.id, { country: "DE", registration_type: "vat", value: "DE136695976" }));
    keep(await putTax(vendor.id, { country: "DE", registration_type: "vat", value: `DE${digits}` }));
    keep(await putTax(vendor.id, { country: "DE", registration_type: "vat", value: "DE811569868" }));
    keep(await listTax(vendor.id));
    keep(await callApi("get", `/v1/vendors/${vendor.id}/change_feed`, { token: org.token }));
    const registrationId = bodyAt(created, 201).id;
    keep(
      await callApi("get", `/v1/change_log?entity_type=tax_registration&entity_id=${registrationId}`, {
        token: org.token,
      }),
    );
    expect(texts.every((text) => text.length > 0)).toBe(true);
    for (const text of texts) {
      expect(text).not.toContain(digits);
      expect(text).not.toContain("136695976");
      expect(text).not.toContain("81156986");
    }
    // The search finds what is there: the registration's ID is in its change log entries and its row.
    expect(await rowsContaining("activity_log", registrationId)).toBeGreaterThan(0);
    expect(await rowsContaining("vendor_tax_registrations", registrationId)).toBe(1);
    for (const needle of [digits, "136695976", "81156986"]) {
      expect(await rowsContaining("activity_log", needle)).toBe(0);
      expect(await rowsContaining("jobs", needle)).toBe(0);
      expect(await rowsContaining("vendor_tax_registrations", needle)).toBe(0);
    }
  });
});

// ---- Diversity records ------------------------------------------------------------------------

const listDiversity = (vendorId: string, token = org.token) =>
  callApi("get", `/v1/vendors/${vendorId}/diversity_records`, { token });
const createDiversity = (vendorId: string, body: Schemas["CreateDiversityRecord"], token = org.token) =>
  callApi("post", `/v1/vendors/${vendorId}/diversity_records`, { token, body });
/** A POST whose body the schema refuses on purpose. */
const createDiversityUnchecked = (vendorId: string, body: unknown) =>
  callApi("post", `/v1/vendors/${vendorId}/diversity_records`, { token: org.token, uncheckedBody: body });
const deleteDiversity = (vendorId: string, recordId: string, token = org.token) =>
  callApi("delete", `/v1/vendors/${vendorId}/diversity_records/${recordId}`, { token });

async function vendorDocument(owner: TestOrg, vendorId: string): Promise<string> {
  return (
    await uploadedDocument(owner.token, { name: "certificate.txt", bytes: "Certified." }, { vendor_id: vendorId })
  ).id;
}

describe("diversity records", () => {
  it("creates, lists and deletes a record; the change feed keeps the deleted record's snapshot", async () => {
    const vendor = await createVendor(org);
    const documentId = await vendorDocument(org, vendor.id);
    const created = await createDiversity(vendor.id, {
      classification: "women_owned",
      certifying_body: " WBENC ",
      certificate_number: "WBE-2024-001",
      certified_at: 1_700_000_000,
      expires_at: 1_800_000_000,
      document_id: documentId,
    });
    expectStatus(created, 201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^cbdivrec_[0-9a-f]{32}$/),
      vendor_id: vendor.id,
      classification: "women_owned",
      certifying_body: "WBENC",
      certificate_number: "WBE-2024-001",
      certified_at: 1_700_000_000,
      expires_at: 1_800_000_000,
      document_id: documentId,
      source: "internal",
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
    });
    const minimal = await createDiversity(vendor.id, { classification: "small_business" }, key.secret);
    expectStatus(minimal, 201);
    expect(minimal.body).toMatchObject({
      certifying_body: null,
      certified_at: null,
      expires_at: null,
      document_id: null,
      source: "api",
    });
    const list = await listDiversity(vendor.id);
    expect(list.body).toEqual({ items: [created.body, minimal.body], total: 2 });

    const deleted = await deleteDiversity(vendor.id, created.body.id);
    expect([deleted.status, deleted.body]).toEqual([200, { id: created.body.id, deleted: true }]);
    expect((await listDiversity(vendor.id)).body).toEqual({
      items: [minimal.body],
      total: 1,
    });
    expectCode(await deleteDiversity(vendor.id, created.body.id), 404, "diversity_record_not_found");

    const feed = await changeFeed(vendor.id);
    expect(feed.map((entry) => [entry.entity_type, entry.entity_id, entry.action, entry.actor_type])).toEqual([
      ["diversity_record", created.body.id, "deleted", "user"],
      ["diversity_record", minimal.body.id, "created", "api"],
      ["diversity_record", created.body.id, "created", "user"],
    ]);
    expect(feed[0]!.snapshot).toEqual(created.body);
  });

  it("refuses expires_at before certified_at with a 422 validation error at body.expires_at", async () => {
    const vendor = await createVendor(org);
    const result = await createDiversity(vendor.id, {
      classification: "veteran_owned",
      certified_at: 1_800_000_000,
      expires_at: 1_700_000_000,
    });
    expectStatus(result, 422);
    expect(result.body.detail).toEqual([
      {
        loc: ["body", "expires_at"],
        msg: "Value error, expires_at must not be before certified_at.",
        type: "value_error",
      },
    ]);
    expect(bodyAt(await listDiversity(vendor.id), 200).total).toBe(0);
  });

  it("bounds every input (422)", async () => {
    const vendor = await createVendor(org);
    expectSchemaError(await createDiversityUnchecked(vendor.id, {}), "classification");
    expectSchemaError(await createDiversityUnchecked(vendor.id, { classification: "family_owned" }), "classification");
    expectSchemaError(
      await createDiversityUnchecked(vendor.id, { classification: "other", certifying_body: "x".repeat(201) }),
      "certifying_body",
    );
    expectSchemaError(
      await createDiversityUnchecked(vendor.id, { classification: "other", certificate_number: "x".repeat(101) }),
      "certificate_number",
    );
    expectSchemaError(
      await createDiversityUnchecked(vendor.id, { classification: "other", certified_at: -1 }),
      "certified_at",
    );
    expectSchemaError(
      await createDiversityUnchecked(vendor.id, { classification: "other", expires_at: 1.5 }),
      "expires_at",
    );
    expectSchemaError(
      await createDiversityUnchecked(vendor.id, { classification: "other", expires_at: 10 ** 13 }),
      "expires_at",
    );
    expectSchemaError(
      await createDiversityUnchecked(vendor.id, { classification: "other", document_id: "x".repeat(101) }),
      "document_id",
    );
    expect(bodyAt(await listDiversity(vendor.id), 200).total).toBe(0);
  });

  it("takes only a document of the same vendor (else 422 invalid_document)", async () => {
    const vendor = await createVendor(org);
    const sibling = await createVendor(org);
    const siblingDocument = await vendorDocument(org, sibling.id);
    const foreignDocument = await vendorDocument(other, (await createVendor(other)).id);
    for (const documentId of [siblingDocument, foreignDocument, "cbvdoc_unknown"]) {
      expectCode(
        await createDiversity(vendor.id, { classification: "hubzone", document_id: documentId }),
        422,
        "invalid_document",
      );
    }
    expect(bodyAt(await listDiversity(vendor.id), 200).total).toBe(0);
  });
});

// ---- Legal entities ---------------------------------------------------------------------------

const legalEntities = async (as: TestOrg = org) =>
  bodyAt(await callApi("get", "/v1/legal_entities", { token: as.token }), 200).items;
const createLegalEntity = (body: Schemas["CreateLegalEntity"], token = org.token) =>
  callApi("post", "/v1/legal_entities", { token, body });
/** A POST whose body the schema refuses on purpose. */
const createLegalEntityUnchecked = (body: unknown) =>
  callApi("post", "/v1/legal_entities", { token: org.token, uncheckedBody: body });
const patchLegalEntity = (id: string, body: Schemas["UpdateLegalEntity"], token = org.token) =>
  callApi("patch", `/v1/legal_entities/${id}`, { token, body });

describe("POST and PATCH /v1/legal_entities", () => {
  it("creates a legal entity; is_default true demotes the previous default; each change is in the change log", async () => {
    const fresh = await createOrg("Legal Entity Org");
    const [seeded] = await legalEntities(fresh);
    expect(seeded!.is_default).toBe(true);

    const created = await createLegalEntity({ name: " Acme GmbH ", country: "de" }, fresh.token);
    expectStatus(created, 201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^cble_[0-9a-f]{32}$/),
      name: "Acme GmbH",
      country: "DE",
      is_default: false,
      created_at: expect.any(Number),
    });
    const promoted = await createLegalEntity({ name: "Acme Ltd", country: "GB", is_default: true }, fresh.token);
    expectStatus(promoted, 201);
    expect(promoted.body.is_default).toBe(true);
    expect((await legalEntities(fresh)).filter((entity) => entity.is_default).map((entity) => entity.id)).toEqual([
      promoted.body.id,
    ]);
    const [demotion] = await changesOf(fresh, "legal_entity", seeded!.id);
    expect(demotion).toMatchObject({
      action: "updated",
      changes: [{ field: "is_default", before: true, after: false }],
    });
    expect(await changesOf(fresh, "legal_entity", created.body.id)).toEqual([
      expect.objectContaining({ action: "created", entity_name: "Acme GmbH" }),
    ]);

    const patched = await patchLegalEntity(
      created.body.id,
      { name: "Acme Deutschland GmbH", is_default: true },
      fresh.token,
    );
    expectStatus(patched, 200);
    expect(patched.body).toMatchObject({
      id: created.body.id,
      name: "Acme Deutschland GmbH",
      country: "DE",
      is_default: true,
    });
    expect((await legalEntities(fresh)).filter((entity) => entity.is_default).map((entity) => entity.id)).toEqual([
      created.body.id,
    ]);
    const unchanged = await patchLegalEntity(created.body.id, { name: "Acme Deutschland GmbH" }, fresh.token);
    expect(unchanged.body).toEqual(patched.body);
    expect((await changesOf(fresh, "legal_entity", created.body.id)).map((entry) => entry.action)).toEqual([
      "updated",
      "created",
    ]);
  });

  it("is open to any ak_ key and admin tokens only, bounds its inputs and answers 404 legal_entity_not_found", async () => {
    expect((await createLegalEntity({ name: "Keyed BV", country: "NL" }, key.secret)).status).toBe(201);
    const member = await createMember(org, "org:member");
    expectCode(await createLegalEntity({ name: "Member BV", country: "NL" }, member.token), 403, "insufficient_role");
    expectSchemaError(await createLegalEntityUnchecked({ name: "", country: "NL" }), "name");
    expectSchemaError(await createLegalEntityUnchecked({ name: "   ", country: "NL" }), "name");
    expectSchemaError(await createLegalEntityUnchecked({ name: "x".repeat(201), country: "NL" }), "name");
    expectSchemaError(await createLegalEntityUnchecked({ name: "Nowhere", country: "XX" }), "country");
    expectSchemaError(await createLegalEntityUnchecked({ name: "Nowhere" }), "country");
    expectSchemaError(
      await createLegalEntityUnchecked({ name: "Nowhere", country: "NL", is_default: "yes" }),
      "is_default",
    );

    const foreign = bodyAt(await createLegalEntity({ name: "Foreign SA", country: "FR" }, other.token), 201);
    for (const id of [foreign.id, "cble_unknown"]) {
      expectCode(await patchLegalEntity(id, { name: "Mine now" }), 404, "legal_entity_not_found");
      // Not found before the body is validated.
      const badPatch = await callApi("patch", `/v1/legal_entities/${id}`, {
        token: org.token,
        uncheckedBody: { name: "" },
      });
      expectCode(badPatch, 404, "legal_entity_not_found");
    }
  });
});

// ---- Legal entity assignments -----------------------------------------------------------------

const listAssignments = (vendorId: string, token = org.token) =>
  callApi("get", `/v1/vendors/${vendorId}/legal_entity_assignments`, { token });
const putAssignments = (vendorId: string, ids: string[], token = org.token) =>
  callApi("put", `/v1/vendors/${vendorId}/legal_entity_assignments`, { token, body: { legal_entity_ids: ids } });

describe("legal entity assignments", () => {
  it("replaces the set (each ID once), returns the new list and records one change feed entry per change", async () => {
    const vendor = await createVendor(org);
    const first = bodyAt(await createLegalEntity({ name: "Assign One AG", country: "CH" }), 201);
    const second = bodyAt(await createLegalEntity({ name: "Assign Two Inc", country: "US" }), 201);
    expect((await listAssignments(vendor.id)).body).toEqual({ items: [], total: 0 });

    const assigned = await putAssignments(vendor.id, [first.id, second.id, first.id]);
    expectStatus(assigned, 200);
    expect(assigned.body.total).toBe(2);
    expect(assigned.body.items).toEqual(
      expect.arrayContaining([
        {
          legal_entity_id: first.id,
          name: "Assign One AG",
          country: "CH",
          is_default: false,
          assigned_at: expect.any(Number),
        },
        {
          legal_entity_id: second.id,
          name: "Assign Two Inc",
          country: "US",
          is_default: false,
          assigned_at: expect.any(Number),
        },
      ]),
    );
    expect((await listAssignments(vendor.id, key.secret)).body).toEqual(assigned.body);
    expect((await putAssignments(vendor.id, [second.id, first.id])).body).toEqual(assigned.body);

    const reduced = await putAssignments(vendor.id, [second.id], key.secret);
    expect(reduced.body).toEqual({
      items: [assigned.body.items.find((item) => item.legal_entity_id === second.id)],
      total: 1,
    });

    const feed = await changeFeed(vendor.id);
    expect(feed.map((entry) => [entry.entity_type, entry.entity_id, entry.action, entry.actor_type])).toEqual([
      ["legal_entity_assignment", vendor.id, "updated", "api"],
      ["legal_entity_assignment", vendor.id, "updated", "user"],
    ]);
    expect(feed[1]!.changes).toEqual([{ field: "legal_entity_ids", before: [], after: [first.id, second.id].sort() }]);
    expect(feed[0]!.changes).toEqual([
      { field: "legal_entity_ids", before: [first.id, second.id].sort(), after: [second.id] },
    ]);
    expect(feed[0]!.snapshot).toEqual({ legal_entity_ids: [second.id] });

    expect((await putAssignments(vendor.id, [])).body).toEqual({ items: [], total: 0 });
  });

  it("refuses an unknown or another organization's ID with 422 invalid_legal_entity, changing nothing", async () => {
    const vendor = await createVendor(org);
    const own = bodyAt(await createLegalEntity({ name: "Own Oy", country: "FI" }), 201);
    const foreign = bodyAt(await createLegalEntity({ name: "Foreign AB", country: "SE" }, other.token), 201);
    expect((await putAssignments(vendor.id, [own.id])).status).toBe(200);
    const refused = await putAssignments(vendor.id, [own.id, foreign.id]);
    expectCode(refused, 422, "invalid_legal_entity");
    expect(errorDetail(refused.body).message).toContain(foreign.id);
    expect(refused.text).not.toContain("Foreign AB");
    expectCode(await putAssignments(vendor.id, ["cble_unknown"]), 422, "invalid_legal_entity");
    expectSchemaError(
      await putAssignments(
        vendor.id,
        Array.from({ length: 101 }, () => own.id),
      ),
      "legal_entity_ids",
    );
    const notAList = { token: org.token, uncheckedBody: { legal_entity_ids: "cble_x" } };
    expectSchemaError(
      await callApi("put", `/v1/vendors/${vendor.id}/legal_entity_assignments`, notAList),
      "legal_entity_ids",
    );
    expect(
      bodyAt(
        await callApi("get", `/v1/vendors/${vendor.id}/legal_entity_assignments`, { token: org.token }),
        200,
      ).items.map((item) => item.legal_entity_id),
    ).toEqual([own.id]);
    expect(await changeFeed(vendor.id)).toHaveLength(1);
  });
});

// ---- Tenancy and gating -----------------------------------------------------------------------

describe("tenancy and gating", () => {
  it("answers another organization's vendor with 404 vendor_not_found on every route", async () => {
    const foreignVendor = await createVendor(other);
    const foreignRecord = bodyAt(
      await createDiversity(foreignVendor.id, { classification: "other" }, other.token),
      201,
    );
    const results = await Promise.all([
      listTax(foreignVendor.id),
      putTax(foreignVendor.id, { country: "DE", registration_type: "vat", value: "DE136695976" }),
      putTaxUnchecked(foreignVendor.id, {}),
      listDiversity(foreignVendor.id),
      createDiversity(foreignVendor.id, { classification: "other" }),
      deleteDiversity(foreignVendor.id, foreignRecord.id),
      listAssignments(foreignVendor.id),
      putAssignments(foreignVendor.id, []),
    ]);
    for (const result of results) {
      expectCode(result, 404, "vendor_not_found");
    }
    // Another vendor's record under an own vendor is not found either.
    const vendor = await createVendor(org);
    expectCode(await deleteDiversity(vendor.id, foreignRecord.id), 404, "diversity_record_not_found");
    expect(bodyAt(await listDiversity(foreignVendor.id, other.token), 200).total).toBe(1);
  });

  it("answers 404 not_enabled while the supplier profile is switched off; POST /v1/legal_entities is not gated", async () => {
    const gated = await createOrg("Registrations Off Org");
    const vendor = await createVendor(gated);
    const record = bodyAt(await createDiversity(vendor.id, { classification: "other" }, gated.token), 201);
    const switched = await callApi("post", `/v1/org/${gated.orgId}`, {
      token: gated.token,
      body: { modules: { supplier_profile: false } },
    });
    expect(switched.status).toBe(200);
    // The module switch answers before any route: not_enabled is read as an untyped error (expectCode).
    const results = await Promise.all([
      callApi("get", "/v1/tax_registration_types?country=DE", { token: gated.token }),
      listTax(vendor.id, gated.token),
      putTax(vendor.id, { country: "DE", registration_type: "vat", value: "DE136695976" }, gated.token),
      listDiversity(vendor.id, gated.token),
      createDiversity(vendor.id, { classification: "other" }, gated.token),
      deleteDiversity(vendor.id, record.id, gated.token),
      listAssignments(vendor.id, gated.token),
      putAssignments(vendor.id, [], gated.token),
      callApi("get", `/v1/vendors/${vendor.id}/change_feed`, { token: gated.token }),
    ]);
    for (const result of results) {
      expectCode(result, 404, "not_enabled");
    }
    expect((await createLegalEntity({ name: "Still here KG", country: "AT" }, gated.token)).status).toBe(201);
  });
});
