import type { TestOrg } from "./fixtures";
import { call } from "./http";

/** A radar event through the API, impacting these vendors (an Infosec event unless told otherwise). */
export async function createRadarEvent(
  org: TestOrg,
  vendorIds: string[],
  body: Record<string, unknown> = {},
): Promise<{ id: string; vendor_ids: string[] } & Record<string, unknown>> {
  const result = await call("/v1/radar/events", {
    token: org.token,
    body: {
      name: "Test breach",
      summary: "Customer data exposed.",
      primary_impact_type: "Infosec",
      vendor_ids: vendorIds,
      ...body,
    },
  });
  if (result.status !== 201) {
    throw new Error(`radar event not created: ${result.status} ${result.text}`);
  }
  return result.body;
}
