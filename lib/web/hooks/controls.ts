"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { AssessmentPlanListSchema, ControlSetListSchema } from "@/lib/modules/controls/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type ControlSet = z.output<typeof ControlSetListSchema>["items"][number];
export type AssessmentPlan = z.output<typeof AssessmentPlanListSchema>["items"][number];

export const controlKeys = {
  sets: ["control-sets"] as const,
  plans: ["assessment-plans"] as const,
};

/** The organization's control sets (GET /v1/control_sets). */
export function useControlSets({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: controlKeys.sets,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/control_sets", { signal })),
    select: (list) => list.items,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The organization's assessment plans (GET /v1/assessment_plans): named groups of control sets. */
export function useAssessmentPlans() {
  return useQuery({
    queryKey: controlKeys.plans,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/assessment_plans", { signal })),
    select: (list) => list.items,
    staleTime: 5 * 60_000,
  });
}
