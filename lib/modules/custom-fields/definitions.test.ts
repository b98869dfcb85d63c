import { describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { insertVendor } from "@/lib/testing/records";

const DEFINITION_FIELDS = [
  "applies_to",
  "created_at",
  "enabled",
  "field_name",
  "field_type",
  "id",
  "options",
  "updated_at",
  "minimum",
  "currency",
].sort();

type Definition = Schemas["CreateCustomField"];

const list = (token: string, query = "") => callApi("get", `/v1/custom-fields?${query}`, { token });
/** The list GET answers, which must be 200. */
const page = async (token: string, query = "") => bodyAt(await list(token, query), 200);
const create = (token: string, body: Definition) => callApi("post", "/v1/custom-fields", { token, body });
/** A POST whose body the schema refuses. */
const createUnchecked = (token: string, body: unknown) =>
  callApi("post", "/v1/custom-fields", { token, uncheckedBody: body });
const update = (token: string, id: string, body: Schemas["UpdateCustomField"]) =>
  callApi("patch", `/v1/custom-fields/${id}`, { token, body });
const act = (token: string, id: string, action: "enable" | "disable" | "archive") => {
  switch (action) {
    case "enable":
      return callApi("post", `/v1/custom-fields/${id}/enable`, { token });
    case "disable":
      return callApi("post", `/v1/custom-fields/${id}/disable`, { token });
    case "archive":
      return callApi("post", `/v1/custom-fields/${id}/archive`, { token });
  }
};
const setValues = (token: string, vendorId: string, values: NonNullable<Schemas["SetCustomFieldValues"]["values"]>) =>
  callApi("put", `/v1/custom-field-values/vendor/${vendorId}`, { token, body: { values } });
const vendorValues = async (org: TestOrg, vendorId: string) => bodyAt(await setValues(org.token, vendorId, {}), 200);

/** A field of `org`, a vendor string field unless `body` says otherwise. */
async function define(org: TestOrg, body: Partial<Definition> & Pick<Definition, "field_name">) {
  const result = await create(org.token, { applies_to: ["vendor"], field_type: "string", ...body });
  expectStatus(result, 201);
  return result.body;
}

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe("GET /v1/custom-fields", () => {
  it("lists {items, total} in creation order with exactly the definition fields, for any credential", async () => {
    const org = await createOrg();
    expect(await page(org.token)).toEqual({ items: [], total: 0 });
    const before = Math.floor(Date.now() / 1000);
    const tier = await define(org, {
      field_name: "Tier",
      field_type: "select",
      applies_to: ["vendor", "service"],
      options: [{ label: "Gold", color: "#FFD700" }, { label: "Silver" }],
    });
    const notes = await define(org, { field_name: "Notes" });
    const key = await createKey(org);
    for (const token of [org.token, key.secret]) {
      const result = await list(token);
      expectStatus(result, 200);
      expect(Object.keys(result.body).sort()).toEqual(["items", "total"]);
      expect(result.body.total).toBe(2);
      expect(ids(result.body)).toEqual([tier.id, notes.id]);
      for (const item of result.body.items) {
        expect(Object.keys(item).sort()).toEqual(DEFINITION_FIELDS);
      }
    }
    const [first] = (await page(key.secret)).items;
    expect(first).toEqual({
      id: tier.id,
      field_name: "Tier",
      field_type: "select",
      enabled: true,
      applies_to: ["vendor", "service"],
      options: [{ label: "Gold", color: "#ffd700" }, { label: "Silver" }],
      minimum: null,
      currency: null,
      created_at: first?.created_at,
      updated_at: first?.updated_at,
    });
    expect(first?.id).toMatch(/^cbcfc_[0-9a-f]{32}$/);
    expect(first?.created_at).toBeGreaterThanOrEqual(before);
    expect(Number.isInteger(first?.updated_at)).toBe(true);
    expect((await page(org.token)).items[1]?.options).toEqual([]);
  });

  it("filters by target and hides disabled fields unless include_disabled=true", async () => {
    const org = await createOrg();
    const vendorField = await define(org, { field_name: "Vendor only" });
    const both = await define(org, { field_name: "Both", applies_to: ["service", "vendor"] });
    const contract = await define(org, { field_name: "Contract", applies_to: ["contract"] });
    const disabled = await define(org, { field_name: "Disabled", enabled: false });
    expect(disabled.enabled).toBe(false);

    expect(ids(await page(org.token))).toEqual([vendorField.id, both.id, contract.id]);
    expect(ids(await page(org.token, "target=vendor"))).toEqual([vendorField.id, both.id]);
    expect(ids(await page(org.token, "target=service"))).toEqual([both.id]);
    expect(ids(await page(org.token, "target=contract"))).toEqual([contract.id]);
    expect(await page(org.token, "target=assessment")).toEqual({ items: [], total: 0 });
    const withDisabled = await page(org.token, "target=vendor&include_disabled=true");
    expect(ids(withDisabled)).toEqual([vendorField.id, both.id, disabled.id]);
    expect(withDisabled.total).toBe(3);
    expect(ids(await page(org.token, "include_disabled=false"))).toHaveLength(3);
  });

  it("answers an unknown target or a bad include_disabled with a FastAPI-style 422", async () => {
    const org = await createOrg();
    for (const query of ["target=vendors", "target=Vendor", "target=", "include_disabled=maybe"]) {
      const result = await list(org.token, query);
      expect(result.status, query).toBe(422);
      const [issue] = bodyAt(result, 422).detail;
      expect(issue?.loc[0]).toBe("query");
      expect(typeof issue?.msg).toBe("string");
    }
  });

  it("never lists another organization's fields or archived ones", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    await define(other, { field_name: "Theirs" });
    const archived = await define(org, { field_name: "Old" });
    expect((await act(org.token, archived.id, "archive")).status).toBe(200);
    expect(await page(org.token, "include_disabled=true")).toEqual({ items: [], total: 0 });
  });
});

describe("defining custom fields (admin dashboard session only)", () => {
  it("rejects options on types without them, select types without options, blank and duplicate labels", async () => {
    const org = await createOrg();
    const cases: Omit<Definition, "applies_to">[] = [
      { field_name: "A", field_type: "string", options: [{ label: "x" }] },
      { field_name: "B", field_type: "select", options: [] },
      { field_name: "C", field_type: "multiselect" },
      { field_name: "D", field_type: "select", options: [{ label: "  " }] },
      { field_name: "E", field_type: "select", options: [{ label: "Yes" }, { label: "yes " }] },
      { field_name: "   ", field_type: "string" },
    ];
    for (const body of cases) {
      const result = await create(org.token, { applies_to: ["vendor"], ...body });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(bodyAt(result, 400).detail.code).toBe("invalid_custom_field");
    }
    expect((await page(org.token, "include_disabled=true")).total).toBe(0);
  });

  it("answers schema problems (type, target, colour, empty applies_to) with 422", async () => {
    const org = await createOrg();
    const cases = [
      { field_name: "A", field_type: "text", applies_to: ["vendor"] },
      { field_name: "A", field_type: "string", applies_to: ["supplier"] },
      { field_name: "A", field_type: "string", applies_to: [] },
      { field_name: "A", field_type: "select", applies_to: ["vendor"], options: [{ label: "x", color: "red" }] },
      { field_type: "string", applies_to: ["vendor"] },
    ];
    for (const body of cases) {
      const result = await createUnchecked(org.token, body);
      expect(result.status, JSON.stringify(body)).toBe(422);
      expect(bodyAt(result, 422).detail[0]?.loc[0]).toBe("body");
    }
  });

  it("trims the name and refuses a second live field of the same name (409), which archiving frees", async () => {
    const org = await createOrg();
    const first = await define(org, { field_name: "  Criticality " });
    expect(first.field_name).toBe("Criticality");
    const clash = await create(org.token, { field_name: "criticality", field_type: "number", applies_to: ["vendor"] });
    expectStatus(clash, 409);
    expect(clash.body.detail.code).toBe("custom_field_exists");
    expect((await act(org.token, first.id, "archive")).status).toBe(200);
    expect(
      (await create(org.token, { field_name: "Criticality", field_type: "number", applies_to: ["vendor"] })).status,
    ).toBe(201);
  });

  it("ak_ keys get 401 Unauthorized role and non-admin users 403 insufficient_role on every definition write", async () => {
    const org = await createOrg();
    const field = await define(org, { field_name: "Owned" });
    const key = await createKey(org, { scopes: ["keys:manage", "audit:read"] });
    const attempts = (token: string) => [
      create(token, { field_name: "New", field_type: "string", applies_to: ["vendor"] }),
      update(token, field.id, { field_name: "Renamed" }),
      act(token, field.id, "disable"),
      act(token, field.id, "enable"),
      act(token, field.id, "archive"),
    ];
    for (const result of await Promise.all(attempts(key.secret))) {
      expect([result.status, result.body]).toEqual([401, { detail: "Unauthorized role." }]);
    }
    for (const role of ["org:member", "org:siloed_member", "org:guest", "org:service_account"] as const) {
      const { token } = await createMember(org, role);
      for (const result of await Promise.all(attempts(token))) {
        expect(result.status, role).toBe(403);
        expect(bodyAt(result, 403).detail.code, role).toBe("insufficient_role");
      }
    }
    expect((await page(org.token)).items).toEqual([expect.objectContaining({ id: field.id, field_name: "Owned" })]);
  });
});

describe("changing custom fields", () => {
  it("renames and changes options; values holding a removed label lose it", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org);
    const select = await define(org, {
      field_name: "Tier",
      field_type: "select",
      options: [{ label: "A" }, { label: "B" }],
    });
    const multi = await define(org, {
      field_name: "Regions",
      field_type: "multiselect",
      options: [{ label: "EU" }, { label: "US" }, { label: "APAC" }],
    });
    expect((await setValues(org.token, vendorId, { [select.id]: "B", [multi.id]: ["US", "EU"] })).status).toBe(200);

    const renamed = await update(org.token, select.id, {
      field_name: "Vendor tier",
      options: [{ label: "A" }, { label: "C" }],
    });
    expectStatus(renamed, 200);
    expect(renamed.body).toMatchObject({
      field_name: "Vendor tier",
      field_type: "select",
      options: [{ label: "A" }, { label: "C" }],
    });
    expect((await update(org.token, multi.id, { options: [{ label: "EU" }, { label: "LATAM" }] })).status).toBe(200);
    expect((await vendorValues(org, vendorId)).custom_fields).toEqual([
      { config_id: multi.id, field_name: "Regions", field_type: "multiselect", value: ["EU"] },
    ]);
    const bad = await update(org.token, select.id, { options: [] });
    expectStatus(bad, 400);
    expect(bad.body.detail.code).toBe("invalid_custom_field");
  });

  it("narrowing applies_to clears values on record types no longer covered", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org);
    const field = await define(org, { field_name: "Owner team", applies_to: ["vendor", "service"] });
    expect((await setValues(org.token, vendorId, { [field.id]: "Procurement" })).status).toBe(200);
    const narrowed = await update(org.token, field.id, { applies_to: ["service"] });
    expect(bodyAt(narrowed, 200).applies_to).toEqual(["service"]);
    expect((await update(org.token, field.id, { applies_to: ["service", "vendor"] })).status).toBe(200);
    expect((await vendorValues(org, vendorId)).custom_fields).toEqual([]);
  });

  it("disable hides a field's values and keeps them; enable shows them again; archive is final", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org);
    const field = await define(org, { field_name: "Score", field_type: "number" });
    await setValues(org.token, vendorId, { [field.id]: 42 });
    const entry = { config_id: field.id, field_name: "Score", field_type: "number", value: 42 };

    const disabled = await act(org.token, field.id, "disable");
    expectStatus(disabled, 200);
    expect(disabled.body.enabled).toBe(false);
    expect(bodyAt(await act(org.token, field.id, "disable"), 200).enabled).toBe(false);
    expect((await vendorValues(org, vendorId)).custom_fields).toEqual([]);
    expect((await page(org.token)).total).toBe(0);

    const enabled = await act(org.token, field.id, "enable");
    expectStatus(enabled, 200);
    expect(enabled.body.enabled).toBe(true);
    expect((await vendorValues(org, vendorId)).custom_fields).toEqual([entry]);

    expect((await act(org.token, field.id, "archive")).status).toBe(200);
    expect((await vendorValues(org, vendorId)).custom_fields).toEqual([]);
    for (const result of [
      await act(org.token, field.id, "enable"),
      await act(org.token, field.id, "archive"),
      await update(org.token, field.id, { field_name: "Back" }),
    ]) {
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("custom_field_not_found");
    }
  });

  it("another organization's field is not found", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const theirs = await define(other, { field_name: "Theirs" });
    for (const result of [
      await update(org.token, theirs.id, { field_name: "Mine" }),
      await act(org.token, theirs.id, "disable"),
      await act(org.token, theirs.id, "archive"),
      await update(org.token, "cbcfc_missing", {}),
    ]) {
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("custom_field_not_found");
    }
    expect((await page(other.token)).items[0]).toMatchObject({ field_name: "Theirs", enabled: true });
  });
});
