import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { domainEvents } from "@/lib/events/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { insertService, insertVendor } from "@/lib/testing/records";

type FieldValues = NonNullable<Schemas["SetCustomFieldValues"]["values"]>;
type FieldDefinition = Omit<Schemas["CreateCustomField"], "applies_to"> &
  Partial<Pick<Schemas["CreateCustomField"], "applies_to">>;

const put = (token: string, type: string, id: string, values: FieldValues) =>
  callApi("put", `/v1/custom-field-values/${type}/${id}`, { token, body: { values } });

async function define(org: TestOrg, body: FieldDefinition): Promise<string> {
  const result = await callApi("post", "/v1/custom-fields", {
    token: org.token,
    body: { applies_to: ["vendor", "service"], ...body },
  });
  expectStatus(result, 201);
  return result.body.id;
}

/** One field of every type, defined in this order. */
async function defineAllTypes(org: TestOrg) {
  return {
    text: await define(org, { field_name: "Notes", field_type: "string" }),
    number: await define(org, { field_name: "Spend", field_type: "number" }),
    flag: await define(org, { field_name: "Critical", field_type: "boolean" }),
    date: await define(org, { field_name: "Renewal", field_type: "date" }),
    owners: await define(org, { field_name: "Owners", field_type: "user" }),
    tier: await define(org, {
      field_name: "Tier",
      field_type: "select",
      options: [{ label: "Gold" }, { label: "Silver" }],
    }),
    regions: await define(org, {
      field_name: "Regions",
      field_type: "multiselect",
      options: [{ label: "EU" }, { label: "US" }, { label: "APAC" }],
    }),
  };
}

async function vendorEvents(orgId: string, vendorId: string) {
  const rows = await db()
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.orgId, orgId), eq(domainEvents.eventType, "Vendor.Updated")));
  return rows.filter((row) => row.data.vendor_id === vendorId);
}

describe("PUT /v1/custom-field-values/{target_type}/{target_id}", () => {
  it("stores each type in its own value shape and returns only set values, in field order", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org);
    const f = await defineAllTypes(org);
    const result = await put(org.token, "vendor", vendorId, {
      [f.regions]: ["APAC", "EU", "EU"],
      [f.tier]: "Gold",
      [f.owners]: [org.userId],
      [f.date]: "2025-02-28",
      [f.flag]: false,
      [f.number]: 1250.5,
      [f.text]: "  Preferred supplier ",
    });
    expectStatus(result, 200);
    expect(result.body).toEqual({
      target_type: "vendor",
      target_id: vendorId,
      custom_fields: [
        { config_id: f.text, field_name: "Notes", field_type: "string", value: "Preferred supplier" },
        { config_id: f.number, field_name: "Spend", field_type: "number", value: 1250.5 },
        { config_id: f.flag, field_name: "Critical", field_type: "boolean", value: false },
        { config_id: f.date, field_name: "Renewal", field_type: "date", value: "2025-02-28" },
        { config_id: f.owners, field_name: "Owners", field_type: "user", value: [org.userId] },
        { config_id: f.tier, field_name: "Tier", field_type: "select", value: "Gold" },
        { config_id: f.regions, field_name: "Regions", field_type: "multiselect", value: ["EU", "APAC"] },
      ],
    });

    // Only the named fields change; null, "" and [] clear, and cleared values are omitted.
    const cleared = await put(org.token, "vendor", vendorId, {
      [f.text]: "",
      [f.number]: null,
      [f.owners]: [],
      [f.regions]: [],
      [f.tier]: "Silver",
    });
    const clearedFields = bodyAt(cleared, 200).custom_fields;
    expect(clearedFields.map((entry) => entry.config_id)).toEqual([f.flag, f.date, f.tier]);
    expect(clearedFields[2]?.value).toBe("Silver");
  });

  it("rejects a value that does not fit its field with 400 invalid_custom_field_value and writes nothing", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const vendorId = await insertVendor(org);
    const f = await defineAllTypes(org);
    const cases: [string, FieldValues[string]][] = [
      [f.text, 12],
      [f.text, "x".repeat(10_001)],
      [f.number, "12"],
      [f.flag, "true"],
      [f.date, "2025-02-30"],
      [f.date, "28/02/2025"],
      [f.tier, "Bronze"],
      [f.tier, ["Gold"]],
      [f.regions, ["EU", "Mars"]],
      [f.regions, "EU"],
      [f.owners, [other.userId]],
      [f.owners, ["someone@example.com"]],
    ];
    for (const [configId, value] of cases) {
      const result = await put(org.token, "vendor", vendorId, { [f.text]: "kept?", [configId]: value });
      expect(result.status, JSON.stringify(value)).toBe(400);
      const detail = bodyAt(result, 400).detail;
      expect(detail.code).toBe("invalid_custom_field_value");
      expect(detail.message).toContain(configId);
    }
    expect(bodyAt(await put(org.token, "vendor", vendorId, {}), 200).custom_fields).toEqual([]);
  });

  it("rejects unknown, foreign, archived, disabled and non-applying fields with 400 invalid_custom_field", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const vendorId = await insertVendor(org);
    const good = await define(org, { field_name: "Good", field_type: "string" });
    const foreign = await define(other, { field_name: "Theirs", field_type: "string" });
    const archived = await define(org, { field_name: "Archived", field_type: "string" });
    const disabled = await define(org, { field_name: "Disabled", field_type: "string" });
    const serviceOnly = await define(org, {
      field_name: "Service only",
      field_type: "string",
      applies_to: ["service"],
    });
    await callApi("post", `/v1/custom-fields/${archived}/archive`, { token: org.token });
    await callApi("post", `/v1/custom-fields/${disabled}/disable`, { token: org.token });
    for (const configId of ["cbcfc_unknown", foreign, archived, disabled, serviceOnly]) {
      const result = await put(org.token, "vendor", vendorId, { [good]: "value", [configId]: "value" });
      expect(result.status, configId).toBe(400);
      expect(bodyAt(result, 400).detail.code).toBe("invalid_custom_field");
    }
    expect(bodyAt(await put(org.token, "vendor", vendorId, {}), 200).custom_fields).toEqual([]);
  });

  it("sets values on services too, and answers the record type's 404 for unknown or foreign records", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const vendorId = await insertVendor(org);
    const serviceId = await insertService(org, vendorId);
    const foreignVendor = await insertVendor(other);
    const foreignService = await insertService(other, foreignVendor);
    const field = await define(org, { field_name: "Data class", field_type: "select", options: [{ label: "PII" }] });

    const onService = await put(org.token, "service", serviceId, { [field]: "PII" });
    expectStatus(onService, 200);
    expect(onService.body).toMatchObject({ target_type: "service", target_id: serviceId });
    expect(onService.body.custom_fields).toHaveLength(1);
    // Values are per record: the vendor has none.
    expect(bodyAt(await put(org.token, "vendor", vendorId, {}), 200).custom_fields).toEqual([]);

    const cases: [string, string, string][] = [
      ["vendor", foreignVendor, "vendor_not_found"],
      ["vendor", "cbvndr_missing", "vendor_not_found"],
      ["vendor", serviceId, "vendor_not_found"],
      ["service", foreignService, "service_not_found"],
      ["service", vendorId, "service_not_found"],
      ["assessment", "cbqsrw_missing", "assessment_not_found"],
    ];
    for (const [type, id, code] of cases) {
      const result = await put(org.token, type, id, { [field]: "PII" });
      expect([result.status, errorDetail(result.body).code], `${type} ${id}`).toEqual([404, code]);
    }
    const badType = await put(org.token, "control", vendorId, {});
    expectStatus(badType, 422);
    expect(badType.body.detail[0]?.loc).toEqual(["path", "target_type"]);
  });

  it("records Vendor.Updated and Service.Updated only when a value actually changed", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org);
    const serviceId = await insertService(org, vendorId);
    const field = await define(org, { field_name: "Spend", field_type: "number" });
    await put(org.token, "vendor", vendorId, { [field]: 10 });
    await put(org.token, "vendor", vendorId, { [field]: 10 });
    await put(org.token, "vendor", vendorId, {});
    expect(await vendorEvents(org.orgId, vendorId)).toHaveLength(1);
    await put(org.token, "vendor", vendorId, { [field]: null });
    expect(await vendorEvents(org.orgId, vendorId)).toHaveLength(2);

    await put(org.token, "service", serviceId, { [field]: 3 });
    const serviceEvents = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.orgId, org.orgId), eq(domainEvents.eventType, "Service.Updated")));
    expect(serviceEvents.map((row) => row.data)).toEqual([{ service_id: serviceId }]);
  });

  it("is for dashboard users who edit records: ak_ keys get 401, guests 403", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org);
    const field = await define(org, { field_name: "Notes", field_type: "string" });
    const key = await createKey(org, { scopes: ["keys:manage"] });
    const byKey = await put(key.secret, "vendor", vendorId, { [field]: "x" });
    expect([byKey.status, byKey.body]).toEqual([401, { detail: "Unauthorized role." }]);
    for (const role of ["org:guest", "org:service_account"] as const) {
      const { token } = await createMember(org, role);
      const result = await put(token, "vendor", vendorId, { [field]: "x" });
      expect([result.status, errorDetail(result.body).code], role).toEqual([403, "insufficient_role"]);
    }
    for (const role of ["org:member", "org:siloed_member"] as const) {
      const { token } = await createMember(org, role);
      const result = await put(token, "vendor", vendorId, { [field]: role });
      expect(result.status, role).toBe(200);
      expect(bodyAt(result, 200).custom_fields[0]?.value).toBe(role);
    }
  });
});
