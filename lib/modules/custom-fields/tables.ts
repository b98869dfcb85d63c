import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

export const customFieldTypes = ["string", "number", "boolean", "date", "user", "select", "multiselect"] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

export const customFieldTargets = [
  "vendor",
  "service",
  "assessment",
  "control",
  "eval",
  "contract",
  "task",
  "review",
  "engagement",
] as const;
export type CustomFieldTarget = (typeof customFieldTargets)[number];

export interface CustomFieldOption {
  label: string;
  color?: string;
}

/** A value as the API serialises it: string, number, boolean or string[] depending on field_type. */
export type CustomFieldValue = string | number | boolean | string[];

export const customFieldDefinitions = pgTable(
  "custom_field_definitions",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    fieldName: text("field_name").notNull(),
    fieldType: text("field_type").$type<CustomFieldType>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    isArchived: boolean("is_archived").notNull().default(false),
    appliesTo: text("applies_to").array().$type<CustomFieldTarget[]>().notNull(),
    options: jsonb("options").$type<CustomFieldOption[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    /** Number fields only (extension): the smallest value accepted, null for none. */
    minimum: doublePrecision("minimum"),
    /** Number fields only (extension): an ISO 4217 code; the value is an amount of money in it. */
    currency: text("currency"),
    ...timestamps(),
  },
  (table) => [index("custom_field_definitions_org_idx").on(table.orgId, table.position, table.createdAt)],
);

/** One row per (field, record). A blank value is a deleted row, so only set values exist. */
export const customFieldValues = pgTable(
  "custom_field_values",
  {
    orgId: text("org_id").notNull(),
    configId: text("config_id")
      .notNull()
      .references(() => customFieldDefinitions.id),
    targetType: text("target_type").$type<CustomFieldTarget>().notNull(),
    targetId: text("target_id").notNull(),
    value: jsonb("value").$type<CustomFieldValue>().notNull(),
    ...timestamps(),
  },
  (table) => [
    primaryKey({ columns: [table.configId, table.targetId] }),
    index("custom_field_values_target_idx").on(table.targetId),
  ],
);
