import type { Schemas } from "./api-call-types";
import type { TestOrg } from "./fixtures";
import { callApi, expectStatus } from "./http";

/** A radar event through the API, impacting these vendors (an Infosec event unless told otherwise). */
export async function createRadarEvent(
  org: TestOrg,
  vendorIds: string[],
  body: Partial<Schemas["CreateRadarEvent"]> = {},
): Promise<Schemas["RadarEvent"]> {
  const result = await callApi("post", "/v1/radar/events", {
    token: org.token,
    body: {
      name: "Test breach",
      summary: "Customer data exposed.",
      primary_impact_type: "Infosec",
      vendor_ids: vendorIds,
      ...body,
    },
  });
  expectStatus(result, 201);
  return result.body;
}
