import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createOrg, createService, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { insertCustomField } from "@/lib/testing/records";
import { readVendor, taxonomyOf } from "./testing";

const archiveService = (org: TestOrg, vendorId: string, serviceId: string) =>
  callApi("post", `/v1/vendors/${vendorId}/services/${serviceId}/archive`, { token: org.token });
const restoreService = (org: TestOrg, vendorId: string, serviceId: string) =>
  callApi("post", `/v1/vendors/${vendorId}/services/${serviceId}/restore`, { token: org.token });
const setValues = (
  org: TestOrg,
  type: string,
  id: string,
  values: NonNullable<Schemas["SetCustomFieldValues"]["values"]>,
) => callApi("put", `/v1/custom-field-values/${type}/${id}`, { token: org.token, body: { values } });

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

    const list = await callApi("get", "/v1/vendors", { token: org.token });
    const row = bodyAt(list, 200).items.find((item) => item.id === a.id);
    expect(row).toMatchObject({ inherent_risk_level_id: high, residual_risk_level_id: low });

    const ids = async (query: string) =>
      bodyAt(await callApi("get", `/v1/vendors?${query}`, { token: org.token }), 200).items.map((item) => item.id);
    expect(await ids("sort=inherent_risk")).toEqual([b.id, a.id, c.id]);
    expect(await ids("sort=inherent_risk&order=desc")).toEqual([a.id, b.id, c.id]);
    expect(await ids("sort=residual_risk")).toEqual([a.id, b.id, c.id]);
    expect((await callApi("get", "/v1/vendors?sort=risk", { token: org.token })).status).toBe(422);
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

    const archived = await archiveService(org, vendor.id, retired.id);
    expectStatus(archived, 200);
    expect(archived.body).toMatchObject({ id: retired.id, is_archived: true, name: "Retired" });
    expect(bodyAt(await archiveService(org, vendor.id, retired.id), 200).is_archived).toBe(true);

    const names = async (query = "") =>
      bodyAt(await callApi("get", `/v1/vendors/${vendor.id}/services?${query}`, { token: org.token }), 200).items.map(
        (item) => item.name,
      );
    expect(await names()).toEqual(["Kept"]);
    expect(await names("include_archived=true")).toEqual(["Kept", "Retired"]);
    // The vendor object keeps every service, with the flag.
    const services = (await readVendor(org, vendor.id)).services;
    expect(services.map((service) => service.is_archived)).toEqual([false, true]);

    const restored = await restoreService(org, vendor.id, retired.id);
    expectStatus(restored, 200);
    expect(restored.body.is_archived).toBe(false);
    expect(await names()).toEqual(["Kept", "Retired"]);

    const log = await callApi("get", `/v1/change_log?entity_type=service&entity_id=${retired.id}`, {
      token: org.token,
    });
    const actions = bodyAt(log, 200).items.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["archived", "restored"]));
  });

  it("answers another organization's service and vendor with 404", async () => {
    const vendor = await createVendor(other);
    const service = await createService(other, vendor.id);
    const own = await createVendor(org);
    const foreign = await archiveService(org, vendor.id, service.id);
    expectStatus(foreign, 404);
    expect(foreign.body.detail.code).toBe("vendor_not_found");
    const mixed = await archiveService(org, own.id, service.id);
    expectStatus(mixed, 404);
    expect(mixed.body.detail.code).toBe("service_not_found");
    const list = await callApi("get", `/v1/vendors/${vendor.id}/services`, { token: org.token });
    expectStatus(list, 404);
    expect(list.body.detail.code).toBe("vendor_not_found");
    const values = await setValues(org, "service", service.id, {});
    expectStatus(values, 404);
    expect(values.body.detail.code).toBe("service_not_found");
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
    expectStatus(set, 200);
    expect(set.body.custom_fields).toEqual([
      { config_id: level, field_name: "Data level", field_type: "string", value: "Confidential" },
    ]);
    const wrongShape = await setValues(org, "service", service.id, { [level]: 12 });
    expectStatus(wrongShape, 400);
    expect(wrongShape.body.detail.code).toBe("invalid_custom_field_value");
    const notApplying = await setValues(org, "service", service.id, { [vendorOnly]: "x" });
    expectStatus(notApplying, 400);
    expect(notApplying.body.detail.code).toBe("invalid_custom_field");
    const listed = await callApi("get", `/v1/vendors/${vendor.id}/services`, { token: org.token });
    expect(bodyAt(listed, 200).items[0]?.custom_fields).toEqual(set.body.custom_fields);
  });

  it("refuses an amount below a number field's minimum and keeps the field's currency", async () => {
    const created = await callApi("post", "/v1/custom-fields", {
      token: org.token,
      body: { field_name: "Annual spend", field_type: "number", applies_to: ["vendor"], minimum: 0, currency: "eur" },
    });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({ minimum: 0, currency: "EUR" });
    const vendor = await createVendor(org);

    const negative = await setValues(org, "vendor", vendor.id, { [created.body.id]: -5 });
    expectStatus(negative, 400);
    expect(negative.body.detail.code).toBe("invalid_custom_field_value");
    expect(negative.body.detail.message).toContain("at least 0");
    const fine = await setValues(org, "vendor", vendor.id, { [created.body.id]: 125000.5 });
    expectStatus(fine, 200);
    expect(fine.body.custom_fields[0]?.value).toBe(125000.5);

    const badCurrency = await callApi("post", "/v1/custom-fields", {
      token: org.token,
      body: { field_name: "Budget", field_type: "number", applies_to: ["vendor"], currency: "XYZ" },
    });
    expectStatus(badCurrency, 400);
    expect(badCurrency.body.detail.code).toBe("invalid_custom_field");
    const textWithMinimum = await callApi("post", "/v1/custom-fields", {
      token: org.token,
      body: { field_name: "Notes", field_type: "string", applies_to: ["vendor"], minimum: 1 },
    });
    expectStatus(textWithMinimum, 400);
    expect(textWithMinimum.body.detail.code).toBe("invalid_custom_field");

    const cleared = await callApi("patch", `/v1/custom-fields/${created.body.id}`, {
      token: org.token,
      body: { minimum: null },
    });
    expect(cleared.body).toMatchObject({ minimum: null, currency: "EUR" });
    expect((await setValues(org, "vendor", vendor.id, { [created.body.id]: -5 })).status).toBe(200);
  });
});
