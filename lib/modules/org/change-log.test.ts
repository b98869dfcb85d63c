import { describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

describe("organization settings in the change log", () => {
  it("records the name, allowlist, modules and bank review switch from what to what, and no no-op", async () => {
    const [org, other] = await Promise.all([createOrg("Settings Co"), createOrg("Other Org")]);
    const update = async (body: Schemas["UpdateOrganization"]) => {
      const result = await callApi("post", `/v1/org/${org.orgId}`, { token: org.token, body });
      expectStatus(result, 200);
    };
    await update({ name: "Settings Company", api_ip_allowlist: ["203.0.113.0/24"] });
    await update({ modules: { zero_touch: false }, bank_change_review_required: false });
    await update({ name: "Settings Company" });

    const entries = (await changesOf(org, "organization", org.orgId)).filter((entry) => entry.action === "updated");
    expect(entries).toHaveLength(2);
    const [switches, renamed] = entries;
    expect(renamed).toMatchObject({
      entity_name: "Settings Company",
      actor: { type: "user", id: org.userId, name: "Ada Admin" },
    });
    expect(renamed?.changes).toEqual(
      expect.arrayContaining([
        { field: "name", before: "Settings Co", after: "Settings Company" },
        { field: "api_ip_allowlist", before: [], after: ["203.0.113.0/24"] },
      ]),
    );
    expect(switches?.changes.map((change) => change.field).sort()).toEqual(["bank_change_review_required", "modules"]);
    expect(switches?.changes).toContainEqual({ field: "bank_change_review_required", before: true, after: false });
    expect(await changesOf(other, "organization", org.orgId)).toEqual([]);
  });
});
