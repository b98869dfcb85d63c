import type { z } from "zod";
import type { PortalListSchema, PortalSchema } from "@/lib/modules/portals/schemas";
import type { components } from "@/lib/web/api-types.generated";

// The requests' types and pure helpers, for lib/web/hooks/portal*.ts and components/portals. Types
// only: the zod schemas stay on the server. The action schemas (activity, response, create) are not
// importable from the web half; their types come from the OpenAPI document instead.
type Schemas = components["schemas"];
export type Portal = z.output<typeof PortalSchema>;
export type PortalList = z.output<typeof PortalListSchema>;
export type PortalType = Portal["type"];
export type PortalState = Portal["state"];

/** What the customer may do with a request (components/portals/action-model.ts names the buttons). */
export type PortalAction = "pause" | "resume" | "extend" | "remind" | "close" | "reopen";

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

/** Seconds of a Retry-After header (delta seconds or an HTTP date), else null. */
export function retryAfterSeconds(header: string | null, nowMs = Date.now()): number | null {
  if (!header) {
    return null;
  }
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) {
    return Number(trimmed);
  }
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}
