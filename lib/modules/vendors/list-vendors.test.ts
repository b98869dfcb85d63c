import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { insertCustomField, setCustomValue } from "@/lib/testing/records";
import { vendors } from "./tables";
import { createTag, LIST_ROW_FIELDS, sortedKeys, type Taxonomy, taxonomyOf } from "./testing";

const list = (org: TestOrg, query = "") => callApi("get", `/v1/vendors?${query}`, { token: org.token });
/** The page GET /v1/vendors answers, which must be 200. */
const page = async (org: TestOrg, query = "") => bodyAt(await list(org, query), 200);
const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe("GET /v1/vendors", () => {
  let org: TestOrg;
  let other: TestOrg;
  let taxonomy: Taxonomy;
  let tagId: string;
  /** Oldest first: Acme Cloud, beta_labs, Zenith 100%, acme analytics, Middle. */
  let created: { id: string; name: string }[] = [];

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    taxonomy = await taxonomyOf(org);
    tagId = await createTag(org, "strategic");
    const specs = [
      { name: "Acme Cloud", external_id: "ERP-1", status_id: taxonomy.statuses[1]?.id, tag_ids: [tagId] },
      { name: "beta_labs", external_id: "ERP-10", inherent_risk_level_id: taxonomy.riskLevels[0]?.id },
      { name: "Zenith 100%", residual_risk_level_id: taxonomy.riskLevels[2]?.id, tag_ids: [tagId] },
      { name: "acme analytics", status_id: taxonomy.statuses[1]?.id },
      { name: "Middle", primary_contact: { email: "m@middle.example" } },
    ];
    created = [];
    for (const spec of specs) {
      created.push(await createVendor(org, spec));
    }
    await db()
      .update(vendors)
      .set({ tier: "tier_1" })
      .where(eq(vendors.id, created[1]?.id ?? ""));
    await createVendor(other, { name: "Acme Foreign", external_id: "ERP-1" });
  });

  const newestFirst = () => [...created].reverse().map((vendor) => vendor.id);

  it("returns {items, total, limit, offset}, newest first, with the lighter row shape", async () => {
    const result = await list(org);
    expectStatus(result, 200);
    expect(sortedKeys(result.body)).toEqual(["items", "limit", "offset", "total"]);
    expect(result.body).toMatchObject({ total: 5, limit: 50, offset: 0 });
    expect(idsOf(result.body)).toEqual(newestFirst());
    for (const item of result.body.items) {
      expect(sortedKeys(item)).toEqual(LIST_ROW_FIELDS);
      expect(item.custom_fields).toEqual([]);
    }
    const acme = result.body.items.find((item) => item.id === created[0]?.id);
    expect(acme).toMatchObject({
      name: "Acme Cloud",
      external_id: "ERP-1",
      status: taxonomy.statuses[1]?.name,
      status_id: taxonomy.statuses[1]?.id,
      tags: ["strategic"],
      tier: null,
      primary_contact: null,
    });
    const middle = result.body.items.find((item) => item.id === created[4]?.id);
    expect(middle?.primary_contact).toEqual({ email: "m@middle.example", name: null, title: null, phone_number: null });
  });

  it("never shows another organization's vendors", async () => {
    const theirs = await page(other);
    expect(theirs.total).toBe(1);
    expect(idsOf(theirs)).not.toContain(created[0]?.id);
    expect((await page(org, "external_id=ERP-1")).total).toBe(1);
  });

  it("name is a case-insensitive substring; % and _ are literal", async () => {
    expect(idsOf(await page(org, "name=ACME"))).toEqual([created[3]?.id, created[0]?.id]);
    expect(idsOf(await page(org, "name=a_l"))).toEqual([created[1]?.id]);
    expect(idsOf(await page(org, `name=${encodeURIComponent("100%")}`))).toEqual([created[2]?.id]);
    expect((await page(org, `name=${encodeURIComponent("%")}`)).total).toBe(1);
    expect(await page(org, "name=nothing-like-this")).toEqual({ items: [], total: 0, limit: 50, offset: 0 });
  });

  it("external_id is an exact match", async () => {
    expect(idsOf(await page(org, "external_id=ERP-1"))).toEqual([created[0]?.id]);
    expect(idsOf(await page(org, "external_id=ERP-10"))).toEqual([created[1]?.id]);
    expect((await page(org, "external_id=ERP")).total).toBe(0);
    expect((await page(org, "external_id=erp-1")).total).toBe(0);
  });

  it("pages with limit and offset; total is the full filtered count", async () => {
    const first = await page(org, "limit=2");
    expect(first).toMatchObject({ total: 5, limit: 2, offset: 0 });
    const second = await page(org, "limit=2&offset=2");
    const third = await page(org, "limit=2&offset=4");
    expect(third.items).toHaveLength(1);
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(newestFirst());
    expect(await page(org, "offset=10")).toEqual({ items: [], total: 5, limit: 50, offset: 10 });
    expect((await page(org, "name=acme&limit=1")).total).toBe(2);
    expect((await list(org, "limit=200")).status).toBe(200);
  });

  it("rejects out-of-bounds paging with 422", async () => {
    for (const query of ["limit=0", "limit=201", "offset=-1", "limit=abc", "include_custom_fields=maybe"]) {
      const result = await list(org, query);
      expect(result.status, query).toBe(422);
      const { detail } = bodyAt(result, 422);
      expect(Array.isArray(detail)).toBe(true);
      expect(detail[0]?.loc[0]).toBe("query");
    }
  });

  it("filters by status_id, tag_id, tier and risk levels (extensions)", async () => {
    const ids = async (query: string) => idsOf(await page(org, query));
    expect(await ids(`status_id=${taxonomy.statuses[1]?.id}`)).toEqual([created[3]?.id, created[0]?.id]);
    expect(await ids(`tag_id=${tagId}`)).toEqual([created[2]?.id, created[0]?.id]);
    expect(await ids("tier=tier_1")).toEqual([created[1]?.id]);
    expect(await ids(`inherent_risk_level_id=${taxonomy.riskLevels[0]?.id}`)).toEqual([created[1]?.id]);
    expect(await ids(`residual_risk_level_id=${taxonomy.riskLevels[2]?.id}`)).toEqual([created[2]?.id]);
    expect(await ids(`status_id=${taxonomy.statuses[1]?.id}&name=cloud`)).toEqual([created[0]?.id]);
    expect(await ids("status_id=cbst_unknown")).toEqual([]);
    expect((await page(org, `tag_id=${tagId}`)).total).toBe(2);
  });

  it("sorts by name (case-insensitive, asc by default), created_at and updated_at (extensions)", async () => {
    const ids = async (query: string) => idsOf(await page(org, query));
    const byName = [created[3], created[0], created[1], created[4], created[2]].map((vendor) => vendor?.id);
    expect(await ids("sort=name")).toEqual(byName);
    expect(await ids("sort=name&order=desc")).toEqual([...byName].reverse());
    expect(await ids("sort=created_at&order=asc")).toEqual([...newestFirst()].reverse());
    expect(await ids("sort=created_at")).toEqual(newestFirst());
    expect(await ids("sort=name&limit=2&offset=1")).toEqual(byName.slice(1, 3));
    expect((await list(org, "sort=website")).status).toBe(422);
    expect((await list(org, "order=up")).status).toBe(422);
  });

  it("sort=updated_at puts the most recently updated first", async () => {
    const scratch = await createOrg();
    const a = await createVendor(scratch, { name: "A" });
    const b = await createVendor(scratch, { name: "B" });
    await callApi("patch", `/v1/vendors/${a.id}`, { token: scratch.token, body: { description: "touched" } });
    expect(idsOf(await page(scratch, "sort=updated_at"))).toEqual([a.id, b.id]);
    expect(idsOf(await page(scratch, "sort=updated_at&order=asc"))).toEqual([b.id, a.id]);
    expect(idsOf(await page(scratch))).toEqual([b.id, a.id]);
  });

  it("include_custom_fields=true adds the set values of enabled, live vendor fields", async () => {
    const scratch = await createOrg();
    const [v1, v2] = [await createVendor(scratch, { name: "One" }), await createVendor(scratch, { name: "Two" })];
    const region = await insertCustomField(scratch, {
      name: "Region",
      type: "select",
      appliesTo: ["vendor"],
      position: 1,
    });
    const spend = await insertCustomField(scratch, {
      name: "Spend",
      type: "number",
      appliesTo: ["vendor"],
      position: 0,
    });
    const owners = await insertCustomField(scratch, {
      name: "Owners",
      type: "user",
      appliesTo: ["vendor"],
      position: 2,
    });
    const disabled = await insertCustomField(scratch, {
      name: "Old",
      type: "string",
      appliesTo: ["vendor"],
      enabled: false,
    });
    const archived = await insertCustomField(scratch, {
      name: "Gone",
      type: "boolean",
      appliesTo: ["vendor"],
      archived: true,
    });
    await setCustomValue(scratch, region, "vendor", v1.id, "EMEA");
    await setCustomValue(scratch, spend, "vendor", v1.id, 1250.5);
    await setCustomValue(scratch, owners, "vendor", v1.id, [scratch.userId]);
    await setCustomValue(scratch, disabled, "vendor", v1.id, "hidden");
    await setCustomValue(scratch, archived, "vendor", v1.id, true);

    const without = await page(scratch);
    expect(without.items.map((item) => item.custom_fields)).toEqual([[], []]);
    expect(await page(scratch, "include_custom_fields=false")).toEqual(without);

    const withFields = await page(scratch, "include_custom_fields=true");
    const byId = new Map(withFields.items.map((item) => [item.id, item]));
    expect(byId.get(v1.id)?.custom_fields).toEqual([
      { config_id: spend, field_name: "Spend", field_type: "number", value: 1250.5 },
      { config_id: region, field_name: "Region", field_type: "select", value: "EMEA" },
      { config_id: owners, field_name: "Owners", field_type: "user", value: [scratch.userId] },
    ]);
    expect(byId.get(v2.id)?.custom_fields).toEqual([]);
  });
});
