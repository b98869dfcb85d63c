"use client";

import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { EmptyState } from "@/components/ui/states";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import type { WorkflowDefinition } from "@/lib/web/hooks/workflows";
import { workflowActionLabel, workflowNameLabel } from "@/lib/web/labels/workflows";
import { triggerLabel } from "./model";

export interface DefinitionActions {
  canEdit: boolean;
  busyId: string | null;
  onToggle: (workflow: WorkflowDefinition) => void;
  onRun: (workflow: WorkflowDefinition) => void;
  onEdit: (workflow: WorkflowDefinition) => void;
}

function EnabledSwitch({ workflow, actions }: { workflow: WorkflowDefinition; actions: DefinitionActions }) {
  const on = workflow.enabled;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Enabled: ${workflowNameLabel(workflow.name)}`}
      disabled={!actions.canEdit || actions.busyId === workflow.id}
      onClick={() => actions.onToggle(workflow)}
      className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60 ${on ? "bg-blue-600" : "bg-slate-400 dark:bg-slate-600"}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5" : "translate-x-0.5"}`}
      />
    </button>
  );
}

function buildColumns(actions: DefinitionActions): DataTableColumn<WorkflowDefinition>[] {
  return [
    {
      id: "name",
      header: "Name",
      cell: ({ row }) => <span className="font-medium">{workflowNameLabel(row.original.name)}</span>,
    },
    { id: "trigger", header: "Trigger", cell: ({ row }) => triggerLabel(row.original.trigger) },
    {
      id: "steps",
      header: "Steps",
      cell: ({ row }) => row.original.steps.map((step) => workflowActionLabel(step.action_type)).join(" → ") || "—",
    },
    {
      id: "enabled",
      header: "Enabled",
      cell: ({ row }) => <EnabledSwitch workflow={row.original} actions={actions} />,
    },
    {
      id: "actions",
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { align: "right" },
      cell: ({ row }) => {
        const workflow = row.original;
        const name = <VisuallyHidden> {workflowNameLabel(workflow.name)}</VisuallyHidden>;
        return (
          <span className="inline-flex gap-2">
            <Button size="sm" variant="secondary" disabled={!workflow.enabled} onClick={() => actions.onRun(workflow)}>
              Run{name}
            </Button>
            {actions.canEdit ? (
              <Button size="sm" variant="secondary" onClick={() => actions.onEdit(workflow)}>
                Edit{name}
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];
}

export function DefinitionsTable(props: {
  workflows: WorkflowDefinition[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  actions: DefinitionActions;
}) {
  const columns = useMemo(() => buildColumns(props.actions), [props.actions]);
  const rows = props.workflows ?? [];
  return (
    <DataTable
      caption="Workflows"
      columns={columns}
      data={rows}
      getRowId={(workflow) => workflow.id}
      total={rows.length}
      page={0}
      pageSize={Math.max(rows.length, 1)}
      onPageChange={() => undefined}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      emptyState={<EmptyState title="No workflows" description="Define a workflow to automate vendor work." />}
    />
  );
}
