import { describe, expect, it, vi } from "vitest";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { callApi } from "@/lib/testing/http";

describe("custom field targets registered by a second copy of the module code", () => {
  it("an unknown record is still a 404, and a known one is updated", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    // The app server loads the modules once for /v1 and once more in the Next.js bundle; the bundle's
    // copy re-registers the target handlers in the shared (global) registry, throwing its own errors.
    vi.resetModules();
    await import("@/lib/extensions/custom-field-targets");

    const unknown = await callApi("put", `/v1/custom-field-values/vendor/cbvndr_${"0".repeat(32)}`, {
      token: org.token,
      body: { values: {} },
    });
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { detail: { code: "vendor_not_found", message: "Vendor not found." } },
    ]);
    const known = await callApi("put", `/v1/custom-field-values/vendor/${vendor.id}`, {
      token: org.token,
      body: { values: {} },
    });
    expect([known.status, known.body]).toEqual([
      200,
      { target_type: "vendor", target_id: vendor.id, custom_fields: [] },
    ]);
  });
});
