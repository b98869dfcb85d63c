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
  alert: z
    .object({
      id: z.string(),
      severity: z.enum(["informational", "low", "medium", "high"]),
      state: z.enum(["active", "suppressed", "dismissed", "archived"]),
      dismiss_reason_code: z.string().nullable(),
      dismiss_reason: z.string().nullable(),
      dismissed_by: z.string().nullable(),
    })
    .nullable()
    .openapi({
      description:
        "Extension: the vendor's alert on the reassessment's radar event, with its severity and triage state; null when the event raised none for it.",
    }),
  document_count: z.number().int().openapi({
    description:
      "Extension: the vendor's documents (not archived); 0 flags a vendor an assessment would have nothing to read of.",
  }),
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
