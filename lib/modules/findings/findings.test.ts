import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { assessments } from "@/lib/modules/assessments/tables";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

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

const post = (org: TestOrg, body: unknown) => call("/v1/findings", { token: org.token, body });
const patch = (org: TestOrg, id: string, body: unknown) =>
  call(`/v1/findings/${id}`, { token: org.token, method: "PATCH", body });

async function insertAssessment(org: TestOrg, vendorId: string): Promise<string> {
  const id = newId("assessment");
  await db().insert(assessments).values({ id, orgId: org.orgId, vendorId, name: "Annual review" });
  return id;
}

async function findingStatusIds(org: TestOrg): Promise<string[]> {
  const result = await call("/v1/statuses?entity=finding", { token: org.token });
  return result.body.items.map((item: { id: string }) => item.id);
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
    expect(result.status).toBe(201);
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
    expect((await call(`/v1/findings/${result.body.id}`, { token: org.token })).body).toEqual(result.body);
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
    const result = await post(org, bodyFor((await createVendor(org)).id));
    expect(result.status).toBe(422);
    expect(Array.isArray(result.body.detail)).toBe(true);
  });

  it("rejects an unknown reference ID with 400 invalid_finding naming the field", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const theirVendor = await createVendor(other);
    const theirAssessment = await insertAssessment(other, theirVendor.id);
    const [theirStatus] = await findingStatusIds(other);
    const vendor = await createVendor(org);
    const cases: [Record<string, unknown>, string][] = [
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
      expect([result.status, result.body.detail?.code], JSON.stringify(fields)).toEqual([400, "invalid_finding"]);
      expect(result.body.detail.message).toContain(message);
    }
    const vendorStatus = (await call("/v1/statuses?entity=vendor", { token: org.token })).body.items[0].id;
    const result = await post(org, { title: "T", vendor_id: vendor.id, finding_status_id: vendorStatus });
    expect(result.status).toBe(400);
    expect(result.body.detail.message).toContain("finding_status_id");
    expect((await call("/v1/findings", { token: org.token })).body.total).toBe(0);
    const ours = await post(org, { title: "T", assessment_id: await insertAssessment(org, vendor.id) });
    expect([ours.status, ours.body.vendor_id]).toEqual([201, vendor.id]);
  });
});

describe("GET /v1/findings", () => {
  it("lists newest first with vendor and assessment filters and bounded pages, never another org's", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const [first, second] = [await createVendor(org), await createVendor(org)];
    const ids: string[] = [];
    for (const vendorId of [first.id, second.id, first.id]) {
      ids.push((await post(org, { title: "T", vendor_id: vendorId })).body.id);
    }
    await post(other, { title: "T", vendor_id: (await createVendor(other)).id });

    const all = await call("/v1/findings", { token: org.token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(all.body.items.map((item: { id: string }) => item.id)).toEqual([...ids].reverse());

    const byVendor = await call(`/v1/findings?vendor_id=${first.id}`, { token: org.token });
    expect(byVendor.body.items.map((item: { id: string }) => item.id)).toEqual([ids[2], ids[0]]);
    const byAssessment = await call("/v1/findings?assessment_id=cbqsrw_00000000000000000000000000000000", {
      token: org.token,
    });
    expect(byAssessment.body).toEqual({ items: [], total: 0, limit: 50, offset: 0 });

    const page = await call("/v1/findings?limit=1&offset=1", { token: org.token });
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.body.items.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
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
    const open = (await post(org, { title: "Open", vendor_id: vendor.id, finding_status_id: openId })).body.id;
    const closed = (await post(org, { title: "Closed", vendor_id: vendor.id, finding_status_id: closedId })).body.id;
    const none = (await post(org, { title: "None", vendor_id: vendor.id })).body.id;
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
      const result = await call(`/v1/findings?${query}`, { token: org.token });
      expect([query, result.status, result.body.items.map((item: { id: string }) => item.id)]).toEqual([
        query,
        200,
        expected,
      ]);
    }
    const archivedTotal = await call("/v1/findings?is_archived=false&limit=1", { token: org.token });
    expect(archivedTotal.body.total).toBe(2);
    expect((await call("/v1/findings?is_archived=maybe", { token: org.token })).status).toBe(422);
  });
});

describe("GET and PATCH /v1/findings/{finding_id}", () => {
  it("another org's or an unknown finding is 404 finding_not_found, on GET and PATCH (even with a bad body)", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const theirs = (await post(other, { title: "T", vendor_id: (await createVendor(other)).id })).body.id;
    for (const id of [theirs, "cbtask_00000000000000000000000000000000"]) {
      for (const result of [
        await call(`/v1/findings/${id}`, { token: org.token }),
        await patch(org, id, { is_archived: "nope" }),
      ]) {
        expect(result.status).toBe(404);
        expect(result.body).toEqual({ detail: { code: "finding_not_found", message: "Finding not found." } });
      }
    }
  });

  it("changes only supplied fields, archives and restores, and rejects an invalid status with invalid_update", async () => {
    const org = await createOrg();
    const [openId, doneId] = await findingStatusIds(org);
    const created = (
      await post(org, { title: "T", vendor_id: (await createVendor(org)).id, finding_status_id: openId, due_date: 100 })
    ).body;

    const moved = await patch(org, created.id, { finding_status_id: doneId });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ finding_status_id: doneId, due_date: 100, is_archived: false });

    const archived = await patch(org, created.id, { is_archived: true });
    expect(archived.body).toMatchObject({ finding_status_id: doneId, due_date: 100, is_archived: true });
    expect((await call(`/v1/findings/${created.id}`, { token: org.token })).body.is_archived).toBe(true);
    const restored = await patch(org, created.id, { is_archived: false, due_date: null });
    expect(restored.body).toMatchObject({ is_archived: false, due_date: null, finding_status_id: doneId });

    const unchanged = await patch(org, created.id, {});
    expect(unchanged.body).toEqual(restored.body);

    for (const bad of ["cbst_00000000000000000000000000000000", "Open"]) {
      const result = await patch(org, created.id, { finding_status_id: bad });
      expect(result.status).toBe(400);
      expect(result.body.detail.code).toBe("invalid_update");
    }
    expect((await patch(org, created.id, { due_date: "soon" })).status).toBe(422);
    expect((await call(`/v1/findings/${created.id}`, { token: org.token })).body.finding_status_id).toBe(doneId);
  });
});
