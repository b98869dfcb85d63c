import type { z } from "zod";
import type { PortalListSchema, PortalSchema } from "@/lib/modules/portals/schemas";
import type { components } from "@/lib/web/api-types.generated";

// Types only: the zod schemas stay on the server. The action schemas (activity, response, create)
// are not importable from the web half; their types come from the OpenAPI document instead.
type Schemas = components["schemas"];
export type Portal = z.output<typeof PortalSchema>;
export type PortalList = z.output<typeof PortalListSchema>;
export type PortalType = Portal["type"];
export type PortalState = Portal["state"];

/** GET /v1/portals, in the API's own parameter names. */
export interface PortalListQuery {
  limit: number;
  offset: number;
  state?: string;
  type?: string;
  vendor_id?: string;
}

/** One item of GET /v1/portals/activity. */
export type PortalActivity = Schemas["PortalActivityList"]["items"][number];
/** GET /v1/portals/{portal_id}/response. */
export type PortalResponse = Schemas["PortalVendorResponse"];
export type PortalSection = PortalResponse["sections"][number];
export type PortalQuestion = PortalSection["questions"][number];
export type PortalAnswer = NonNullable<PortalQuestion["answer"]>;
/** POST /v1/portals. */
export type CreatePortalInput = Schemas["CreatePortal"];
/** The part of POST /v1/portals/{portal_id}/assessment's answer the page uses. */
export type CreatedAssessment = Pick<Schemas["CreatedAssessment"], "id" | "name">;
