import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "./common";

export const ChangeFeedEntrySchema = z
  .object({
    id: z.string().openapi({ example: "cbact_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    entity_type: z.enum(["bank_account", "site", "tax_registration", "diversity_record", "legal_entity_assignment"]),
    entity_id: z.string().openapi({
      description: "The record's ID; for a rejected bank change, the cbbarev_ review ID.",
    }),
    action: z.enum(["created", "updated", "approved", "rejected", "retired", "deleted"]),
    actor_type: z.enum(["api", "user", "system"]).openapi({ description: "api when an ak_ key made the change." }),
    label: z.string().openapi({ description: "API for a key; the user's name; System for background work." }),
    snapshot: z
      .record(z.string(), z.unknown())
      .nullable()
      .openapi({ description: "The record after the change (before it, for a deletion), masked as the API shows it." }),
    changes: z
      .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }))
      .openapi({ description: "Extension: the fields that changed, masked." }),
    actor_name: z.string().nullable().openapi({ description: "Extension: the key's or user's name." }),
    reason: z.string().nullable().openapi({ description: "Extension: a rejection's reason, when given." }),
    created_at: timestamp,
  })
  .openapi("ChangeFeedEntry");
export type ChangeFeedEntry = z.infer<typeof ChangeFeedEntrySchema>;

export const ChangeFeedQuery = z.object({ ...paginationQuery() });
export const ChangeFeedSchema = pageEnvelope("items", ChangeFeedEntrySchema).openapi("ChangeFeed");
