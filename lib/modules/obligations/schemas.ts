import { z } from "@hono/zod-openapi";
import { optionalQueryBoolean, pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";

export const obligationStatuses = ["satisfied", "not_satisfied"] as const;
export type ObligationStatus = (typeof obligationStatuses)[number];

const refId = z.string().min(1).max(100);
// Checked in the service so a wrong value is 400 invalid_status listing the accepted values, not a 422.
const statusInput = z.string().max(100).openapi({ description: "satisfied or not_satisfied." });

export const ObligationSchema = z
  .object({
    id: z.string().openapi({ example: "cboblg_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    statement: z.string(),
    status: z.enum(obligationStatuses),
    obligation_type: z.string().openapi({ example: "cuec" }),
    compliance_type: z.string().nullable(),
    vendor_document_id: z.string().nullable(),
    vendor_document_name: z.string().nullable().openapi({
      description:
        "Extension: the name of the document vendor_document_id names (null without one, or when it is no longer this organization's).",
    }),
    vendor_id: z.string().nullable().openapi({
      description: "Extension: the vendor the obligation concerns (its document's vendor, else the vendor_id given).",
    }),
    assignee_id: z.string().nullable(),
    assignee_group_id: z.string().nullable(),
    due_date: timestamp.nullable(),
    is_archived: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("Obligation");

export const ObligationIdParam = z.object({
  obligation_id: z
    .string()
    .openapi({ param: { name: "obligation_id", in: "path" }, example: "cboblg_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

export const ObligationListQuery = z.object({
  vendor_id: refId.optional(),
  obligation_status: statusInput.optional(),
  assignee_id: refId
    .optional()
    .openapi({ description: "Extension: only obligations assigned to this user (unknown matches nothing)." }),
  is_archived: optionalQueryBoolean().openapi({
    description: "Extension: true lists only archived obligations, false only active ones; omitted lists both.",
  }),
  ...paginationQuery(),
});
export type ObligationListFilters = z.infer<typeof ObligationListQuery>;

export const ObligationListSchema = pageEnvelope("items", ObligationSchema).openapi("ObligationList");

export const CreateObligationBody = z
  .object({
    statement: z.string().min(1).max(20_000),
    status: statusInput.nullish().openapi({ description: "Default not_satisfied." }),
    vendor_document_id: refId.nullish(),
    vendor_id: refId
      .nullish()
      .openapi({ description: "Extension: the vendor the obligation concerns when no document is given." }),
    assignee_id: refId.nullish().openapi({ description: "A cbuser_ ID of this organization." }),
    assignee_group_id: refId.nullish(),
    due_date: timestamp.nullish(),
  })
  .openapi("CreateObligation");
export type CreateObligationInput = z.infer<typeof CreateObligationBody>;

export const UpdateObligationBody = z
  .object({
    statement: z.string().min(1).max(20_000).optional(),
    status: statusInput.optional(),
    assignee_id: refId.nullish().openapi({ description: "null clears the assignee." }),
    assignee_group_id: refId.nullish().openapi({ description: "null clears the group." }),
    due_date: timestamp.nullish().openapi({ description: "null clears the due date." }),
    is_archived: z.boolean().optional().openapi({ description: "true archives, false restores." }),
  })
  .openapi("UpdateObligation");
export type UpdateObligationInput = z.infer<typeof UpdateObligationBody>;
