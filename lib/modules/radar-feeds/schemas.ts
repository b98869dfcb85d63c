import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery, queryBoolean } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { impactTypes } from "@/lib/modules/radar/schemas";

/** Bounds of feed sources, their polls and the keyword rules. */
export const feedLimits = {
  name: 200,
  url: 2_000,
  keyword: 100,
  rules: 200,
  /** One poll: the response body, the wall-clock time and the items it considers. */
  bodyBytes: 5 * 1024 * 1024,
  fetchTimeoutMs: 10_000,
  itemsPerPoll: 500,
  /** Redirects a poll follows, each target checked like the feed URL. */
  redirects: 3,
  pollError: 500,
} as const;

export const radarSourceKinds = ["manual", "feed"] as const;
export const pollStatuses = ["ok", "failed"] as const;

export const RadarSourceSchema = z
  .object({
    id: z.string().openapi({ example: "cbrsrc_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    kind: z.enum(radarSourceKinds),
    name: z.string(),
    feed_url: z.string().nullable(),
    enabled: z.boolean(),
    is_archived: z.boolean(),
    last_polled_at: timestamp.nullable(),
    last_poll_status: z.enum(pollStatuses).nullable(),
    last_poll_error: z.string().nullable(),
    last_poll_item_count: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Items the last poll read (new or not)." }),
    last_poll_event_count: z.number().int().nullable().openapi({ description: "Radar events the last poll created." }),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .openapi("RadarSource");
export type RadarSource = z.infer<typeof RadarSourceSchema>;

export const RadarSourceIdParam = z.object({
  source_id: z
    .string()
    .openapi({ param: { name: "source_id", in: "path" }, example: "cbrsrc_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

export const RadarSourceListQuery = z.object({
  include_archived: queryBoolean(false),
  ...paginationQuery(),
});
export type RadarSourceListFilters = z.infer<typeof RadarSourceListQuery>;

export const RadarSourceListSchema = pageEnvelope("items", RadarSourceSchema).openapi("RadarSourceList");

const name = z.string().trim().min(1).max(feedLimits.name);
const feedUrl = z.string().trim().min(1).max(feedLimits.url).openapi({
  description:
    "http(s) URL of an RSS or Atom feed on a public host (not private, loopback, link-local or metadata addresses).",
});

export const CreateRadarSourceBody = z
  .object({ name, feed_url: feedUrl, enabled: z.boolean().optional() })
  .openapi("CreateRadarSource");
export type CreateRadarSourceInput = z.infer<typeof CreateRadarSourceBody>;

export const UpdateRadarSourceBody = z
  .object({
    name: name.optional(),
    feed_url: feedUrl.optional(),
    enabled: z.boolean().optional(),
    is_archived: z.boolean().optional(),
  })
  .openapi("UpdateRadarSource");
export type UpdateRadarSourceInput = z.infer<typeof UpdateRadarSourceBody>;

export const KeywordRuleSchema = z
  .object({
    id: z.string().openapi({ example: "cbrkw_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    keyword: z.string(),
    impact_type: z.enum(impactTypes),
    position: z.number().int().openapi({ description: "0-based; the first matching rule decides." }),
  })
  .openapi("RadarKeywordRule");
export type KeywordRule = z.infer<typeof KeywordRuleSchema>;

export const KeywordRuleListSchema = z
  .object({ items: z.array(KeywordRuleSchema), total: z.number().int() })
  .openapi("RadarKeywordRuleList");

export const ReplaceKeywordRulesBody = z
  .object({
    rules: z
      .array(
        z.object({
          keyword: z
            .string()
            .trim()
            .min(1)
            .max(feedLimits.keyword)
            .regex(/[\p{L}\p{N}]/u, "A keyword needs at least one letter or digit."),
          impact_type: z.enum(impactTypes),
        }),
      )
      .max(feedLimits.rules),
  })
  .openapi("ReplaceRadarKeywordRules");
export type ReplaceKeywordRulesInput = z.infer<typeof ReplaceKeywordRulesBody>;
