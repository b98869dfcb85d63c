import { beforeAll, describe, expect, it } from "vitest";
import { changesOf } from "@/lib/testing/change-log";
import { createMember, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { runJobs } from "./testing";

/**
 * The zero touch template is the organization's scope, which only an admin switches
 * (POST /v1/zero_touch_assessment/template): a launch's template_key does not let anyone else
 * switch it on the way.
 */

const activeTemplate = async (org: TestOrg) =>
  bodyAt(await callApi("get", "/v1/zero_touch_assessment/templates", { token: org.token }), 200).active_template_key;

/** The zero touch runs of the vendor, through the assessment query. */
async function runsOf(org: TestOrg, vendorId: string): Promise<number> {
  const result = await callApi("post", "/v1/assessment/query", {
    token: org.token,
    body: {
      rules: [
        { path: "vendor_id", op: "eq", value: vendorId },
        { path: "is_zero_touch", op: "eq", value: true },
      ],
      limit: 50,
      offset: 0,
    },
  });
  expectStatus(result, 200);
  return result.body.total;
}

const templateSwitches = async (org: TestOrg) =>
  (await changesOf(org, "zero_touch_config", org.orgId)).filter((entry) => entry.entity_name === "Zero touch template");

describe("zero touch: a launch's template_key switches the organization's template only for an admin", () => {
  let org: TestOrg;
  let member: { token: string; userId: string };

  beforeAll(async () => {
    org = await createOrg("Template Rights Org");
    member = await createMember(org, "org:member");
  });

  it("lets a member name the template already in scope: launched, nothing switched or recorded", async () => {
    const vendor = await createVendor(org, { name: "Same Template Vendor" });
    expect(await activeTemplate(org)).toBe("zero_touch");
    const single = await callApi("post", "/v1/zero_touch_assessment", {
      token: member.token,
      body: { vendor_id: vendor.id, template_key: "zero_touch" },
    });
    expectStatus(single, 200);
    const bulk = await callApi("post", "/v1/zero_touch_assessment/bulk", {
      token: member.token,
      body: { vendor_ids: [vendor.id], template_key: "zero_touch" },
    });
    expectStatus(bulk, 200);
    expect(bulk.body.failed).toEqual([]);
    expect(bulk.body.created).toHaveLength(1);
    expect(await runsOf(org, vendor.id)).toBe(2);
    expect(await activeTemplate(org)).toBe("zero_touch");
    expect(await templateSwitches(org)).toEqual([]);
    await runJobs(org);
  });

  it("refuses a member's single launch naming another template: 403, nothing launched or switched", async () => {
    const vendor = await createVendor(org, { name: "Other Template Vendor" });
    const result = await callApi("post", "/v1/zero_touch_assessment", {
      token: member.token,
      body: { vendor_id: vendor.id, template_key: "soc2" },
    });
    expectStatus(result, 403);
    expect(result.body.detail.code).toBe("insufficient_role");
    expect(await runsOf(org, vendor.id)).toBe(0);
    expect(await activeTemplate(org)).toBe("zero_touch");
    expect(await templateSwitches(org)).toEqual([]);
  });

  it("refuses a member's bulk launch naming another template as a whole: 403, no vendor launched", async () => {
    const vendors = [await createVendor(org, { name: "Bulk One" }), await createVendor(org, { name: "Bulk Two" })];
    const result = await callApi("post", "/v1/zero_touch_assessment/bulk", {
      token: member.token,
      body: { vendor_ids: vendors.map((vendor) => vendor.id), template_key: "iso27001" },
    });
    expectStatus(result, 403);
    expect(result.body.detail.code).toBe("insufficient_role");
    for (const vendor of vendors) {
      expect(await runsOf(org, vendor.id)).toBe(0);
    }
    expect(await activeTemplate(org)).toBe("zero_touch");
    expect(await templateSwitches(org)).toEqual([]);
  });

  it("lets an admin's launch switch the template for every later run, as the specification says", async () => {
    const vendor = await createVendor(org, { name: "Admin Template Vendor" });
    const bulk = await callApi("post", "/v1/zero_touch_assessment/bulk", {
      token: org.token,
      body: { vendor_ids: [vendor.id], template_key: "soc2" },
    });
    expectStatus(bulk, 200);
    expect(bulk.body.created).toHaveLength(1);
    expect(await activeTemplate(org)).toBe("soc2");
    const single = await callApi("post", "/v1/zero_touch_assessment", {
      token: org.token,
      body: { vendor_id: vendor.id, template_key: "zero_touch" },
    });
    expectStatus(single, 200);
    expect(await activeTemplate(org)).toBe("zero_touch");
    const switches = await templateSwitches(org);
    expect(switches.map((entry) => entry.actor.id)).toEqual([org.userId, org.userId]);
    // The member may now name the admin's choice, and still not another one.
    const named = await callApi("post", "/v1/zero_touch_assessment", {
      token: member.token,
      body: { vendor_id: vendor.id, template_key: "soc2" },
    });
    expect(named.status).toBe(403);
    await runJobs(org);
  });
});
