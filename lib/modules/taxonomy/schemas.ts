import { z } from "@hono/zod-openapi";

const listOf = <T extends z.ZodType>(item: T, name: string) =>
  z.object({ items: z.array(item), total: z.number().int() }).openapi(name);

export const StatusSchema = z
  .object({
    id: z.string(),
    entity: z.enum(["vendor", "finding"]),
    name: z.string(),
    position: z.number().int(),
  })
  .openapi("Status");
export const StatusListSchema = listOf(StatusSchema, "StatusList");
export const StatusQuery = z.object({
  entity: z.enum(["vendor", "finding"]).optional().openapi({ description: "Omit for both kinds." }),
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
