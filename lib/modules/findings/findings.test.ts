import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { assessments } from "@/lib/modules/assessments/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";

const FINDING_FIELDS = [
  "assessment_id",
  "body",
  "created_at",
  "due_date",
  "finding_status_id",
  "id",
  "is_archived",
  "owner_id",
  "public_idx",
  "severity",
  "title",
  "updated_at",
  "vendor_id",
];

const post = (org: TestOrg, body: Schemas["CreateFinding"]) =>
  callApi("post", "/v1/findings", { token: org.token, body });
const patch = (org: TestOrg, id: string, body: Schemas["UpdateFinding"]) =>
  callApi("patch", `/v1/findings/${id}`, { token: org.token, body });
const get = (org: TestOrg, id: string) => callApi("get", `/v1/findings/${id}`, { token: org.token });
const list = (org: TestOrg, query = "") => callApi("get", `/v1/findings?${query}`, { token: org.token });

async function insertAssessment(org: TestOrg, vendorId: string): Promise<string> {
  const id = newId("assessment");
  await db().insert(assessments).values({ id, orgId: org.orgId, vendorId, name: "Annual review" });
  return id;
}

async function findingStatusIds(org: TestOrg): Promise<string[]> {
  const result = await callApi("get", "/v1/statuses?entity=finding", { token: org.token });
  expectStatus(result, 200);
  return result.body.items.map((item) => item.id);
}

describe("POST /v1/findings", () => {
  it("creates a vendor finding with 201 and the spec's fields", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const [statusId] = await findingStatusIds(org);
    const result = await post(org, {
      title: "No MFA",
      body: "Admins sign in with a password only.",
      vendor_id: vendor.id,
      finding_status_id: statusId,
      due_date: 1_900_000_000,
    });
    expectStatus(result, 201);
    expect(Object.keys(result.body).sort()).toEqual(FINDING_FIELDS);
    expect(result.body).toMatchObject({
      public_idx: null,
      vendor_id: vendor.id,
      assessment_id: null,
      finding_status_id: statusId,
      due_date: 1_900_000_000,
      is_archived: false,
      title: "No MFA",
    });
    expect(result.body.id).toMatch(/^cbtask_[0-9a-f]{32}$/);
    expect((await get(org, result.body.id)).body).toEqual(result.body);
  });

  const assessmentId = "cbqsrw_00000000000000000000000000000000";
  it.each<[string, (vendorId: string) => Record<string, unknown>]>([
    ["neither vendor_id nor assessment_id", () => ({ title: "T" })],
    [
      "both vendor_id and assessment_id",
      (vendorId) => ({ title: "T", vendor_id: vendorId, assessment_id: assessmentId }),
    ],
    ["no title", (vendorId) => ({ vendor_id: vendorId })],
    ["a non-integer due_date", (vendorId) => ({ title: "T", vendor_id: vendorId, due_date: 1.5 })],
  ])("422 with %s", async (_label, bodyFor) => {
    const org = await createOrg();
    const result = await callApi("post", "/v1/findings", {
      token: org.token,
      uncheckedBody: bodyFor((await createVendor(org)).id),
    });
    expectStatus(result, 422);
    expect(Array.isArray(result.body.detail)).toBe(true);
  });

  it("rejects an unknown reference ID with 400 invalid_finding naming the field", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const theirVendor = await createVendor(other);
    const theirAssessment = await insertAssessment(other, theirVendor.id);
    const [theirStatus] = await findingStatusIds(other);
    const vendor = await createVendor(org);
    const cases: [Omit<Schemas["CreateFinding"], "title">, string][] = [
      [{ vendor_id: theirVendor.id }, "vendor_id: no vendor with this ID in your organization."],
      [
        { vendor_id: "cbvndr_00000000000000000000000000000000" },
        "vendor_id: no vendor with this ID in your organization.",
      ],
      [
        { assessment_id: "cbqsrw_00000000000000000000000000000000" },
        "assessment_id: no assessment with this ID in your organization.",
      ],
      [{ assessment_id: theirAssessment }, "assessment_id: no assessment with this ID in your organization."],
      [{ vendor_id: vendor.id, finding_status_id: theirStatus }, "finding_status_id"],
      [{ vendor_id: vendor.id, finding_status_id: "cbst_nope" }, "finding_status_id"],
    ];
    for (const [fields, message] of cases) {
      const result = await post(org, { title: "T", ...fields });
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expectStatus(result, 400);
      expect(result.body.detail.code, JSON.stringify(fields)).toBe("invalid_finding");
      expect(result.body.detail.message).toContain(message);
    }
    const vendorStatuses = await callApi("get", "/v1/statuses?entity=vendor", { token: org.token });
    const vendorStatus = bodyAt(vendorStatuses, 200).items[0]?.id;
    const result = await post(org, { title: "T", vendor_id: vendor.id, finding_status_id: vendorStatus });
    expectStatus(result, 400);
    expect(result.body.detail.message).toContain("finding_status_id");
    expect(bodyAt(await list(org), 200).total).toBe(0);
    const ours = await post(org, { title: "T", assessment_id: await insertAssessment(org, vendor.id) });
    expect(bodyAt(ours, 201).vendor_id).toBe(vendor.id);
  });
});

describe("GET /v1/findings", () => {
  it("lists newest first with vendor and assessment filters and bounded pages, never another org's", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const [first, second] = [await createVendor(org), await createVendor(org)];
    const ids: string[] = [];
    for (const vendorId of [first.id, second.id, first.id]) {
      ids.push(bodyAt(await post(org, { title: "T", vendor_id: vendorId }), 201).id);
    }
    await post(other, { title: "T", vendor_id: (await createVendor(other)).id });

    const all = await list(org);
    expectStatus(all, 200);
    expect(all.body).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(all.body.items.map((item) => item.id)).toEqual([...ids].reverse());

    const byVendor = await list(org, `vendor_id=${first.id}`);
    expect(bodyAt(byVendor, 200).items.map((item) => item.id)).toEqual([ids[2], ids[0]]);
    const byAssessment = await list(org, "assessment_id=cbqsrw_00000000000000000000000000000000");
    expect(byAssessment.body).toEqual({ items: [], total: 0, limit: 50, offset: 0 });

    const page = await list(org, "limit=1&offset=1");
    expectStatus(page, 200);
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.body.items.map((item) => item.id)).toEqual([ids[1]]);
    for (const query of ["limit=0", "limit=201", "offset=-1", "limit=x"]) {
      expect((await call(`/v1/findings?${query}`, { token: org.token })).status).toBe(422);
    }
    expect((await call("/v1/findings?limit=200", { token: org.token })).status).toBe(200);
  });
});

describe("GET /v1/findings extension filters", () => {
  it("filters by finding_status_id and is_archived (omitted lists both), scoped to the org", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const vendor = await createVendor(org);
    const [openId, closedId] = await findingStatusIds(org);
    const open = bodyAt(await post(org, { title: "Open", vendor_id: vendor.id, finding_status_id: openId }), 201).id;
    const closed = bodyAt(
      await post(org, { title: "Closed", vendor_id: vendor.id, finding_status_id: closedId }),
      201,
    ).id;
    const none = bodyAt(await post(org, { title: "None", vendor_id: vendor.id }), 201).id;
    expect((await patch(org, closed, { is_archived: true })).status).toBe(200);
    const theirVendor = await createVendor(other);
    const [theirOpen] = await findingStatusIds(other);
    await post(other, { title: "Theirs", vendor_id: theirVendor.id, finding_status_id: theirOpen });

    const cases: [string, string[]][] = [
      ["", [none, closed, open]],
      [`finding_status_id=${openId}`, [open]],
      [`finding_status_id=${closedId}`, [closed]],
      [`finding_status_id=${theirOpen}`, []],
      ["finding_status_id=cbst_unknown", []],
      ["is_archived=true", [closed]],
      ["is_archived=false", [none, open]],
      [`is_archived=false&finding_status_id=${closedId}`, []],
      [`is_archived=false&vendor_id=${vendor.id}&limit=1`, [none]],
    ];
    for (const [query, expected] of cases) {
      const result = await list(org, query);
      expect([query, result.status]).toEqual([query, 200]);
      expectStatus(result, 200);
      expect([query, result.body.items.map((item) => item.id)]).toEqual([query, expected]);
    }
    const archivedTotal = await list(org, "is_archived=false&limit=1");
    expect(bodyAt(archivedTotal, 200).total).toBe(2);
    expect((await call("/v1/findings?is_archived=maybe", { token: org.token })).status).toBe(422);
  });
});

describe("GET and PATCH /v1/findings/{finding_id}", () => {
  it("another org's or an unknown finding is 404 finding_not_found, on GET and PATCH (even with a bad body)", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const theirs = bodyAt(await post(other, { title: "T", vendor_id: (await createVendor(other)).id }), 201).id;
    for (const id of [theirs, "cbtask_00000000000000000000000000000000"]) {
      for (const result of [
        await get(org, id),
        await callApi("patch", `/v1/findings/${id}`, { token: org.token, uncheckedBody: { is_archived: "nope" } }),
      ]) {
        expect(result.status).toBe(404);
        expect(result.body).toEqual({ detail: { code: "finding_not_found", message: "Finding not found." } });
      }
    }
  });

  it("changes only supplied fields, archives and restores, and rejects an invalid status with invalid_update", async () => {
    const org = await createOrg();
    const [openId, doneId] = await findingStatusIds(org);
    const created = bodyAt(
      await post(org, {
        title: "T",
        vendor_id: (await createVendor(org)).id,
        finding_status_id: openId,
        due_date: 100,
      }),
      201,
    );

    const moved = await patch(org, created.id, { finding_status_id: doneId });
    expectStatus(moved, 200);
    expect(moved.body).toMatchObject({ finding_status_id: doneId, due_date: 100, is_archived: false });

    const archived = await patch(org, created.id, { is_archived: true });
    expect(archived.body).toMatchObject({ finding_status_id: doneId, due_date: 100, is_archived: true });
    expect(bodyAt(await get(org, created.id), 200).is_archived).toBe(true);
    const restored = await patch(org, created.id, { is_archived: false, due_date: null });
    expect(restored.body).toMatchObject({ is_archived: false, due_date: null, finding_status_id: doneId });

    const unchanged = await patch(org, created.id, {});
    expect(unchanged.body).toEqual(restored.body);

    for (const bad of ["cbst_00000000000000000000000000000000", "Open"]) {
      const result = await patch(org, created.id, { finding_status_id: bad });
      expectStatus(result, 400);
      expect(result.body.detail.code).toBe("invalid_update");
    }
    const soon = await callApi("patch", `/v1/findings/${created.id}`, {
      token: org.token,
      uncheckedBody: { due_date: "soon" },
    });
    expect(soon.status).toBe(422);
    expect(bodyAt(await get(org, created.id), 200).finding_status_id).toBe(doneId);
  });
});
