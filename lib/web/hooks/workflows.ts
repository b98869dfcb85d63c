"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  RunWorkflowResponseSchema,
  UpdateWorkflowDefinitionBody,
  WorkflowDefinitionBody,
  WorkflowDefinitionListSchema,
  WorkflowDefinitionSchema,
  WorkflowRunListSchema,
  WorkflowRunSchema,
} from "@/lib/modules/workflows/schemas";
import { apiFetch } from "../api-client";

// Types only: the zod schemas stay on the server.
export type WorkflowDefinition = z.output<typeof WorkflowDefinitionSchema>;
export type WorkflowDefinitionInput = z.input<typeof WorkflowDefinitionBody>;
export type WorkflowDefinitionUpdate = z.input<typeof UpdateWorkflowDefinitionBody>;
export type WorkflowRun = z.output<typeof WorkflowRunSchema>;
export type WorkflowRunStep = WorkflowRun["steps"][number];
export type WorkflowRunList = z.output<typeof WorkflowRunListSchema>;
export type WorkflowRunSummary = WorkflowRunList["data"][number];
export type RunStatus = WorkflowRun["status"];
type RunStarted = z.output<typeof RunWorkflowResponseSchema>;

const definitionsKey = ["workflows"] as const;
const runsKey = ["workflow-runs"] as const;

export function useWorkflowDefinitions() {
  return useQuery({
    queryKey: definitionsKey,
    queryFn: ({ signal }) => apiFetch<z.output<typeof WorkflowDefinitionListSchema>>("/workflows", { signal }),
    select: (list) => list.items,
  });
}

export interface RunFilters {
  workflowName?: string;
  status?: RunStatus;
  limit: number;
  offset: number;
}

export function useWorkflowRuns(filters: RunFilters) {
  const query = new URLSearchParams({ limit: String(filters.limit), offset: String(filters.offset) });
  if (filters.workflowName) {
    query.set("workflow_name", filters.workflowName);
  }
  if (filters.status) {
    query.set("status", filters.status);
  }
  return useQuery({
    queryKey: [...runsKey, "list", query.toString()],
    queryFn: ({ signal }) => apiFetch<WorkflowRunList>(`/workflows/runs?${query}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** Polls every 2 seconds while the run is started, so the timeline fills in as the engine works. */
export function useWorkflowRun(runId: string) {
  return useQuery({
    queryKey: [...runsKey, "detail", runId],
    queryFn: ({ signal }) => apiFetch<WorkflowRun>(`/workflows/runs/${encodeURIComponent(runId)}`, { signal }),
    refetchInterval: (query) => (query.state.data?.status === "started" ? 2000 : false),
  });
}

export function useStartRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, input }: { name: string; input: Record<string, unknown> }) =>
      apiFetch<RunStarted>(`/workflows/${encodeURIComponent(name)}/run`, { method: "POST", body: { input } }),
    onSettled: () => void client.invalidateQueries({ queryKey: runsKey }),
  });
}

export function useSaveWorkflow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: WorkflowDefinitionInput | WorkflowDefinitionUpdate }) =>
      id
        ? apiFetch<WorkflowDefinition>(`/workflows/${encodeURIComponent(id)}`, { method: "PATCH", body })
        : apiFetch<WorkflowDefinition>("/workflows", { method: "POST", body }),
    onSettled: () => void client.invalidateQueries({ queryKey: definitionsKey }),
  });
}
