import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createMember, createOrg, createService, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { insertCustomField, setCustomValue } from "@/lib/testing/records";
import { createTag, eventsAbout, readVendor, SERVICE_FIELDS, sortedKeys } from "./testing";

const postService = (
  org: TestOrg,
  vendorId: string,
  body: Schemas["CreateService"],
  headers: Record<string, string> = {},
) => callApi("post", `/v1/vendors/${vendorId}/services`, { token: org.token, body, headers });
/** A POST of a service whose body the schema refuses or cannot check (a field named at run time). */
const postUncheckedService = (org: TestOrg, vendorId: string, body: unknown) =>
  callApi("post", `/v1/vendors/${vendorId}/services`, { token: org.token, uncheckedBody: body });
/** A PATCH of a service whose body is built from a field name at run time, so not checked against the schema. */
const patchService = (org: TestOrg, vendorId: string, serviceId: string, body: unknown) =>
  callApi("patch", `/v1/vendors/${vendorId}/services/${serviceId}`, { token: org.token, uncheckedBody: body });

describe("POST /v1/vendors/{vendor_id}/services", () => {
  let org: TestOrg;
  let other: TestOrg;
  let memberId: string;
  let tagIds: string[];

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    memberId = (await createMember(org, "org:member")).userId;
    tagIds = [await createTag(org, "payments"), await createTag(org, "pii")];
  });

  it("creates a service with the spec's shape; custom_fields is [] and it nests in the vendor", async () => {
    const vendor = await createVendor(org);
    const result = await postService(org, vendor.id, {
      name: " Payments API ",
      description: "Card processing",
      external_id: "SVC-1",
      tag_ids: [tagIds[1]!, tagIds[0]!],
      relationship_owner_ids: [memberId],
      watcher_ids: [org.userId, memberId],
      primary_contact: { email: "svc@vendor.example", name: "Owner", title: "PM", phone_number: "+1" },
    });
    expectStatus(result, 201);
    expect(sortedKeys(result.body)).toEqual(SERVICE_FIELDS);
    expect(result.body).toMatchObject({
      vendor_id: vendor.id,
      name: "Payments API",
      description: "Card processing",
      external_id: "SVC-1",
      tags: ["pii", "payments"],
      relationship_owner_ids: [memberId],
      watcher_ids: [org.userId, memberId],
      primary_contact: { email: "svc@vendor.example", name: "Owner", title: "PM", phone_number: "+1" },
      custom_fields: [],
    });
    expect(result.body.id).toMatch(/^cbsvc_[0-9a-f]{32}$/);
    expect(Number.isInteger(result.body.created_at)).toBe(true);
    expect((await readVendor(org, vendor.id)).services).toEqual([result.body]);
    expect(await eventsAbout(org.orgId, [result.body.id])).toEqual([
      ["Service.Created", { service_id: result.body.id }],
    ]);
  });

  it("defaults: omitted arrays assign nobody, no contact, no tags", async () => {
    const vendor = await createVendor(org);
    const result = await postService(org, vendor.id, { name: "Bare" });
    expect(result.body).toMatchObject({
      description: null,
      external_id: null,
      tags: [],
      relationship_owner_ids: [],
      watcher_ids: [],
      primary_contact: null,
    });
  });

  it("ignores risk_analyst_ids, even invalid ones", async () => {
    const vendor = await createVendor(org);
    const result = await postUncheckedService(org, vendor.id, {
      name: "No analysts",
      risk_analyst_ids: ["someone@x.example"],
    });
    expect(result.status).toBe(201);
    expect(result.body).not.toHaveProperty("risk_analyst_ids");
  });

  it("does not honor Idempotency-Key: a retry creates a second service", async () => {
    const vendor = await createVendor(org);
    const headers = { "idempotency-key": "svc-retry" };
    const first = await postService(org, vendor.id, { name: "Twice" }, headers);
    const second = await postService(org, vendor.id, { name: "Twice" }, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(bodyAt(second, 201).id).not.toBe(bodyAt(first, 201).id);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect((await readVendor(org, vendor.id)).services).toHaveLength(2);
  });

  it("rejects an empty name, unknown or foreign tags and users with 400 invalid_service naming the field", async () => {
    const vendor = await createVendor(org);
    const foreignTag = await createTag(other, "foreign");
    const cases: [string, unknown][] = [
      ["name", "   "],
      ["tag_ids", [foreignTag]],
      ["tag_ids", ["cbtag_00000000000000000000000000000000"]],
      ["relationship_owner_ids", [other.userId]],
      ["watcher_ids", [org.email]],
    ];
    for (const [field, value] of cases) {
      const result = await postUncheckedService(org, vendor.id, { name: "Valid", [field]: value });
      expect(result.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      const { detail } = bodyAt(result, 400);
      expect(detail.code).toBe("invalid_service");
      expect(detail.message).toContain(field);
    }
    expect((await postUncheckedService(org, vendor.id, { description: "no name" })).status).toBe(422);
    expect((await postUncheckedService(org, vendor.id, { name: "x", primary_contact: { email: "nope" } })).status).toBe(
      422,
    );
    expect((await readVendor(org, vendor.id)).services).toEqual([]);
  });

  it("another organization's vendor is 404 vendor_not_found, even with an invalid body", async () => {
    const theirs = await createVendor(other);
    for (const body of [{ name: "Sneaky" }, {}]) {
      const result = await postUncheckedService(org, theirs.id, body);
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("vendor_not_found");
    }
    expect((await readVendor(other, theirs.id)).services).toEqual([]);
  });
});

describe("PATCH /v1/vendors/{vendor_id}/services/{service_id}", () => {
  let org: TestOrg;
  let other: TestOrg;
  let memberId: string;
  let tagIds: string[];

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    memberId = (await createMember(org, "org:member")).userId;
    tagIds = [await createTag(org, "one"), await createTag(org, "two")];
  });

  async function fullService() {
    const vendor = await createVendor(org);
    const service = await createService(org, vendor.id, {
      name: "Original",
      description: "Original description",
      external_id: "SVC-9",
      tag_ids: [tagIds[0]!],
      relationship_owner_ids: [org.userId],
      watcher_ids: [org.userId],
      primary_contact: { email: "old@svc.example" },
    });
    return { vendor, service };
  }

  const cases: [string, () => unknown, () => Record<string, unknown>][] = [
    ["name", () => "Renamed", () => ({ name: "Renamed" })],
    ["description", () => "New description", () => ({ description: "New description" })],
    ["tag_ids", () => [tagIds[1], tagIds[0]], () => ({ tags: ["two", "one"] })],
    ["relationship_owner_ids", () => [memberId], () => ({ relationship_owner_ids: [memberId] })],
    ["watcher_ids", () => [memberId, org.userId], () => ({ watcher_ids: [memberId, org.userId] })],
    [
      "primary_contact",
      () => ({ email: "new@svc.example", title: "Lead" }),
      () => ({ primary_contact: { email: "new@svc.example", name: null, title: "Lead", phone_number: null } }),
    ],
  ];

  it.each(cases)("%s: set, and null leaves it unchanged", async (field, value, expected) => {
    const { vendor, service } = await fullService();
    const unchanged = await patchService(org, vendor.id, service.id, { [field]: null });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual(service);
    const result = await patchService(org, vendor.id, service.id, { [field]: value() });
    expectStatus(result, 200);
    expect(sortedKeys(result.body)).toEqual(SERVICE_FIELDS);
    expect(result.body).toEqual({ ...service, ...expected() });
    expect(await eventsAbout(org.orgId, [service.id])).toEqual([
      ["Service.Created", { service_id: service.id }],
      ["Service.Updated", { service_id: service.id }],
    ]);
  });

  it.each(["tag_ids", "relationship_owner_ids", "watcher_ids"])("%s: [] clears the set", async (field) => {
    const { vendor, service } = await fullService();
    const result = await patchService(org, vendor.id, service.id, { [field]: [] });
    const read = field === "tag_ids" ? "tags" : field;
    expect(result.body).toEqual({ ...service, [read]: [] });
  });

  it("external_id cannot be changed and risk_analyst_ids is ignored; no change records no event", async () => {
    const { vendor, service } = await fullService();
    const result = await patchService(org, vendor.id, service.id, {
      external_id: "SVC-NEW",
      risk_analyst_ids: [org.userId],
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual(service);
    expect(await eventsAbout(org.orgId, [service.id])).toHaveLength(1);
  });

  it("returns the service's custom fields", async () => {
    const { vendor, service } = await fullService();
    const field = await insertCustomField(org, { name: "Data class", type: "string", appliesTo: ["service"] });
    await setCustomValue(org, field, "service", service.id, "Confidential");
    const result = await patchService(org, vendor.id, service.id, { name: "With fields" });
    expect(bodyAt(result, 200).custom_fields).toEqual([
      { config_id: field, field_name: "Data class", field_type: "string", value: "Confidential" },
    ]);
  });

  it("rejects unknown references with 400 invalid_service naming the field, changing nothing", async () => {
    const { vendor, service } = await fullService();
    const foreignTag = await createTag(other, "foreign");
    for (const [field, value] of [
      ["tag_ids", [foreignTag]],
      ["relationship_owner_ids", [other.userId]],
      ["watcher_ids", ["someone@example.test"]],
      ["name", ""],
    ] as const) {
      const result = await patchService(org, vendor.id, service.id, { description: "nope", [field]: value });
      expect(result.status, field).toBe(400);
      const { detail } = bodyAt(result, 400);
      expect(detail.code).toBe("invalid_service");
      expect(detail.message).toContain(field);
    }
    expect((await readVendor(org, vendor.id)).services).toEqual([service]);
  });

  it("a service of another vendor, an unknown service and another org's service are 404 service_not_found", async () => {
    const { vendor, service } = await fullService();
    const otherVendor = await createVendor(org);
    const theirVendor = await createVendor(other);
    const theirService = await createService(other, theirVendor.id);
    const notFound = async (vendorId: string, serviceId: string) => {
      const result = await patchService(org, vendorId, serviceId, { name: "Moved?" });
      return [result.status, errorDetail(result.body).code];
    };
    expect(await notFound(otherVendor.id, service.id)).toEqual([404, "service_not_found"]);
    expect(await notFound(vendor.id, "cbsvc_00000000000000000000000000000000")).toEqual([404, "service_not_found"]);
    expect(await notFound(vendor.id, theirService.id)).toEqual([404, "service_not_found"]);
    expect(await notFound(theirVendor.id, theirService.id)).toEqual([404, "vendor_not_found"]);
    expect((await readVendor(org, vendor.id)).services).toEqual([service]);
  });
});
