"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { EmptyState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { formatCount } from "@/lib/web/format";
import {
  type RunStatus,
  useWorkflowDefinitions,
  useWorkflowRuns,
  type WorkflowRunSummary,
} from "@/lib/web/hooks/workflows";
import { labelOf } from "@/lib/web/labels";
import { WORKFLOW_RUN_STATUS_LABELS, workflowNameLabel } from "@/lib/web/labels/workflows";
import { useListTable } from "@/lib/web/use-list-table";
import { useUrlState } from "@/lib/web/use-url-state";
import { RUN_STATUS_VARIANTS, RUN_STATUSES } from "./model";

const columns: DataTableColumn<WorkflowRunSummary>[] = [
  {
    id: "run",
    header: "Run",
    cell: ({ row }) => (
      <Link
        href={`/workflows/runs/${row.original.workflow_run_id}`}
        className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
      >
        {row.original.workflow_name ? workflowNameLabel(row.original.workflow_name) : "Unknown workflow"}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <Badge variant={RUN_STATUS_VARIANTS[row.original.status]}>
        {labelOf(WORKFLOW_RUN_STATUS_LABELS, row.original.status)}
      </Badge>
    ),
  },
  { id: "steps", header: "Steps", cell: ({ row }) => formatCount(row.original.step_count) },
  { id: "started", header: "Started", cell: ({ row }) => <Time value={row.original.started_at} /> },
  { id: "completed", header: "Finished", cell: ({ row }) => <Time value={row.original.completed_at} /> },
];

/** Runs newest first, filtered by workflow and status through the URL. */
export function RunsTable() {
  const workflowNames = (useWorkflowDefinitions().data ?? []).map((workflow) => workflow.name);
  const url = useUrlState({ defaultPageSize: 25 });
  const workflowName = url.get("workflow") ?? undefined;
  const status = (url.get("status") ?? undefined) as RunStatus | undefined;
  const runs = useWorkflowRuns({ workflowName, status, limit: url.pageSize, offset: url.offset });
  const table = useListTable(url, runs);
  return (
    <>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <FormField label="Workflow">
          <Select
            value={workflowName ?? ""}
            placeholder="All workflows"
            options={workflowNames.map((name) => ({ value: name, label: workflowNameLabel(name) }))}
            onChange={(event) => url.setParams({ workflow: event.target.value })}
          />
        </FormField>
        <FormField label="Status">
          <Select
            value={status ?? ""}
            placeholder="Any status"
            options={RUN_STATUSES.map((value) => ({ value, label: labelOf(WORKFLOW_RUN_STATUS_LABELS, value) }))}
            onChange={(event) => url.setParams({ status: event.target.value })}
          />
        </FormField>
      </div>
      <DataTable
        caption="Workflow runs"
        columns={columns}
        {...table}
        getRowId={(run) => run.workflow_run_id}
        emptyState={<EmptyState title="No runs" description="Runs appear here when a workflow starts." />}
      />
    </>
  );
}
