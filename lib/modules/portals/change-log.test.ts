import { describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs/worker";
import { changesOf } from "@/lib/testing/changes";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

describe("portal requests in the change log", () => {
  it("records a request opened by a workflow step as created by the system", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const vendor = await createVendor(org, {
      name: "Globex",
      primary_contact: { email: "hank@globex.example", name: "Hank" },
    });
    const run = await call("/v1/workflows/vendor_onboarding/run", {
      method: "POST",
      token: org.token,
      body: { input: { vendor_id: vendor.id } },
    });
    expect(run.status).toBe(201);
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const portals = await call(`/v1/portals?vendor_id=${vendor.id}`, { token: org.token });
    expect(portals.body.items).toHaveLength(1);
    const portal = portals.body.items[0];

    const entries = await changesOf(org, "portal", portal.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: "created",
        entity_name: portal.display_name,
        actor: { type: "system", id: null, name: "system" },
      }),
    ]);
    expect(entries[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: "vendor_id", before: null, after: vendor.id },
        { field: "status", before: null, after: "open" },
      ]),
    );
    expect(await changesOf(other, "portal", portal.id)).toEqual([]);
  });
});
