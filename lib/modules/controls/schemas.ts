import { z } from "@hono/zod-openapi";

export const ControlSetSchema = z
  .object({ id: z.string(), name: z.string(), control_count: z.number().int(), is_zero_touch: z.boolean() })
  .openapi("ControlSet");
export const ControlSetListSchema = z
  .object({ items: z.array(ControlSetSchema), total: z.number().int() })
  .openapi("ControlSetList");

export const AssessmentPlanSchema = z
  .object({ id: z.string(), name: z.string(), control_set_ids: z.array(z.string()) })
  .openapi("AssessmentPlan");
export const AssessmentPlanListSchema = z
  .object({ items: z.array(AssessmentPlanSchema), total: z.number().int() })
  .openapi("AssessmentPlanList");
