import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createMember, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, errorDetail, expectStatus, validationIssues } from "@/lib/testing/http";
import { vendors } from "./tables";
import {
  createTag,
  eventsAbout,
  getVendor,
  patchVendor,
  sortedKeys,
  type Taxonomy,
  taxonomyOf,
  VENDOR_FIELDS,
} from "./testing";

interface World {
  org: TestOrg;
  other: TestOrg;
  mine: Taxonomy;
  theirs: Taxonomy;
  tagIds: string[];
  foreignTagId: string;
  memberId: string;
}

/**
 * One row per PATCH field: a value to set (and what the vendor then reads), and for reference
 * fields the unknown or foreign values that must be rejected with 400 invalid_vendor naming the field.
 */
interface FieldCase {
  field: string;
  set: (w: World) => unknown;
  expected: (w: World) => Record<string, unknown>;
  isArray?: boolean;
  cleared?: Record<string, unknown>;
  rejected?: (w: World) => unknown[];
}

const text = (field: string, value: string): FieldCase => ({
  field,
  set: () => value,
  expected: () => ({ [field]: value }),
});
const personnel = (field: string): FieldCase => ({
  field,
  isArray: true,
  set: (w) => [w.memberId, w.org.userId],
  expected: (w) => ({ [field]: [w.memberId, w.org.userId] }),
  cleared: { [field]: [] },
  rejected: (w) => [[w.other.userId], [w.other.email], [w.org.email], ["cbuser_00000000000000000000000000000000"]],
});
const riskLevel = (field: string): FieldCase => ({
  field,
  set: (w) => w.mine.riskLevels[1]?.id,
  expected: (w) => ({ [field]: w.mine.riskLevels[1]?.id }),
  rejected: (w) => [w.theirs.riskLevels[1]?.id, "cbsclvl_00000000000000000000000000000000", w.mine.statuses[0]?.id],
});

const cases: FieldCase[] = [
  text("name", "Renamed Vendor"),
  text("website", "https://renamed.example"),
  text("description", "A new description"),
  text("hq_location", "Lisbon, PT"),
  text("use_case", "Data warehouse"),
  text("engagement_type", "Reseller"),
  {
    field: "status_id",
    set: (w) => w.mine.statuses[2]?.id,
    expected: (w) => ({ status_id: w.mine.statuses[2]?.id, status: w.mine.statuses[2]?.name }),
    rejected: (w) => [w.theirs.statuses[2]?.id, w.mine.findingStatusId, "cbst_00000000000000000000000000000000"],
  },
  {
    field: "tag_ids",
    isArray: true,
    set: (w) => [w.tagIds[1], w.tagIds[0]],
    expected: () => ({ tags: ["beta", "alpha"] }),
    cleared: { tags: [] },
    rejected: (w) => [[w.foreignTagId], [w.tagIds[0], "cbtag_00000000000000000000000000000000"], ["alpha"]],
  },
  riskLevel("inherent_risk_level_id"),
  riskLevel("residual_risk_level_id"),
  personnel("risk_analyst_ids"),
  personnel("relationship_owner_ids"),
  personnel("watcher_ids"),
  {
    field: "primary_contact",
    set: () => ({ email: "new@contact.example", name: "New Person" }),
    expected: () => ({
      primary_contact: { email: "new@contact.example", name: "New Person", title: null, phone_number: null },
    }),
  },
];

describe("PATCH /v1/vendors/{vendor_id}", () => {
  const w = {} as World;

  beforeAll(async () => {
    [w.org, w.other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    [w.mine, w.theirs] = await Promise.all([taxonomyOf(w.org), taxonomyOf(w.other)]);
    w.tagIds = [await createTag(w.org, "alpha"), await createTag(w.org, "beta")];
    w.foreignTagId = await createTag(w.other, "gamma");
    w.memberId = (await createMember(w.org, "org:member")).userId;
  });

  /** A vendor with every updatable field already set to something else. */
  async function fullVendor() {
    return createVendor(w.org, {
      name: "Original",
      website: "https://original.example",
      description: "Original description",
      hq_location: "Boston, MA",
      use_case: "CRM",
      engagement_type: "Direct",
      status_id: w.mine.statuses[0]?.id,
      tag_ids: [w.tagIds[0]!],
      inherent_risk_level_id: w.mine.riskLevels[4]?.id,
      residual_risk_level_id: w.mine.riskLevels[4]?.id,
      risk_analyst_ids: [w.org.userId],
      relationship_owner_ids: [w.org.userId],
      watcher_ids: [w.org.userId],
      primary_contact: { email: "old@contact.example", name: "Old" },
      external_id: "EXT-1",
    });
  }

  const unchangedExcept = (before: Record<string, unknown>, after: Record<string, unknown>, fields: string[]) => {
    const omit = (value: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(value).filter(([key]) => ![...fields, "updated_at"].includes(key)));
    expect(omit(after)).toEqual(omit(before));
  };
  const readsOf = (c: FieldCase) => Object.keys(c.expected(w));

  it.each(cases.map((c) => [c.field, c] as const))(
    "%s: a supplied value is set, nothing else changes",
    async (_, c) => {
      const before = await fullVendor();
      const result = await patchVendor(w.org, before.id, { [c.field]: c.set(w) });
      expectStatus(result, 200);
      expect(sortedKeys(result.body)).toEqual(VENDOR_FIELDS);
      expect(result.body).toMatchObject(c.expected(w));
      unchangedExcept(before, result.body, readsOf(c));
      expect(bodyAt(await getVendor(w.org, before.id), 200)).toEqual(result.body);
      expect(await eventsAbout(w.org.orgId, [before.id])).toEqual([
        ["Vendor.Created", { vendor_id: before.id }],
        ["Vendor.Updated", { vendor_id: before.id }],
      ]);
    },
  );

  it.each(cases.map((c) => [c.field, c] as const))("%s: null is treated as omitted", async (_, c) => {
    const before = await fullVendor();
    const result = await patchVendor(w.org, before.id, { [c.field]: null });
    expectStatus(result, 200);
    expect(result.body).toEqual(before);
    expect(await eventsAbout(w.org.orgId, [before.id])).toHaveLength(1);
  });

  it.each(cases.filter((c) => c.isArray).map((c) => [c.field, c] as const))("%s: [] clears the set", async (_, c) => {
    const before = await fullVendor();
    const result = await patchVendor(w.org, before.id, { [c.field]: [] });
    expectStatus(result, 200);
    expect(result.body).toMatchObject(c.cleared ?? {});
    unchangedExcept(before, result.body, readsOf(c));
  });

  it.each(cases.filter((c) => c.rejected).map((c) => [c.field, c] as const))(
    "%s: unknown, foreign or wrong-kind IDs are 400 invalid_vendor naming the field, and change nothing",
    async (_, c) => {
      const before = await fullVendor();
      for (const value of c.rejected?.(w) ?? []) {
        const result = await patchVendor(w.org, before.id, { name: "Should not stick", [c.field]: value });
        expect(result.status, JSON.stringify(value)).toBe(400);
        const detail = errorDetail(result.body);
        expect(detail.code).toBe("invalid_vendor");
        expect(detail.message).toContain(c.field);
      }
      expect(bodyAt(await getVendor(w.org, before.id), 200)).toEqual(before);
      expect(await eventsAbout(w.org.orgId, [before.id])).toHaveLength(1);
    },
  );

  it("changes several fields at once and leaves omitted ones alone", async () => {
    const before = await fullVendor();
    const result = await patchVendor(w.org, before.id, {
      name: "Multi",
      tag_ids: [w.tagIds[1]],
      watcher_ids: [],
      website: null,
    });
    expectStatus(result, 200);
    expect(result.body).toMatchObject({ name: "Multi", tags: ["beta"], watcher_ids: [], website: before.website });
    unchangedExcept(before, result.body, ["name", "tags", "watcher_ids"]);
  });

  it("does not change external_id, tier or created_at", async () => {
    const before = await fullVendor();
    await db().update(vendors).set({ tier: "tier_2" }).where(eq(vendors.id, before.id));
    const result = await patchVendor(w.org, before.id, {
      external_id: "EXT-2",
      tier: "tier_1",
      created_at: 0,
      id: "cbvndr_x",
    });
    expectStatus(result, 200);
    expect(result.body).toMatchObject({
      id: before.id,
      external_id: "EXT-1",
      tier: "tier_2",
      created_at: before.created_at,
    });
  });

  it("an empty body or unchanged values write nothing and record no event", async () => {
    const before = await fullVendor();
    expect(bodyAt(await patchVendor(w.org, before.id, {}), 200)).toEqual(before);
    expect(bodyAt(await patchVendor(w.org, before.id, { name: "Original", tag_ids: [w.tagIds[0]] }), 200)).toEqual(
      before,
    );
    expect(await eventsAbout(w.org.orgId, [before.id])).toHaveLength(1);
  });

  it("an empty name is 400 invalid_vendor; a wrong type is 422", async () => {
    const before = await fullVendor();
    const empty = await patchVendor(w.org, before.id, { name: "  " });
    expect([empty.status, errorDetail(empty.body).code]).toEqual([400, "invalid_vendor"]);
    const wrongType = await patchVendor(w.org, before.id, { tag_ids: "alpha" });
    expect(wrongType.status).toBe(422);
    expect(validationIssues(wrongType.body)[0]?.loc).toEqual(["body", "tag_ids"]);
    const badContact = await patchVendor(w.org, before.id, { primary_contact: { name: "No email" } });
    expect(badContact.status).toBe(422);
  });

  it("duplicate IDs are stored once, in first-seen order", async () => {
    const before = await fullVendor();
    const result = await patchVendor(w.org, before.id, {
      watcher_ids: [w.memberId, w.org.userId, w.memberId],
      tag_ids: [w.tagIds[1], w.tagIds[1], w.tagIds[0]],
    });
    expect(bodyAt(result, 200)).toMatchObject({ watcher_ids: [w.memberId, w.org.userId], tags: ["beta", "alpha"] });
  });

  it("another organization's vendor and an unknown one are 404 vendor_not_found, even with a bad body", async () => {
    const theirs = await createVendor(w.other);
    for (const [id, body] of [
      [theirs.id, { name: "Hijack" }],
      [theirs.id, { tag_ids: "not-an-array" }],
      ["cbvndr_00000000000000000000000000000000", {}],
    ] as const) {
      const result = await patchVendor(w.org, id, body);
      expect([result.status, errorDetail(result.body).code]).toEqual([404, "vendor_not_found"]);
    }
    expect(bodyAt(await getVendor(w.other, theirs.id), 200).name).toBe("Test Vendor");
  });
});
