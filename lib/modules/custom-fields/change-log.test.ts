import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

const ADMIN = (org: TestOrg) => ({ type: "user", id: org.userId, name: "Ada Admin" });

describe("custom fields in the change log", () => {
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
  });

  const define = async (owner: TestOrg, body: Omit<Schemas["CreateCustomField"], "applies_to">) => {
    const result = await callApi("post", "/v1/custom-fields", {
      token: owner.token,
      body: { applies_to: ["vendor"], ...body },
    });
    expectStatus(result, 201);
    return result.body.id;
  };
  const lifecycle = (id: string, action: "disable" | "enable" | "archive") => {
    switch (action) {
      case "disable":
        return callApi("post", `/v1/custom-fields/${id}/disable`, { token: org.token });
      case "enable":
        return callApi("post", `/v1/custom-fields/${id}/enable`, { token: org.token });
      case "archive":
        return callApi("post", `/v1/custom-fields/${id}/archive`, { token: org.token });
    }
  };
  const setValues = (
    vendorId: string,
    values: NonNullable<Schemas["SetCustomFieldValues"]["values"]>,
    token = org.token,
  ) => callApi("put", `/v1/custom-field-values/vendor/${vendorId}`, { token, body: { values } });

  it("records a definition's creation, rename, disabling, enabling and archive, and no no-op rename", async () => {
    const id = await define(org, { field_name: "Contract owner", field_type: "string" });
    const renamed = await callApi("patch", `/v1/custom-fields/${id}`, {
      token: org.token,
      body: { field_name: "Owner" },
    });
    expectStatus(renamed, 200);
    const again = await callApi("patch", `/v1/custom-fields/${id}`, {
      token: org.token,
      body: { field_name: "Owner" },
    });
    expectStatus(again, 200);
    for (const action of ["disable", "enable", "archive"] as const) {
      expect((await lifecycle(id, action)).status).toBe(200);
    }

    const entries = await changesOf(org, "custom_field", id);
    expect(entries.map((entry) => entry.action)).toEqual(["archived", "enabled", "disabled", "updated", "created"]);
    expect(entries.every((entry) => JSON.stringify(entry.actor) === JSON.stringify(ADMIN(org)))).toBe(true);
    const [archived, enabled, disabled, updated, created] = entries;
    expect(changeOf(created, "field_name")).toEqual({ field: "field_name", before: null, after: "Contract owner" });
    expect(updated?.changes).toEqual([{ field: "field_name", before: "Contract owner", after: "Owner" }]);
    expect(updated?.entity_name).toBe("Owner");
    expect(disabled?.changes).toEqual([{ field: "enabled", before: true, after: false }]);
    expect(enabled?.changes).toEqual([{ field: "enabled", before: false, after: true }]);
    expect(changeOf(archived, "is_archived")).toEqual({ field: "is_archived", before: false, after: true });
  });

  it("records values set on a record in that record's history, field by field, from what to what", async () => {
    const tier = await define(org, {
      field_name: "Tier",
      field_type: "select",
      options: [{ label: "Gold" }, { label: "Silver" }],
    });
    const notes = await define(org, { field_name: "Notes", field_type: "string" });
    const vendor = await createVendor(org, { name: "Hooli" });
    expect((await setValues(vendor.id, { [tier]: "Gold", [notes]: "Key supplier" })).status).toBe(200);
    expect((await setValues(vendor.id, { [tier]: "Silver", [notes]: "Key supplier" })).status).toBe(200);
    expect((await setValues(vendor.id, { [tier]: "Silver" })).status).toBe(200);

    const entries = (await changesOf(org, "vendor", vendor.id)).filter((entry) =>
      entry.changes.some((change) => change.field.startsWith("custom_fields.")),
    );
    expect(entries).toHaveLength(2);
    const [second, first] = entries;
    expect(second).toMatchObject({ action: "updated", entity_name: "Hooli", actor: ADMIN(org) });
    expect(second?.changes).toEqual([{ field: "custom_fields.Tier", before: "Gold", after: "Silver" }]);
    expect(first?.changes).toEqual(
      expect.arrayContaining([
        { field: "custom_fields.Tier", before: null, after: "Gold" },
        { field: "custom_fields.Notes", before: null, after: "Key supplier" },
      ]),
    );
  });

  it("records a value a field change removed in the record's history, by whoever changed the field", async () => {
    const tier = await define(org, {
      field_name: "Support tier",
      field_type: "select",
      options: [{ label: "Gold" }, { label: "Silver" }],
    });
    const vendor = await createVendor(org, { name: "Pied Piper" });
    expect((await setValues(vendor.id, { [tier]: "Gold" })).status).toBe(200);
    const narrowed = await callApi("patch", `/v1/custom-fields/${tier}`, {
      token: org.token,
      body: { options: [{ label: "Silver" }] },
    });
    expectStatus(narrowed, 200);

    const [pruned] = await changesOf(org, "vendor", vendor.id);
    expect(pruned).toMatchObject({ action: "updated", entity_name: "Pied Piper", actor: ADMIN(org) });
    expect(pruned?.changes).toEqual([{ field: "custom_fields.Support tier", before: "Gold", after: null }]);
  });

  it("never shows another organization's custom field changes", async () => {
    const theirs = await define(other, { field_name: "Theirs", field_type: "string" });
    expect(await changesOf(org, "custom_field", theirs)).toEqual([]);
    expect((await changesOf(other, "custom_field", theirs)).map((entry) => entry.action)).toEqual(["created"]);
  });
});
