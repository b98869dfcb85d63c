import { z } from "@hono/zod-openapi";
import { iso31661 } from "iso-3166";
import { timestamp } from "@/lib/api/timestamps";
import { statusEntities } from "./defaults";

const isoCountryCodes = new Set(iso31661.map((entry) => entry.alpha2));

const listOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ items: z.array(item), total: z.number().int() }).openapi(name);

export const StatusSchema = z
  .object({
    id: z.string(),
    entity: z.enum(statusEntities),
    name: z.string(),
    position: z.number().int(),
  })
  .openapi("Status");
export const StatusListSchema = listOf(StatusSchema, "StatusList");
export const StatusQuery = z.object({
  entity: z.enum(statusEntities).optional().openapi({ description: "Omit for every kind." }),
});

export const TagSchema = z.object({ id: z.string(), value: z.string() }).openapi("Tag");
export const TagListSchema = listOf(TagSchema, "TagList");
export const CreateTagBody = z.object({ value: z.string().trim().min(1).max(100) }).openapi("CreateTag");

export const RiskLevelSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    rank: z.number().int().openapi({ description: "1 is the most severe." }),
  })
  .openapi("RiskLevel");
export const RiskLevelListSchema = listOf(RiskLevelSchema, "RiskLevelList");

export const DocumentTypeSchema = z.object({ slug: z.string(), name: z.string() }).openapi("DocumentType");
export const DocumentTypeListSchema = listOf(DocumentTypeSchema, "DocumentTypeList");

export const LegalEntitySchema = z
  .object({ id: z.string(), name: z.string(), country: z.string(), is_default: z.boolean() })
  .openapi("LegalEntity");
export const LegalEntityListSchema = listOf(LegalEntitySchema, "LegalEntityList");

export const legalEntityLimits = { name: 200 } as const;

const legalEntityCountry = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "Use a two-letter ISO 3166-1 country code.")
  .transform((value) => value.toUpperCase())
  .refine((value) => isoCountryCodes.has(value), { message: "Value error, not an ISO 3166-1 alpha-2 country code." })
  .openapi({ description: "ISO 3166-1 alpha-2.", example: "DE" });

export const LegalEntityRecordSchema = z
  .object({
    id: z.string().openapi({ example: "cble_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    name: z.string(),
    country: z.string(),
    is_default: z.boolean().openapi({ description: "At most one legal entity of the organization is the default." }),
    created_at: timestamp,
  })
  .openapi("LegalEntityRecord");
export type LegalEntityRecord = z.infer<typeof LegalEntityRecordSchema>;

export const CreateLegalEntityBody = z
  .object({
    name: z.string().trim().min(1).max(legalEntityLimits.name),
    country: legalEntityCountry,
    is_default: z
      .boolean()
      .optional()
      .openapi({ description: "true makes it the organization's default and demotes the previous default." }),
  })
  .openapi("CreateLegalEntity");
export type CreateLegalEntityInput = z.infer<typeof CreateLegalEntityBody>;

export const UpdateLegalEntityBody = z
  .object({
    name: z.string().trim().min(1).max(legalEntityLimits.name).optional(),
    country: legalEntityCountry.optional(),
    is_default: z.boolean().optional().openapi({
      description:
        "true makes it the default and demotes the previous one; false leaves the organization without a default.",
    }),
  })
  .openapi("UpdateLegalEntity", { description: "Only supplied fields change." });
export type UpdateLegalEntityInput = z.infer<typeof UpdateLegalEntityBody>;

export const LegalEntityIdParam = z.object({
  legal_entity_id: z
    .string()
    .openapi({ param: { name: "legal_entity_id", in: "path" }, example: "cble_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});
