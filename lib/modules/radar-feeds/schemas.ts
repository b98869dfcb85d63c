import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery, queryBoolean } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { impactTypes } from "@/lib/contract/radar";

/** Bounds of feed sources, their polls and the keyword rules. */
export const feedLimits = {
  name: 200,
  url: 2_000,
  keyword: 100,
  rules: 200,
  /** Feed sources of an organization that are not archived (archived ones are not polled). */
  sourcesPerOrg: 50,
  /** "Poll now" starts at most one poll of a source in this many seconds. */
  pollNowIntervalSeconds: 60,
  /** One poll: the response body, the wall-clock time and the items it considers. */
  bodyBytes: 5 * 1024 * 1024,
  fetchTimeoutMs: 10_000,
  itemsPerPoll: 500,
  /** New items an organization's polls record per UTC day; later ones wait for another day. */
  itemsPerDay: 5_000,
  /**
   * New items one transaction of a poll records (an item: its event, link, alert, change log entry
   * and two domain events): 10 took 25 to 45 ms on the embedded database, 25 took 60 to 80 ms
   * (docs/performance.md), against the budget of lib/db/batches.ts.
   */
  itemsPerBatch: 10,
  /** Redirects a poll follows, each target checked like the feed URL. */
  redirects: 3,
  pollError: 500,
} as const;

export const radarSourceKinds = ["manual", "feed"] as const;
export const pollStatuses = ["ok", "failed"] as const;
export const pollStates = ["queued", "running", "succeeded", "failed"] as const;

export const RadarPollSchema = z
  .object({
    id: z.string().openapi({ description: "The poll's job ID.", example: "cbjob_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    state: z.enum(pollStates).openapi({
      description:
        "queued (waiting for a worker, or for a retry), running, succeeded (the source's last_poll_* fields hold " +
        "its result, ok or failed) or failed (the poll itself broke off; the last result is the previous one).",
    }),
    requested_at: timestamp,
    finished_at: timestamp.nullable().openapi({ description: "Unix seconds; null until it succeeded or failed." }),
  })
  .openapi("RadarPoll");
export type RadarPoll = z.infer<typeof RadarPollSchema>;

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
    last_poll_skipped_count: z
      .number()
      .int()
      .nullable()
      .openapi({
        description:
          "New items the last poll left for a later poll because the organization had recorded its 5,000 items of " +
          "the day (0 when none).",
      }),
    poll: RadarPollSchema.nullable().openapi({
      description:
        'The source\'s latest poll, from "poll now" or the schedule: follow state until succeeded or failed. ' +
        "null when none is on record (polls are kept a week).",
    }),
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
