import { describe, expect, it } from "vitest";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { createKey, createOrg, createService, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";

async function patch(org: TestOrg, path: string, body: Record<string, unknown>, token = org.token) {
  const result = await call<unknown>(path, { method: "PATCH", token, body });
  expect(result.status, result.text).toBe(200);
  return result.body;
}

describe("vendor and service changes in the change log", () => {
  it("records a vendor's creation and each update with field-level before and after, by the actor's name", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Acme Cloud", website: "https://acme.example" });
    const [created] = await changesOf(org, "vendor", vendor.id);
    expect(created).toMatchObject({
      action: "created",
      entity_name: "Acme Cloud",
      actor: { type: "user", id: org.userId, name: "Ada Admin" },
    });
    expect(changeOf(created, "website")).toEqual({ field: "website", before: null, after: "https://acme.example" });
    expect(changeOf(created, "services")).toBeUndefined();

    const key = await createKey(org, { name: "Sync job" });
    await patch(org, `/v1/vendors/${vendor.id}`, { name: "Acme Cloud Ltd", description: "Hosting" }, key.secret);
    const [updated] = await changesOf(org, "vendor", vendor.id);
    expect(updated).toMatchObject({
      action: "updated",
      entity_name: "Acme Cloud Ltd",
      actor: { type: "api_key", id: key.id, name: "Sync job" },
    });
    expect(updated?.changes).toEqual([
      { field: "name", before: "Acme Cloud", after: "Acme Cloud Ltd" },
      { field: "description", before: null, after: "Hosting" },
    ]);
  });

  it("writes nothing for a PATCH that changes nothing", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Same" });
    await patch(org, `/v1/vendors/${vendor.id}`, { name: "Same" });
    await patch(org, `/v1/vendors/${vendor.id}`, {});
    expect((await changesOf(org, "vendor", vendor.id)).map((entry) => entry.action)).toEqual(["created"]);
  });

  it("records a service's creation and update on the service, not the vendor", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const service = await createService(org, vendor.id, { name: "Payroll" });
    await patch(org, `/v1/vendors/${vendor.id}/services/${service.id}`, { description: "Monthly runs" });
    await patch(org, `/v1/vendors/${vendor.id}/services/${service.id}`, { description: "Monthly runs" });
    const entries = await changesOf(org, "service", service.id);
    expect(entries.map((entry) => [entry.action, entry.entity_name])).toEqual([
      ["updated", "Payroll"],
      ["created", "Payroll"],
    ]);
    expect(entries[0]?.changes).toEqual([{ field: "description", before: null, after: "Monthly runs" }]);
    expect(changeOf(entries[1], "vendor_id")).toEqual({ field: "vendor_id", before: null, after: vendor.id });
    expect((await changesOf(org, "vendor", vendor.id)).map((entry) => entry.action)).toEqual(["created"]);
  });

  it("records a custom field value set on a vendor under the field's name", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const field = await callApi("post", "/v1/custom-fields", {
      token: org.token,
      body: { field_name: "Region", field_type: "string", applies_to: ["vendor"] },
    });
    expectStatus(field, 201);
    const set = await callApi("put", `/v1/custom-field-values/vendor/${vendor.id}`, {
      token: org.token,
      body: { values: { [field.body.id]: "EU" } },
    });
    expectStatus(set, 200);
    const [entry] = await changesOf(org, "vendor", vendor.id);
    expect(entry).toMatchObject({
      action: "updated",
      changes: [{ field: "custom_fields.Region", before: null, after: "EU" }],
    });
  });

  it("never shows one organization's vendor changes to another", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const foreign = await createVendor(other, { name: "Theirs" });
    await patch(other, `/v1/vendors/${foreign.id}`, { name: "Theirs, renamed" });
    expect(await changesOf(other, "vendor", foreign.id)).toHaveLength(2);
    expect(await changesOf(org, "vendor", foreign.id)).toEqual([]);
  });
});
