import { z } from "@hono/zod-openapi";
import { queryBoolean } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { type EditableTarget, editableTargets } from "@/lib/extensions/custom-field-targets";
import { customFieldTargets, customFieldTypes } from "./tables";

/** Record types whose values the web app can set: the custom field target registry's (lib/extensions). */
export { type EditableTarget, editableTargets };

const ConfigId = z.string().openapi({ example: "cbcfc_4b1f0c2d9e8a7b6c5d4e3f2a1b0c9d8e" });
const OPTION_COLOR = /^#[0-9a-fA-F]{6}$/;

export const CustomFieldOptionSchema = z
  .object({ label: z.string(), color: z.string().optional().openapi({ description: "Omitted when not set." }) })
  .openapi("CustomFieldOption");

export const CustomFieldDefinitionSchema = z
  .object({
    id: ConfigId.openapi({ description: "The config_id that value entries reference." }),
    field_name: z.string().openapi({ description: "Renamable: match fields on id." }),
    field_type: z.enum(customFieldTypes),
    enabled: z.boolean(),
    applies_to: z.array(z.enum(customFieldTargets)),
    options: z.array(CustomFieldOptionSchema).openapi({ description: "For select and multiselect; [] otherwise." }),
    minimum: z.number().nullable().openapi({
      description: "Extension, number fields only: the smallest value accepted (null: any number).",
    }),
    currency: z.string().nullable().openapi({
      description: "Extension, number fields only: an ISO 4217 code when the value is an amount of money in it.",
    }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("CustomFieldDefinition");

export const CustomFieldListSchema = z
  .object({ items: z.array(CustomFieldDefinitionSchema), total: z.number().int() })
  .openapi("CustomFieldList");

export const CustomFieldListQuery = z.object({
  target: z.enum(customFieldTargets).optional().openapi({ description: "Only fields that apply to this record type." }),
  include_disabled: queryBoolean(false).openapi({ description: "Also list disabled fields. Default false." }),
});

/** A value as records carry it: string (string, date, select), number, boolean, or string[] (multiselect, user). */
export const CustomFieldValueSchema = z
  .union([z.string(), z.number(), z.boolean(), z.array(z.string())])
  .openapi("CustomFieldValue");

export const CustomFieldEntrySchema = z
  .object({
    config_id: ConfigId,
    field_name: z.string(),
    field_type: z.enum(customFieldTypes),
    value: CustomFieldValueSchema,
  })
  .openapi("CustomFieldEntry");

const numberRules = {
  minimum: z.number().min(-1e15).max(1e15).nullish().openapi({
    description: "Extension, number fields only: values below it are refused (400 invalid_custom_field_value).",
  }),
  currency: z
    .string()
    .max(3)
    .nullish()
    .openapi({ description: "Extension, number fields only: ISO 4217 code; the value is an amount of money in it." }),
};

const OptionInput = z.object({
  label: z.string().max(200),
  color: z.string().regex(OPTION_COLOR, "Use a #rrggbb colour.").nullish(),
});

export const CreateCustomFieldBody = z
  .object({
    field_name: z.string().max(200).openapi({ description: "Non-empty after trimming; unique among live fields." }),
    field_type: z.enum(customFieldTypes),
    applies_to: z.array(z.enum(customFieldTargets)).min(1),
    options: z
      .array(OptionInput)
      .max(200)
      .nullish()
      .openapi({ description: "Required (at least one) for select and multiselect; must be empty otherwise." }),
    enabled: z.boolean().nullish().openapi({ description: "Default true." }),
    ...numberRules,
  })
  .openapi("CreateCustomField");

export const UpdateCustomFieldBody = z
  .object({
    field_name: z.string().max(200).nullish(),
    applies_to: z
      .array(z.enum(customFieldTargets))
      .min(1)
      .nullish()
      .openapi({ description: "Replaces the set; values on record types no longer listed are cleared." }),
    options: z
      .array(OptionInput)
      .max(200)
      .nullish()
      .openapi({ description: "Replaces the options; values holding a removed label lose it." }),
    minimum: numberRules.minimum.openapi({
      description:
        "Extension, number fields only: a number sets it, null clears it, omitted keeps it. Stored values are kept.",
    }),
    currency: numberRules.currency.openapi({
      description: "Extension, number fields only: a code sets it, null clears it, omitted keeps it.",
    }),
  })
  .openapi("UpdateCustomField");

export const ConfigIdParam = z.object({
  config_id: ConfigId.openapi({ param: { name: "config_id", in: "path" } }),
});

export const ValueTargetParams = z.object({
  target_type: z.enum(editableTargets).openapi({ param: { name: "target_type", in: "path" } }),
  target_id: z.string().openapi({ param: { name: "target_id", in: "path" }, example: "cbvndr_..." }),
});

const ValueInput = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);

export const SetCustomFieldValuesBody = z
  .object({
    values: z.record(z.string(), ValueInput).default({}).openapi({
      description: "Keyed by config_id. Only the named fields change; null, an empty string or [] clears a value.",
    }),
  })
  .openapi("SetCustomFieldValues");

export const CustomFieldValuesSchema = z
  .object({
    target_type: z.enum(editableTargets),
    target_id: z.string(),
    custom_fields: z.array(CustomFieldEntrySchema),
  })
  .openapi("CustomFieldValues");

export type CreateCustomFieldInput = z.infer<typeof CreateCustomFieldBody>;
export type UpdateCustomFieldInput = z.infer<typeof UpdateCustomFieldBody>;
export type CustomFieldOptionInput = z.infer<typeof OptionInput>;
export type CustomFieldListFilter = z.infer<typeof CustomFieldListQuery>;
