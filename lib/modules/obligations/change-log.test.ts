import { describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

async function createObligation(org: TestOrg, body: Schemas["CreateObligation"]): Promise<Schemas["Obligation"]> {
  const result = await callApi("post", "/v1/obligations", { token: org.token, body });
  expectStatus(result, 201);
  return result.body;
}

async function patchObligation(
  token: string,
  id: string,
  body: Schemas["UpdateObligation"],
): Promise<Schemas["Obligation"]> {
  const result = await callApi("patch", `/v1/obligations/${id}`, { token, body });
  expectStatus(result, 200);
  return result.body;
}

describe("obligation changes in the change log", () => {
  it("records create, status change and archive with field-level before and after", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const obligation = await createObligation(org, { statement: "Review access quarterly", vendor_id: vendor.id });
    const key = await createKey(org, { name: "GRC sync" });
    await patchObligation(key.secret, obligation.id, { status: "satisfied", due_date: 1_900_000_000 });
    await patchObligation(org.token, obligation.id, { is_archived: true });

    const [archived, updated, created] = await changesOf(org, "obligation", obligation.id);
    expect(created).toMatchObject({
      action: "created",
      entity_name: "Review access quarterly",
      actor: { type: "user", id: org.userId, name: "Ada Admin" },
    });
    expect(changeOf(created, "status")).toEqual({ field: "status", before: null, after: "not_satisfied" });
    expect(updated).toMatchObject({ action: "updated", actor: { type: "api_key", id: key.id, name: "GRC sync" } });
    expect(updated?.changes).toEqual([
      { field: "status", before: "not_satisfied", after: "satisfied" },
      { field: "due_date", before: null, after: 1_900_000_000 },
    ]);
    expect(archived).toMatchObject({
      action: "archived",
      changes: [{ field: "is_archived", before: false, after: true }],
    });
  });

  it("writes nothing for an update that changes nothing", async () => {
    const org = await createOrg();
    const obligation = await createObligation(org, { statement: "Same" });
    await patchObligation(org.token, obligation.id, { statement: "Same", status: "not_satisfied" });
    expect((await changesOf(org, "obligation", obligation.id)).map((entry) => entry.action)).toEqual(["created"]);
  });

  it("never shows one organization's obligation changes to another", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const foreign = await createObligation(other, { statement: "Theirs" });
    expect(await changesOf(other, "obligation", foreign.id)).toHaveLength(1);
    expect(await changesOf(org, "obligation", foreign.id)).toEqual([]);
  });
});
