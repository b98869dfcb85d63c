import { beforeAll, describe, expect, it } from "vitest";
import { createArchivedFeedSource } from "@/lib/modules/radar-feeds/testing";
import { germanAccount } from "@/lib/modules/supplier-profile/testing";
import { launch, runJobs } from "@/lib/modules/zero-touch/testing";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

/**
 * What GET /v1/change_log shows a caller: the entries of modules the organization has on, of the
 * entity types the caller may read directly; the list and its total alike.
 */

type Page = Schemas["ChangeLogPage"];

async function changeLog(token: string, query: Record<string, string> = {}): Promise<Page> {
  const search = new URLSearchParams({ limit: "200", ...query }).toString();
  const result = await callApi("get", `/v1/change_log?${search}`, { token });
  expectStatus(result, 200);
  return result.body;
}

const typesIn = (page: Page) => new Set(page.items.map((item) => item.entity_type));

async function setModules(org: TestOrg, modules: NonNullable<Schemas["UpdateOrganization"]["modules"]>) {
  const result = await callApi("post", `/v1/org/${org.orgId}`, { token: org.token, body: { modules } });
  expectStatus(result, 200);
}

describe("GET /v1/change_log while a module is off", () => {
  let org: TestOrg;
  let siteId: string;
  let reviewId: string;
  let runId: string;
  let assessmentId: string;

  beforeAll(async () => {
    org = await createOrg("Change Log Gating Org");
    const vendor = await createVendor(org);
    const site = await callApi("post", `/v1/vendors/${vendor.id}/sites`, { token: org.token, body: { country: "DE" } });
    expectStatus(site, 201);
    siteId = site.body.id;
    const proposed = await callApi("post", `/v1/vendors/${vendor.id}/bank_accounts`, {
      token: org.token,
      body: germanAccount,
    });
    expectStatus(proposed, 202);
    reviewId = proposed.body.review_id;
    runId = (await launch(org, { vendor_id: vendor.id })).id;
    await runJobs(org);
    const config = await callApi("post", "/v1/zero_touch_assessment/config", {
      token: org.token,
      body: { control_weight: 30 },
    });
    expectStatus(config, 200);
    const assessment = await callApi("post", "/v1/assessments", {
      token: org.token,
      body: { vendor_id: vendor.id, control_set_ids: [] },
    });
    expectStatus(assessment, 201);
    assessmentId = assessment.body.id;
  });

  it("leaves out the supplier profile's entries while it is off, from the list, the total and the filters", async () => {
    const on = await changeLog(org.token);
    expect([...typesIn(on)]).toEqual(expect.arrayContaining(["site", "bank_change_review"]));

    await setModules(org, { supplier_profile: false });
    const off = await changeLog(org.token);
    expect([...typesIn(off)].filter((type) => ["site", "bank_change_review"].includes(type))).toEqual([]);
    // Everything else is still there (switching the module off is itself an organization entry).
    const kept = on.items.filter((item) => !["site", "bank_change_review"].includes(item.entity_type));
    const newSince = off.items.filter((item) => !on.items.some((entry) => entry.id === item.id));
    expect(newSince.map((item) => item.entity_type)).toEqual(["organization"]);
    expect(off.items.filter((item) => !newSince.includes(item))).toEqual(kept);
    expect(off.total).toBe(kept.length + 1);
    expect((await changeLog(org.token, { entity_type: "site", entity_id: siteId })).total).toBe(0);
    expect((await changeLog(org.token, { entity_id: reviewId })).total).toBe(0);

    await setModules(org, { supplier_profile: true });
    expect((await changeLog(org.token, { entity_type: "site", entity_id: siteId })).total).toBe(1);
  });

  it("leaves out zero touch runs and configuration while zero touch is off, keeping other assessments", async () => {
    expect((await changeLog(org.token, { entity_id: runId })).total).toBeGreaterThan(0);
    expect((await changeLog(org.token, { entity_type: "zero_touch_config" })).total).toBeGreaterThan(0);

    await setModules(org, { zero_touch: false });
    expect((await changeLog(org.token, { entity_id: runId })).total).toBe(0);
    expect((await changeLog(org.token, { entity_type: "zero_touch_config" })).total).toBe(0);
    const assessments = await changeLog(org.token, { entity_type: "assessment" });
    expect(assessments.items.map((item) => item.entity_id)).toEqual([assessmentId]);
    expect(assessments.total).toBe(1);

    await setModules(org, { zero_touch: true });
    expect((await changeLog(org.token, { entity_id: runId })).total).toBeGreaterThan(0);
  });
});

describe("GET /v1/change_log per reader", () => {
  let org: TestOrg;
  const readers: Record<string, string> = {};

  beforeAll(async () => {
    org = await createOrg("Change Log Readers Org");
    const vendor = await createVendor(org);
    const proposed = await callApi("post", `/v1/vendors/${vendor.id}/bank_accounts`, {
      token: org.token,
      body: germanAccount,
    });
    expectStatus(proposed, 202);
    await createArchivedFeedSource(org);
    const rules = await callApi("put", "/v1/radar/keyword_rules", {
      token: org.token,
      body: { rules: [{ keyword: "breach", impact_type: "Infosec" }] },
    });
    expectStatus(rules, 200);
    const config = await callApi("post", "/v1/zero_touch_assessment/config", {
      token: org.token,
      body: { control_weight: 30 },
    });
    expectStatus(config, 200);
    await createKey(org, { name: "made for the log" });
    for (const role of ["org:member", "org:siloed_member", "org:guest"] as const) {
      readers[role] = (await createMember(org, role)).token;
    }
    readers["audit:read key"] = (await createKey(org, { scopes: ["audit:read"] })).secret;
    readers["audit:read and keys:manage key"] = (
      await createKey(org, { scopes: ["audit:read", "keys:manage"] })
    ).secret;
  });

  /** Entity types only some readers may read directly, with who may. */
  const restricted: Record<string, string[]> = {
    bank_change_review: ["admin", "org:member"],
    radar_source: ["admin", "org:member"],
    radar_keyword_rules: ["admin", "org:member"],
    zero_touch_config: ["admin", "org:member", "org:siloed_member", "org:guest"],
    api_key: ["admin", "audit:read and keys:manage key"],
  };

  it("shows each reader only the entity types it may read directly, in the list and the total", async () => {
    const all = await changeLog(org.token);
    expect([...typesIn(all)]).toEqual(expect.arrayContaining(Object.keys(restricted)));
    for (const [reader, token] of Object.entries({ admin: org.token, ...readers })) {
      const page = await changeLog(token);
      const hidden = Object.keys(restricted).filter((type) => !restricted[type]?.includes(reader));
      expect(
        [...typesIn(page)].filter((type) => hidden.includes(type)),
        reader,
      ).toEqual([]);
      expect(page.total, reader).toBe(all.items.filter((item) => !hidden.includes(item.entity_type)).length);
      expect(page.items.length, reader).toBe(page.total);
      for (const type of Object.keys(restricted)) {
        const filtered = await changeLog(token, { entity_type: type });
        expect(filtered.total > 0, `${reader} ${type}`).toBe(!hidden.includes(type));
      }
    }
  });
});
