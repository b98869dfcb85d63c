import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";
import type { StatusEntity } from "./defaults";

export const statuses = pgTable(
  "statuses",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    entity: text("entity").$type<StatusEntity>().notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    ...timestamps(),
  },
  (table) => [index("statuses_org_entity_idx").on(table.orgId, table.entity, table.position)],
);

export const tags = pgTable(
  "tags",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    value: text("value").notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex("tags_org_value_unique").on(table.orgId, sql`lower(${table.value})`)],
);

export const riskLevels = pgTable(
  "risk_levels",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    name: text("name").notNull(),
    rank: integer("rank").notNull(),
    ...timestamps(),
  },
  (table) => [index("risk_levels_org_rank_idx").on(table.orgId, table.rank)],
);

export const documentTypes = pgTable(
  "document_types",
  {
    orgId: text("org_id").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.orgId, table.slug] })],
);

export const legalEntities = pgTable(
  "legal_entities",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    name: text("name").notNull(),
    country: text("country").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps(),
  },
  (table) => [index("legal_entities_org_idx").on(table.orgId, table.createdAt)],
);
