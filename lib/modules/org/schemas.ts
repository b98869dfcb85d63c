import { z } from "@hono/zod-openapi";
import { timestamp } from "@/lib/api/timestamps";
import { AUDIT_LOG_RETENTION_DAYS } from "@/lib/contract/org-settings";

/** How long the audit trail is kept: an organization chooses within these bounds (docs/api-notes.md). */
export { AUDIT_LOG_RETENTION_DAYS };

export const OrgModulesSchema = z
  .object({
    bill_of_materials: z.boolean(),
    contract_records: z.boolean(),
    supplier_profile: z.boolean(),
    zero_touch: z.boolean(),
  })
  .openapi("OrganizationModules");

export const OrganizationSchema = z
  .object({
    id: z.string().openapi({ example: "cborg_0f4c2a9d8e7b6a5f4c3b2a1908f7e6d5" }),
    name: z.string(),
    api_ip_allowlist: z.array(z.string()).openapi({ description: "CIDRs; [] means unrestricted." }),
    modules: OrgModulesSchema,
    bank_change_review_required: z.boolean(),
    audit_log_retention_days: z.number().int().openapi({
      description:
        "Days the API call audit log, and the change log of records deleted since, are kept (extension). Default 400.",
      example: 400,
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("Organization");

export const OrgIdParam = z.object({
  org_id: z
    .string()
    .openapi({ param: { name: "org_id", in: "path" }, example: "cborg_0f4c2a9d8e7b6a5f4c3b2a1908f7e6d5" }),
});

export const UpdateOrganizationBody = z
  .object({
    name: z.string().trim().min(1).max(200).nullish(),
    api_ip_allowlist: z
      .array(z.string())
      .max(500)
      .nullish()
      .openapi({ description: "Replaces the allowlist; [] clears it. IPv4 or IPv6 CIDRs." }),
    modules: OrgModulesSchema.partial().nullish().openapi({ description: "Admin dashboard token only." }),
    bank_change_review_required: z.boolean().nullish().openapi({ description: "Admin dashboard token only." }),
    audit_log_retention_days: z
      .number()
      .int()
      .min(AUDIT_LOG_RETENTION_DAYS.min)
      .max(AUDIT_LOG_RETENTION_DAYS.max)
      .nullish()
      .openapi({ description: "Admin dashboard token only. 30 to 3650 days (extension)." }),
  })
  .openapi("UpdateOrganization");

export type UpdateOrganizationInput = z.infer<typeof UpdateOrganizationBody>;

/** The 422 of an api_ip_allowlist entry that is no CIDR (normalizeAllowlist in service.ts): why, and the entry. */
export const InvalidCidrErrorSchema = z
  .object({ detail: z.object({ error: z.string(), value: z.string() }) })
  .openapi("InvalidCidrError", {
    example: { detail: { error: "Invalid CIDR: host bits are set.", value: "10.0.0.1/8" } },
  });
