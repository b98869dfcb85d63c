import { describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg } from "@/lib/testing/fixtures";
import { callApi } from "@/lib/testing/http";
import { insertVendor } from "@/lib/testing/records";

const refresh = (token: string, vendorId: string) =>
  callApi("post", `/v1/vendors/${vendorId}/fact-sheet/refresh`, { token });

describe("fact sheets in the change log", () => {
  it("records the refresh request by the caller and the run's completion by the system", async () => {
    const org = await createOrg();
    const vendorId = await insertVendor(org, { name: "Initech" });
    expect((await refresh(org.token, vendorId)).status).toBe(202);
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();

    const entries = await changesOf(org, "fact_sheet", vendorId);
    expect(entries.map((entry) => [entry.action, entry.actor.type, entry.actor.name, entry.entity_name])).toEqual([
      ["completed", "system", "system", "Initech"],
      ["refresh_requested", "user", "Ada Admin", "Initech"],
    ]);
    const [completed, requested] = entries;
    expect(requested?.changes).toEqual([{ field: "status", before: null, after: "pending" }]);
    expect(completed?.changes).toContainEqual({ field: "status", before: "pending", after: "completed" });
  });

  it("never shows another organization's fact sheet changes", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const theirs = await insertVendor(other, { name: "Theirs Inc" });
    expect((await refresh(other.token, theirs)).status).toBe(202);
    expect(await changesOf(org, "fact_sheet", theirs)).toEqual([]);
    expect((await changesOf(other, "fact_sheet", theirs)).map((entry) => entry.action)).toEqual(["refresh_requested"]);
  });
});
