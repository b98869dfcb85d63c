import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery, queryBoolean } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { CustomFieldEntrySchema } from "@/lib/modules/custom-fields";

// ---- Shared pieces -------------------------------------------------------------------------

export const PrimaryContactSchema = z
  .object({
    email: z.string(),
    name: z.string().nullable(),
    title: z.string().nullable(),
    phone_number: z.string().nullable(),
  })
  .openapi("PrimaryContact");

export const PrimaryContactInput = z
  .object({
    email: z.email().max(320).openapi({ description: "Required when the object is supplied." }),
    name: z.string().max(500).nullish(),
    title: z.string().max(500).nullish(),
    phone_number: z.string().max(100).nullish(),
  })
  .openapi("PrimaryContactInput");

// One entry schema for every record that carries custom_fields (and one OpenAPI component).
export { CustomFieldEntrySchema };

const userIds = (description: string) =>
  z
    .array(z.string().max(100))
    .max(500)
    .nullish()
    .openapi({ description: `${description} cbuser_ IDs of this organization.` });
const tagIds = z
  .array(z.string().max(100))
  .max(500)
  .nullish()
  .openapi({ description: "cbtag_ IDs (see GET /v1/tags); replaces the whole set, [] clears it." });
const text = (max: number) => z.string().max(max).nullish();

// ---- Service -------------------------------------------------------------------------------

export const ServiceSchema = z
  .object({
    id: z.string().openapi({ example: "cbsvc_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    vendor_id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    external_id: z.string().nullable(),
    tags: z.array(z.string()).openapi({ description: "Tag values." }),
    relationship_owner_ids: z.array(z.string()),
    watcher_ids: z.array(z.string()),
    primary_contact: PrimaryContactSchema.nullable(),
    custom_fields: z.array(CustomFieldEntrySchema),
    is_archived: z.boolean().openapi({
      description:
        "Extension: archived services stay on the vendor (and readable) until restored; the web app hides them by default.",
    }),
    created_at: timestamp,
  })
  .openapi("Service");

export const ServiceListSchema = z
  .object({ items: z.array(ServiceSchema), total: z.number().int() })
  .openapi("ServiceList");

export const ServiceListQuery = z.object({
  include_archived: queryBoolean(false).openapi({ description: "Also list archived services. Default false." }),
});

export const CreateServiceBody = z
  .object({
    name: z.string().max(500).openapi({ description: "Required; non-empty after trimming." }),
    description: text(10_000),
    external_id: text(255).openapi({ description: "Set only at creation." }),
    tag_ids: tagIds,
    relationship_owner_ids: userIds("Omitted assigns nobody."),
    watcher_ids: userIds("Omitted assigns nobody."),
    primary_contact: PrimaryContactInput.nullish(),
  })
  .openapi("CreateService", {
    description: "Services have no risk analysts: a risk_analyst_ids field is ignored.",
  });

export const UpdateServiceBody = z
  .object({
    name: z.string().max(500).nullish(),
    description: text(10_000),
    tag_ids: tagIds,
    relationship_owner_ids: userIds("Replaces the set; [] clears it."),
    watcher_ids: userIds("Replaces the set; [] clears it."),
    primary_contact: PrimaryContactInput.nullish(),
  })
  .openapi("UpdateService", {
    description: "Only supplied fields change; null is treated as omitted. external_id cannot be changed.",
  });

// ---- Vendor --------------------------------------------------------------------------------

const vendorSummaryFields = {
  id: z.string().openapi({ example: "cbvndr_8e2b5f0c7a9d4e6f8a1b3c5d7e9f0a2b" }),
  external_id: z.string().nullable(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  hq_location: z.string().nullable(),
  status: z.string().nullable().openapi({ description: "Name of the current status record." }),
  status_id: z.string().nullable(),
  tags: z.array(z.string()).openapi({ description: "Tag values." }),
  use_case: z.string().nullable(),
  tier: z.string().nullable().openapi({ description: "Derived by workflow tiering; not updatable." }),
  primary_contact: PrimaryContactSchema.nullable(),
};

export const VendorSchema = z
  .object({
    ...vendorSummaryFields,
    risk_analyst_ids: z.array(z.string()),
    relationship_owner_ids: z.array(z.string()),
    watcher_ids: z.array(z.string()),
    inherent_risk_level_id: z.string().nullable(),
    residual_risk_level_id: z.string().nullable(),
    engagement_type: z.string().nullable(),
    services: z.array(ServiceSchema),
    custom_fields: z.array(CustomFieldEntrySchema),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("Vendor");

export const VendorListRowSchema = z
  .object({
    ...vendorSummaryFields,
    inherent_risk_level_id: z.string().nullable().openapi({ description: "Extension: cbsclvl_ ID or null." }),
    residual_risk_level_id: z.string().nullable().openapi({ description: "Extension: cbsclvl_ ID or null." }),
    custom_fields: z
      .array(CustomFieldEntrySchema)
      .openapi({ description: "Filled only with include_custom_fields=true; [] otherwise." }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("VendorListRow");

export const VendorListSchema = pageEnvelope("items", VendorListRowSchema).openapi("VendorList");

/** Fields both create (extension) and PATCH accept that reference the organization's records. */
const referenceFields = {
  status_id: z.string().max(100).nullish().openapi({ description: "cbst_ ID of a vendor status (GET /v1/statuses)." }),
  tag_ids: tagIds,
  inherent_risk_level_id: z.string().max(100).nullish().openapi({ description: "cbsclvl_ ID (GET /v1/risk_levels)." }),
  residual_risk_level_id: z.string().max(100).nullish().openapi({ description: "cbsclvl_ ID (GET /v1/risk_levels)." }),
  engagement_type: text(500),
};

export const CreateVendorBody = z
  .object({
    name: z.string().max(500).openapi({ description: "Required; non-empty after trimming." }),
    website: text(2048),
    description: text(10_000),
    hq_location: text(500),
    use_case: text(10_000),
    external_id: text(255).openapi({ description: "Your own identifier; set only at creation." }),
    risk_analyst_ids: userIds("Omitted assigns nobody."),
    relationship_owner_ids: userIds("Omitted assigns nobody."),
    watcher_ids: userIds("Omitted assigns nobody."),
    primary_contact: PrimaryContactInput.nullish(),
    ...referenceFields,
  })
  .openapi("CreateVendor", {
    description:
      "status_id, tag_ids, the risk level IDs and engagement_type are accepted at creation too (an extension; see PATCH).",
  });

export const UpdateVendorBody = z
  .object({
    name: z.string().max(500).nullish(),
    website: text(2048),
    description: text(10_000),
    hq_location: text(500),
    use_case: text(10_000),
    risk_analyst_ids: userIds("Replaces the set; [] clears it."),
    relationship_owner_ids: userIds("Replaces the set; [] clears it."),
    watcher_ids: userIds("Replaces the set; [] clears it."),
    primary_contact: PrimaryContactInput.nullish(),
    ...referenceFields,
  })
  .openapi("UpdateVendor", {
    description:
      "Only supplied fields change; null is treated as omitted (no clear-to-null). external_id and tier are not updatable.",
  });

export const vendorSortFields = ["created_at", "updated_at", "name", "inherent_risk", "residual_risk"] as const;

export const VendorListQuery = z.object({
  name: z.string().max(500).optional().openapi({ description: "Case-insensitive substring of the name." }),
  external_id: z.string().max(255).optional().openapi({ description: "Exact match." }),
  ...paginationQuery(),
  include_custom_fields: queryBoolean(false),
  status_id: z.string().max(100).optional().openapi({ description: "Extension: vendors with this status." }),
  tag_id: z.string().max(100).optional().openapi({ description: "Extension: vendors carrying this tag." }),
  tier: z.string().max(100).optional().openapi({ description: "Extension: exact tier, for example tier_1." }),
  inherent_risk_level_id: z.string().max(100).optional().openapi({ description: "Extension." }),
  residual_risk_level_id: z.string().max(100).optional().openapi({ description: "Extension." }),
  sort: z.enum(vendorSortFields).default("created_at").openapi({
    description:
      "Extension: the sort key (name sorts case-insensitively; inherent_risk and residual_risk by the risk level's rank, vendors without a level last).",
  }),
  order: z.enum(["asc", "desc"]).optional().openapi({
    description: "Extension: default desc for the timestamps (newest first), asc for name and the risk levels.",
  }),
});

export const VendorIdParam = z.object({
  vendor_id: z
    .string()
    .max(100)
    .openapi({ param: { name: "vendor_id", in: "path" } }),
});

export const ServiceIdParams = VendorIdParam.extend({
  service_id: z
    .string()
    .max(100)
    .openapi({ param: { name: "service_id", in: "path" } }),
});

export type PrimaryContactValue = z.infer<typeof PrimaryContactInput>;
export type CreateVendorInput = z.infer<typeof CreateVendorBody>;
export type UpdateVendorInput = z.infer<typeof UpdateVendorBody>;
export type VendorListFilters = z.infer<typeof VendorListQuery>;
export type CreateServiceInput = z.infer<typeof CreateServiceBody>;
export type UpdateServiceInput = z.infer<typeof UpdateServiceBody>;
export type Vendor = z.infer<typeof VendorSchema>;
export type Service = z.infer<typeof ServiceSchema>;
