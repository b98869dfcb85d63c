import { describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createMember, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { createTag, eventsAbout, readVendor, sortedKeys, taxonomyOf, VENDOR_FIELDS } from "./testing";

const post = (org: TestOrg, body: Schemas["CreateVendor"], headers: Record<string, string> = {}) =>
  callApi("post", "/v1/vendors", { token: org.token, body, headers });
/** A POST /v1/vendors whose body the schema refuses or cannot check (a field named at run time). */
const postUnchecked = (org: TestOrg, body: unknown) =>
  callApi("post", "/v1/vendors", { token: org.token, uncheckedBody: body });
const totalVendors = async (org: TestOrg) =>
  bodyAt(await callApi("get", "/v1/vendors", { token: org.token }), 200).total;

describe("POST /v1/vendors", () => {
  it("creates a vendor with the spec's fields and defaults", async () => {
    const org = await createOrg();
    const before = Math.floor(Date.now() / 1000);
    const created = await post(org, { name: "  Globex  " });
    expectStatus(created, 201);
    expect(sortedKeys(created.body)).toEqual(VENDOR_FIELDS);
    expect(created.body).toMatchObject({
      external_id: null,
      name: "Globex",
      website: null,
      description: null,
      hq_location: null,
      status: null,
      status_id: null,
      tags: [],
      risk_analyst_ids: [],
      relationship_owner_ids: [],
      watcher_ids: [],
      inherent_risk_level_id: null,
      residual_risk_level_id: null,
      engagement_type: null,
      use_case: null,
      tier: null,
      primary_contact: null,
      services: [],
      custom_fields: [],
    });
    expect(created.body.id).toMatch(/^cbvndr_[0-9a-f]{32}$/);
    expect(Number.isInteger(created.body.created_at)).toBe(true);
    expect(created.body.created_at).toBeGreaterThanOrEqual(before);
    expect(created.body.updated_at).toBe(created.body.created_at);
    expect(await readVendor(org, created.body.id)).toEqual(created.body);
  });

  it("stores every body field, assigns personnel by cbuser_ ID and derives primary_contact", async () => {
    const org = await createOrg();
    const member = await createMember(org, "org:member");
    const created = await post(org, {
      name: "Initech",
      website: "https://initech.example",
      description: "TPS reports",
      hq_location: "Austin, TX",
      use_case: "Payroll",
      external_id: "ERP-42",
      risk_analyst_ids: [org.userId],
      relationship_owner_ids: [member.userId, org.userId, member.userId],
      watcher_ids: [],
      primary_contact: { email: "bill@initech.example", name: "Bill", title: "VP", phone_number: "+1 555 0100" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Initech",
      website: "https://initech.example",
      description: "TPS reports",
      hq_location: "Austin, TX",
      use_case: "Payroll",
      external_id: "ERP-42",
      risk_analyst_ids: [org.userId],
      relationship_owner_ids: [member.userId, org.userId],
      watcher_ids: [],
      primary_contact: { email: "bill@initech.example", name: "Bill", title: "VP", phone_number: "+1 555 0100" },
      tier: null,
    });
  });

  it("accepts status, tags, risk levels and engagement type at creation (extension)", async () => {
    const org = await createOrg();
    const taxonomy = await taxonomyOf(org);
    const tagId = await createTag(org, "Critical supplier");
    const [status] = taxonomy.statuses;
    const created = await post(org, {
      name: "Umbrella",
      status_id: status?.id,
      tag_ids: [tagId],
      inherent_risk_level_id: taxonomy.riskLevels[0]?.id,
      residual_risk_level_id: taxonomy.riskLevels[3]?.id,
      engagement_type: "Subscription",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: status?.name,
      status_id: status?.id,
      tags: ["Critical supplier"],
      inherent_risk_level_id: taxonomy.riskLevels[0]?.id,
      residual_risk_level_id: taxonomy.riskLevels[3]?.id,
      engagement_type: "Subscription",
    });
  });

  it("ignores tier and unknown fields", async () => {
    const org = await createOrg();
    const created = await postUnchecked(org, { name: "Tiered", tier: "tier_1", services: [{ name: "x" }] });
    expectStatus(created, 201);
    expect(created.body.tier).toBeNull();
    expect(created.body.services).toEqual([]);
  });

  it("rejects an empty name with 400 invalid_vendor, a missing one with 422, and creates nothing", async () => {
    const org = await createOrg();
    for (const name of ["", "   "]) {
      const result = await post(org, { name });
      expectStatus(result, 400);
      expect(result.body.detail.code).toBe("invalid_vendor");
    }
    const missing = await postUnchecked(org, { website: "https://x.example" });
    expectStatus(missing, 422);
    expect(missing.body.detail[0]?.loc).toEqual(["body", "name"]);
    expect(await totalVendors(org)).toBe(0);
  });

  it("validates primary_contact: email required and well-formed (422)", async () => {
    const org = await createOrg();
    for (const contact of [{ name: "No Email" }, { email: "not-an-email" }, { email: null }]) {
      const result = await postUnchecked(org, { name: "V", primary_contact: contact });
      expect(result.status, JSON.stringify(contact)).toBe(422);
      expect(bodyAt(result, 422).detail[0]?.loc.slice(0, 3)).toEqual(["body", "primary_contact", "email"]);
    }
    expect(await totalVendors(org)).toBe(0);
  });

  it("rejects emails, unknown and other organizations' users in personnel fields with 400 naming the field", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const cases: [string, string[]][] = [
      ["risk_analyst_ids", [other.userId]],
      ["relationship_owner_ids", [other.email]],
      ["watcher_ids", [org.userId, "cbuser_00000000000000000000000000000000"]],
    ];
    for (const [field, ids] of cases) {
      const result = await postUnchecked(org, { name: "V", [field]: ids });
      expect(result.status, field).toBe(400);
      const { detail } = bodyAt(result, 400);
      expect(detail.code).toBe("invalid_vendor");
      expect(detail.message).toContain(field);
    }
    expect(await totalVendors(org)).toBe(0);
  });

  it("rejects unknown and other organizations' status, tag and risk level IDs with 400 naming the field", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const [mine, theirs] = await Promise.all([taxonomyOf(org), taxonomyOf(other)]);
    const foreignTag = await createTag(other, "theirs");
    const cases: [string, unknown][] = [
      ["status_id", theirs.statuses[0]?.id],
      ["status_id", mine.findingStatusId],
      ["tag_ids", [foreignTag]],
      ["inherent_risk_level_id", theirs.riskLevels[0]?.id],
      ["residual_risk_level_id", "cbsclvl_unknown"],
    ];
    for (const [field, value] of cases) {
      const result = await postUnchecked(org, { name: "V", [field]: value });
      expect(result.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      const { detail } = bodyAt(result, 400);
      expect(detail).toMatchObject({ code: "invalid_vendor" });
      expect(detail.message).toContain(field);
    }
    expect(await totalVendors(org)).toBe(0);
  });

  it("records Vendor.Created with exactly {vendor_id} in the same transaction", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    expect(await eventsAbout(org.orgId, [vendor.id])).toEqual([["Vendor.Created", { vendor_id: vendor.id }]]);
    const failed = await post(org, { name: "V", status_id: "cbst_nope" });
    expect(failed.status).toBe(400);
    const rejectedEvents = await eventsAbout(org.orgId, [vendor.id]);
    expect(rejectedEvents).toHaveLength(1);
  });

  it("works with a standard ak_ key", async () => {
    const org = await createOrg();
    const key = await callApi("post", "/v1/api-keys", { token: org.token, body: { name: "k" } });
    const created = await callApi("post", "/v1/vendors", { token: bodyAt(key, 201).secret, body: { name: "Via key" } });
    expect(created.status).toBe(201);
  });
});

describe("POST /v1/vendors with Idempotency-Key", () => {
  it("replays the original status and body for the same key and body, creating nothing", async () => {
    const org = await createOrg();
    const headers = { "idempotency-key": "create-vendor-1" };
    const first = await post(org, { name: "Once" }, headers);
    const second = await post(org, { name: "Once" }, headers);
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.text).toBe(first.text);
    expect(await totalVendors(org)).toBe(1);
    expect(await eventsAbout(org.orgId, [bodyAt(first, 201).id])).toHaveLength(1);
  });

  it("replays the original for the same key with a different body: never a conflict", async () => {
    const org = await createOrg();
    const headers = { "idempotency-key": "create-vendor-2" };
    const first = await post(org, { name: "Original" }, headers);
    const second = await post(org, { name: "Different", website: "https://d.example" }, headers);
    expectStatus(second, 201);
    expect(second.text).toBe(first.text);
    expect(second.body.name).toBe("Original");
    expect(await totalVendors(org)).toBe(1);
  });

  it("scopes keys per organization and creates anew for a new key or without one", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const headers = { "idempotency-key": "shared-key" };
    const mine = await post(org, { name: "Mine" }, headers);
    const theirs = await post(other, { name: "Theirs" }, headers);
    expectStatus(theirs, 201);
    expect(theirs.body.id).not.toBe(bodyAt(mine, 201).id);
    await post(org, { name: "Mine" }, { "idempotency-key": "another-key" });
    await post(org, { name: "Mine" });
    await post(org, { name: "Mine" });
    expect(await totalVendors(org)).toBe(4);
  });

  it("does not store a rejected attempt: a corrected retry with the same key creates the vendor", async () => {
    const org = await createOrg();
    const headers = { "idempotency-key": "retry-after-error" };
    const rejected = await post(org, { name: "V", status_id: "cbst_nope" }, headers);
    expect(rejected.status).toBe(400);
    const retried = await post(org, { name: "V" }, headers);
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });
});
