import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";

const FieldChangeSchema = z
  .object({
    field: z.string().openapi({ description: "The top-level field of the API object, as the API names it." }),
    before: z.unknown().openapi({ description: 'The value before; null when absent. Secrets read "[redacted]".' }),
    after: z.unknown().openapi({ description: 'The value after; null when absent. Secrets read "[redacted]".' }),
  })
  .openapi("FieldChange");

export const ChangeLogEntrySchema = z
  .object({
    id: z.string(),
    entity_type: z.string().openapi({ example: "vendor" }),
    entity_id: z.string(),
    entity_name: z.string().nullable().openapi({ description: "What the record was called when it changed." }),
    action: z
      .string()
      .openapi({ description: "created, updated, archived, or a state change such as revoked.", example: "updated" }),
    actor: z.object({
      type: z.enum(["user", "api_key", "system"]),
      id: z.string().nullable().openapi({ description: "The user's or key's ID; null for system." }),
      name: z.string().nullable().openapi({ description: "The user's name or email, the key's name, or \"system\"." }),
    }),
    changes: z.array(FieldChangeSchema),
    reason: z.string().nullable().openapi({ description: "The reason given, such as a key's revoke reason." }),
    request_id: z.string().nullable(),
    created_at: timestamp,
  })
  .openapi("ChangeLogEntry");

export const ChangeLogPageSchema = pageEnvelope("items", ChangeLogEntrySchema).openapi("ChangeLogPage");

/** Entity types, actions and IDs are short words; a longer filter can match nothing. */
const FILTER_MAX_LENGTH = 100;

export const ChangeLogQuery = z.object({
  ...paginationQuery(),
  entity_type: z.string().max(FILTER_MAX_LENGTH).optional().openapi({ example: "vendor" }),
  entity_id: z.string().max(FILTER_MAX_LENGTH).optional(),
  actor_id: z.string().max(FILTER_MAX_LENGTH).optional().openapi({ description: "A user's or API key's ID." }),
  action: z.string().max(FILTER_MAX_LENGTH).optional().openapi({ example: "updated" }),
});

export type ChangeLogFilters = z.infer<typeof ChangeLogQuery>;
export type ChangeLogEntry = z.infer<typeof ChangeLogEntrySchema>;
