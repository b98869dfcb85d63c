import { beforeAll, describe, expect, it } from "vitest";
import { createOrg, createService, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";
import { insertCustomField } from "@/lib/testing/records";
import { getVendor, taxonomyOf } from "./testing";

const servicePath = (vendorId: string, serviceId: string, action = "") =>
  `/v1/vendors/${vendorId}/services/${serviceId}${action ? `/${action}` : ""}`;
const post = (org: TestOrg, path: string, body?: unknown) => call(path, { method: "POST", token: org.token, body });
const setValues = (org: TestOrg, type: string, id: string, values: Record<string, unknown>) =>
  call(`/v1/custom-field-values/${type}/${id}`, { method: "PUT", token: org.token, body: { values } });

describe("vendors list: risk levels (extension)", () => {
  let org: TestOrg;
  let levels: { id: string; name: string }[];

  beforeAll(async () => {
    org = await createOrg("Risk Columns Org");
    levels = (await taxonomyOf(org)).riskLevels;
  });

  it("lists each vendor's inherent and residual level IDs and sorts by the level's rank, unrated last", async () => {
    const [low, high] = [levels[0]?.id, levels[levels.length - 1]?.id];
    expect(low && high && low !== high).toBeTruthy();
    const a = await createVendor(org, { name: "High one", inherent_risk_level_id: high, residual_risk_level_id: low });
    const b = await createVendor(org, { name: "Low one", inherent_risk_level_id: low, residual_risk_level_id: high });
    const c = await createVendor(org, { name: "Unrated" });

    const list = await call("/v1/vendors", { token: org.token });
    const row = list.body.items.find((item: { id: string }) => item.id === a.id);
    expect(row).toMatchObject({ inherent_risk_level_id: high, residual_risk_level_id: low });

    const ids = async (query: string) =>
      (await call(`/v1/vendors?${query}`, { token: org.token })).body.items.map((item: { id: string }) => item.id);
    expect(await ids("sort=inherent_risk")).toEqual([b.id, a.id, c.id]);
    expect(await ids("sort=inherent_risk&order=desc")).toEqual([a.id, b.id, c.id]);
    expect(await ids("sort=residual_risk")).toEqual([a.id, b.id, c.id]);
    expect((await call("/v1/vendors?sort=risk", { token: org.token })).status).toBe(422);
  });
});

describe("services: archive and restore (extension)", () => {
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg("Service Archive Org"), createOrg("Other Service Org")]);
  });

  it("archives and restores a service; the list hides archived ones unless asked; the change log records both", async () => {
    const vendor = await createVendor(org);
    const kept = await createService(org, vendor.id, { name: "Kept" });
    const retired = await createService(org, vendor.id, { name: "Retired" });
    expect(kept.is_archived).toBe(false);

    const archived = await post(org, servicePath(vendor.id, retired.id, "archive"));
    expect(archived.status, archived.text).toBe(200);
    expect(archived.body).toMatchObject({ id: retired.id, is_archived: true, name: "Retired" });
    expect((await post(org, servicePath(vendor.id, retired.id, "archive"))).body.is_archived).toBe(true);

    const names = async (query = "") =>
      (await call(`/v1/vendors/${vendor.id}/services${query}`, { token: org.token })).body.items.map(
        (item: { name: string }) => item.name,
      );
    expect(await names()).toEqual(["Kept"]);
    expect(await names("?include_archived=true")).toEqual(["Kept", "Retired"]);
    // The vendor object keeps every service, with the flag.
    const services = (await getVendor(org, vendor.id)).body.services;
    expect(services.map((service: { is_archived: boolean }) => service.is_archived)).toEqual([false, true]);

    const restored = await post(org, servicePath(vendor.id, retired.id, "restore"));
    expect([restored.status, restored.body.is_archived]).toEqual([200, false]);
    expect(await names()).toEqual(["Kept", "Retired"]);

    const log = await call(`/v1/change_log?entity_type=service&entity_id=${retired.id}`, { token: org.token });
    const actions = log.body.items.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["archived", "restored"]));
  });

  it("answers another organization's service and vendor with 404", async () => {
    const vendor = await createVendor(other);
    const service = await createService(other, vendor.id);
    const own = await createVendor(org);
    const foreign = await post(org, servicePath(vendor.id, service.id, "archive"));
    expect([foreign.status, foreign.body.detail.code]).toEqual([404, "vendor_not_found"]);
    const mixed = await post(org, servicePath(own.id, service.id, "archive"));
    expect([mixed.status, mixed.body.detail.code]).toEqual([404, "service_not_found"]);
    const list = await call(`/v1/vendors/${vendor.id}/services`, { token: org.token });
    expect([list.status, list.body.detail.code]).toEqual([404, "vendor_not_found"]);
    const values = await setValues(org, "service", service.id, {});
    expect([values.status, values.body.detail.code]).toEqual([404, "service_not_found"]);
  });
});

describe("service custom fields and money fields (extension)", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg("Spend Org");
  });

  it("validates a service's custom field values against their fields", async () => {
    const vendor = await createVendor(org);
    const service = await createService(org, vendor.id);
    const level = await insertCustomField(org, { name: "Data level", type: "string", appliesTo: ["service"] });
    const vendorOnly = await insertCustomField(org, { name: "Vendor only", type: "string", appliesTo: ["vendor"] });

    const set = await setValues(org, "service", service.id, { [level]: "Confidential" });
    expect(set.status, set.text).toBe(200);
    expect(set.body.custom_fields).toEqual([
      { config_id: level, field_name: "Data level", field_type: "string", value: "Confidential" },
    ]);
    const wrongShape = await setValues(org, "service", service.id, { [level]: 12 });
    expect([wrongShape.status, wrongShape.body.detail.code]).toEqual([400, "invalid_custom_field_value"]);
    const notApplying = await setValues(org, "service", service.id, { [vendorOnly]: "x" });
    expect([notApplying.status, notApplying.body.detail.code]).toEqual([400, "invalid_custom_field"]);
    const listed = await call(`/v1/vendors/${vendor.id}/services`, { token: org.token });
    expect(listed.body.items[0].custom_fields).toEqual(set.body.custom_fields);
  });

  it("refuses an amount below a number field's minimum and keeps the field's currency", async () => {
    const created = await call("/v1/custom-fields", {
      token: org.token,
      body: { field_name: "Annual spend", field_type: "number", applies_to: ["vendor"], minimum: 0, currency: "eur" },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ minimum: 0, currency: "EUR" });
    const vendor = await createVendor(org);

    const negative = await setValues(org, "vendor", vendor.id, { [created.body.id]: -5 });
    expect([negative.status, negative.body.detail.code]).toEqual([400, "invalid_custom_field_value"]);
    expect(negative.body.detail.message).toContain("at least 0");
    const fine = await setValues(org, "vendor", vendor.id, { [created.body.id]: 125000.5 });
    expect(fine.status).toBe(200);
    expect(fine.body.custom_fields[0].value).toBe(125000.5);

    const badCurrency = await call("/v1/custom-fields", {
      token: org.token,
      body: { field_name: "Budget", field_type: "number", applies_to: ["vendor"], currency: "XYZ" },
    });
    expect([badCurrency.status, badCurrency.body.detail.code]).toEqual([400, "invalid_custom_field"]);
    const textWithMinimum = await call("/v1/custom-fields", {
      token: org.token,
      body: { field_name: "Notes", field_type: "string", applies_to: ["vendor"], minimum: 1 },
    });
    expect([textWithMinimum.status, textWithMinimum.body.detail.code]).toEqual([400, "invalid_custom_field"]);

    const cleared = await call(`/v1/custom-fields/${created.body.id}`, {
      method: "PATCH",
      token: org.token,
      body: { minimum: null },
    });
    expect(cleared.body).toMatchObject({ minimum: null, currency: "EUR" });
    expect((await setValues(org, "vendor", vendor.id, { [created.body.id]: -5 })).status).toBe(200);
  });
});
