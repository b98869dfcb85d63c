import { describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";

async function createFinding(org: TestOrg, body: Schemas["CreateFinding"]) {
  return bodyAt(await callApi("post", "/v1/findings", { token: org.token, body }), 201);
}

async function patchFinding(token: string, id: string, body: Schemas["UpdateFinding"]) {
  return bodyAt(await callApi("patch", `/v1/findings/${id}`, { token, body }), 200);
}

describe("finding changes in the change log", () => {
  it("records create, update, archive and restore with field-level before and after", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const finding = await createFinding(org, { title: "No MFA on admin console", vendor_id: vendor.id });
    const statuses = bodyAt(await callApi("get", "/v1/statuses?entity=finding", { token: org.token }), 200);
    const status = statuses.items[0]?.id;
    const key = await createKey(org, { name: "Ticket sync" });
    await patchFinding(key.secret, finding.id, { finding_status_id: status, due_date: 1_900_000_000 });
    await patchFinding(org.token, finding.id, { is_archived: true });
    await patchFinding(org.token, finding.id, { is_archived: false });

    const [restored, archived, updated, created] = await changesOf(org, "finding", finding.id);
    expect(created).toMatchObject({
      action: "created",
      entity_name: "No MFA on admin console",
      actor: { type: "user", id: org.userId, name: "Ada Admin" },
    });
    expect(changeOf(created, "title")).toEqual({ field: "title", before: null, after: "No MFA on admin console" });
    expect(changeOf(created, "vendor_id")?.after).toBe(vendor.id);
    expect(updated).toMatchObject({ action: "updated", actor: { type: "api_key", id: key.id, name: "Ticket sync" } });
    expect(updated?.changes).toEqual([
      { field: "finding_status_id", before: null, after: status },
      { field: "due_date", before: null, after: 1_900_000_000 },
    ]);
    expect(archived).toMatchObject({
      action: "archived",
      changes: [{ field: "is_archived", before: false, after: true }],
    });
    expect(restored).toMatchObject({
      action: "restored",
      changes: [{ field: "is_archived", before: true, after: false }],
    });
  });

  it("writes nothing for an update that changes nothing", async () => {
    const org = await createOrg();
    const finding = await createFinding(org, { title: "Same", vendor_id: (await createVendor(org)).id });
    await patchFinding(org.token, finding.id, {});
    await patchFinding(org.token, finding.id, { is_archived: false });
    expect((await changesOf(org, "finding", finding.id)).map((entry) => entry.action)).toEqual(["created"]);
  });

  it("never shows one organization's finding changes to another", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const foreign = await createFinding(other, { title: "Theirs", vendor_id: (await createVendor(other)).id });
    await patchFinding(other.token, foreign.id, { is_archived: true });
    expect(await changesOf(other, "finding", foreign.id)).toHaveLength(2);
    expect(await changesOf(org, "finding", foreign.id)).toEqual([]);
  });
});
