import { z } from "@hono/zod-openapi";
import { timestamp } from "@/lib/api/timestamps";

export const reassessmentStatuses = ["draft", "confirmed", "run", "dismissed"] as const;
export type ReassessmentStatus = (typeof reassessmentStatuses)[number];

export const reassessmentLimits = { title: 500, vendorIds: 5_000 } as const;

const refId = z.string().min(1).max(100);

export const ReassessmentVendorSchema = z.object({
  vendor_id: z.string(),
  source: z.enum(["matched", "manual"]),
  included: z.boolean(),
  assessment_id: z.string().nullable(),
  vendor_name: z.string().openapi({ description: "Extension: the vendor's name." }),
});

export const ReassessmentSchema = z
  .object({
    id: z.string().openapi({ example: "cbrsm_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    status: z.enum(reassessmentStatuses),
    title: z.string().nullable(),
    assessment_plan_id: z.string().nullable(),
    radar_event_id: z.string().nullable(),
    alert_ids: z.array(z.string()),
    vendors: z.array(ReassessmentVendorSchema),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("Reassessment");
export type Reassessment = z.infer<typeof ReassessmentSchema>;

export const ReassessmentIdParam = z.object({
  reassessment_id: z
    .string()
    .openapi({ param: { name: "reassessment_id", in: "path" }, example: "cbrsm_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

export const ReassessmentListQuery = z.object({
  status: z.enum(reassessmentStatuses).optional(),
  radar_event_id: refId.optional().openapi({ description: "Extension: only reassessments drafted from this event." }),
});
export type ReassessmentListFilters = z.infer<typeof ReassessmentListQuery>;

export const ReassessmentListSchema = z
  .object({
    items: z.array(ReassessmentSchema),
    total: z.number().int().openapi({
      description: "Extension: how many reassessments match the filters; items holds at most the newest 500 of them.",
    }),
  })
  .openapi("ReassessmentList");

export const CreateReassessmentBody = z
  .object({
    radar_event_id: refId,
    vendor_ids: z.array(refId).min(1).max(reassessmentLimits.vendorIds),
    assessment_plan_id: refId.nullish(),
    title: z.string().max(reassessmentLimits.title).nullish(),
  })
  .openapi("CreateReassessment");
export type CreateReassessmentInput = z.infer<typeof CreateReassessmentBody>;

export const UpdateReassessmentBody = z
  .object({
    title: z.string().max(reassessmentLimits.title).nullish(),
    assessment_plan_id: refId.nullish(),
    radar_event_id: refId.nullish(),
  })
  .openapi("UpdateReassessment");
export type UpdateReassessmentInput = z.infer<typeof UpdateReassessmentBody>;

export const AddReassessmentVendorsBody = z
  .object({ vendor_ids: z.array(refId).min(1).max(reassessmentLimits.vendorIds) })
  .openapi("AddReassessmentVendors");

export const ReassessmentVendorInclusionBody = z
  .object({ vendor_id: refId, included: z.boolean() })
  .openapi("ReassessmentVendorInclusion");
