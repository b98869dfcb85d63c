"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  UpdateWorkflowDefinitionBody,
  WorkflowDefinitionBody,
  WorkflowDefinitionSchema,
  WorkflowRunListSchema,
  WorkflowRunSchema,
} from "@/lib/modules/workflows/schemas";
import { api, dataOf, querySearch } from "../api";

// Types only: the zod schemas stay on the server.
export type WorkflowDefinition = z.output<typeof WorkflowDefinitionSchema>;
export type WorkflowDefinitionInput = z.input<typeof WorkflowDefinitionBody>;
export type WorkflowDefinitionUpdate = z.input<typeof UpdateWorkflowDefinitionBody>;
export type WorkflowRun = z.output<typeof WorkflowRunSchema>;
export type WorkflowRunStep = WorkflowRun["steps"][number];
export type WorkflowRunList = z.output<typeof WorkflowRunListSchema>;
export type WorkflowRunSummary = WorkflowRunList["data"][number];
export type RunStatus = WorkflowRun["status"];

const definitionsKey = ["workflows"] as const;
const runsKey = ["workflow-runs"] as const;

export function useWorkflowDefinitions() {
  return useQuery({
    queryKey: definitionsKey,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/workflows", { signal })),
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
  const query = {
    limit: filters.limit,
    offset: filters.offset,
    workflow_name: filters.workflowName,
    status: filters.status ? [filters.status] : undefined,
  };
  return useQuery({
    // The key is the query string, as the request sends it.
    queryKey: [...runsKey, "list", querySearch(query)],
    queryFn: ({ signal }) => dataOf(api.GET("/v1/workflows/runs", { params: { query }, signal })),
    placeholderData: (previous) => previous,
  });
}

/** Polls every 2 seconds while the run is started, so the timeline fills in as the engine works. */
export function useWorkflowRun(runId: string) {
  return useQuery({
    queryKey: [...runsKey, "detail", runId],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/workflows/runs/{workflow_run_id}", { params: { path: { workflow_run_id: runId } }, signal })),
    refetchInterval: (query) => (query.state.data?.status === "started" ? 2000 : false),
  });
}

export function useStartRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, input }: { name: string; input: Record<string, unknown> }) =>
      dataOf(
        api.POST("/v1/workflows/{workflow_name}/run", { params: { path: { workflow_name: name } }, body: { input } }),
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: runsKey }),
  });
}

export function useSaveWorkflow() {
  const client = useQueryClient();
  return useMutation({
    /** `id` null: a new workflow (POST, the whole definition); otherwise PATCH of the named fields. */
    mutationFn: (save: { id: string; body: WorkflowDefinitionUpdate } | { id: null; body: WorkflowDefinitionInput }) =>
      save.id === null
        ? dataOf(api.POST("/v1/workflows", { body: save.body }))
        : dataOf(
            api.PATCH("/v1/workflows/{workflow_id}", {
              params: { path: { workflow_id: save.id } },
              body: save.body,
            }),
          ),
    onSettled: () => void client.invalidateQueries({ queryKey: definitionsKey }),
  });
}
