import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery, queryInteger } from "@/lib/api/pagination";
import { queryTimestamp, timestamp } from "@/lib/api/timestamps";

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    type: z.literal("external_api_call"),
    target_type: z.literal("external_api_request"),
    occurred_at: timestamp,
    method: z.string(),
    path: z.string(),
    route: z.string().nullable().openapi({ description: "Matched route template; null when no route matched." }),
    status_code: z.number().int(),
    duration_ms: z.number().int(),
    query_params: z.array(z.string()).openapi({ description: "Names of the query parameters used, never values." }),
    api_key_id: z.string().nullable(),
    api_key_name: z.string().nullable(),
    user_id: z.string().nullable().openapi({ description: "Set for calls made with a dashboard session token." }),
    client_ip: z.string().nullable(),
    request_id: z.string(),
  })
  .openapi("AuditEntry");

export const AuditLogPageSchema = pageEnvelope("items", AuditEntrySchema).openapi("AuditLogPage");

export const AuditLogQuery = z.object({
  ...paginationQuery(),
  start_time: queryTimestamp().optional().openapi({ description: "Unix seconds, inclusive." }),
  end_time: queryTimestamp().optional().openapi({ description: "Unix seconds, inclusive." }),
  api_key_id: z.string().optional(),
  method: z.string().optional(),
  status_code: queryInteger({ min: 100, max: 599 }).optional(),
  route: z.string().optional().openapi({ description: "A route template, as listed by the metadata endpoint." }),
});

export const AuditLogMetadataSchema = z
  .object({
    routes: z.array(z.string()),
    methods: z.array(z.string()),
    status_codes: z.array(z.number().int()),
    api_keys: z.array(z.object({ id: z.string(), name: z.string().nullable() })),
  })
  .openapi("AuditLogMetadata");

export type AuditLogFilters = z.infer<typeof AuditLogQuery>;
