import { z } from "@hono/zod-openapi";
import { timestamp } from "@/lib/api/timestamps";

const count = z.number().int();

export const RiskOverviewSchema = z
  .object({
    vendors: z.object({
      total: count,
      by_inherent_risk: z
        .array(z.object({ risk_level_id: z.string().nullable(), name: z.string(), count }))
        .openapi({ description: "Every risk level of the org, most severe first (zeros included), then Not set." }),
      by_tier: z
        .array(z.object({ tier: z.string().nullable(), count }))
        .openapi({ description: "Tiers present, in name order; null (not tiered) last." }),
    }),
    assessments: z.object({
      total: count,
      by_status: z.array(z.object({ status: z.string(), count })).openapi({
        description: "All eight statuses in lifecycle order, zeros included; archived assessments count as canceled.",
      }),
      score_distribution: z.array(z.object({ label: z.string(), min: z.number(), max: z.number(), count })).openapi({
        description:
          "Scored, unarchived assessments in five 20-point bands of score_percent (upper bound inclusive only for the last).",
      }),
      scored: count,
      average_score: z
        .number()
        .nullable()
        .openapi({ description: "Mean score_percent (0 to 1) of scored, unarchived assessments." }),
    }),
    findings: z.object({
      open_total: count,
      open_by_age: z
        .array(z.object({ label: z.string(), min_days: count, max_days: count.nullable(), count }))
        .openapi({ description: "Open findings by whole days since creation: 0–30, 31–90, 91–180, over 180." }),
    }),
    generated_at: timestamp,
  })
  .openapi("RiskOverview");
export type RiskOverview = z.infer<typeof RiskOverviewSchema>;
