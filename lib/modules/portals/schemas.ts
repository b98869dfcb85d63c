import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { portalStates, portalStatuses, portalTypes } from "./tables";

export const PortalSchema = z
  .object({
    id: z.string().openapi({ example: "cbsbpt_0123456789abcdef0123456789abcdef" }),
    reference: z.string().nullable(),
    type: z.enum(portalTypes),
    state: z.enum(portalStates).openapi({ description: "Derived from status, due_at and paused." }),
    status: z.enum(portalStatuses),
    url: z.string().openapi({ description: "The vendor's link; not a credential." }),
    display_name: z.string().nullable(),
    vendor_id: z.string(),
    assessment_id: z.string().nullable(),
    due_at: timestamp.nullable(),
    paused: z.boolean(),
    submitted_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .openapi("Portal");

export const PortalListSchema = pageEnvelope("items", PortalSchema).openapi("PortalList");

export const PortalListQuery = z.object({
  vendor_id: z.string().optional(),
  state: z.enum(portalStates).optional(),
  type: z.enum(portalTypes).optional(),
  ...paginationQuery(),
});
export type PortalListFilters = z.infer<typeof PortalListQuery>;

export const PortalIdParam = z.object({
  portal_id: z
    .string()
    .openapi({ param: { name: "portal_id", in: "path" }, example: "cbsbpt_0123456789abcdef0123456789abcdef" }),
});
