"use client";

import { type ReactNode, useMemo } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { EmptyState } from "@/components/ui/states";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import type { CustomFieldAction, CustomFieldDefinition } from "@/lib/web/hooks/custom-fields";
import { fieldTypeDescription, TARGET_LABELS } from "./model";

export interface CustomFieldsTableProps {
  fields: CustomFieldDefinition[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  /** Admins only; without it the table is read-only. */
  actions?: {
    onEdit: (field: CustomFieldDefinition) => void;
    onAction: (field: CustomFieldDefinition, action: CustomFieldAction) => void;
    busyId: string | null;
  };
  emptyAction?: ReactNode;
}

function OptionBadges({ field }: { field: CustomFieldDefinition }) {
  if (field.options.length === 0) {
    return <span className="text-slate-500 dark:text-slate-400">—</span>;
  }
  return (
    <span className="flex flex-wrap gap-1">
      {field.options.map((option) => (
        <Badge key={option.label} className="gap-1.5">
          {option.color ? (
            <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ backgroundColor: option.color }} />
          ) : null}
          {option.label}
        </Badge>
      ))}
    </span>
  );
}

function buildColumns(actions: CustomFieldsTableProps["actions"]): DataTableColumn<CustomFieldDefinition>[] {
  const columns: DataTableColumn<CustomFieldDefinition>[] = [
    { id: "name", header: "Name", cell: ({ row }) => <span className="font-medium">{row.original.field_name}</span> },
    { id: "type", header: "Type", cell: ({ row }) => fieldTypeDescription(row.original) },
    {
      id: "applies_to",
      header: "Applies to",
      cell: ({ row }) => row.original.applies_to.map((target) => TARGET_LABELS[target]).join(", "),
    },
    { id: "options", header: "Options", cell: ({ row }) => <OptionBadges field={row.original} /> },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) =>
        row.original.enabled ? <Badge variant="success">Enabled</Badge> : <Badge variant="warning">Disabled</Badge>,
    },
  ];
  if (!actions) {
    return columns;
  }
  columns.push({
    id: "actions",
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    meta: { align: "right" },
    cell: ({ row }) => {
      const field = row.original;
      const name = <VisuallyHidden> {field.field_name}</VisuallyHidden>;
      const busy = actions.busyId === field.id;
      const toggle = field.enabled ? "disable" : "enable";
      return (
        <span className="inline-flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => actions.onEdit(field)}>
            Edit{name}
          </Button>
          <Button size="sm" variant="secondary" loading={busy} onClick={() => actions.onAction(field, toggle)}>
            {field.enabled ? "Disable" : "Enable"}
            {name}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => actions.onAction(field, "archive")}>
            Archive{name}
          </Button>
        </span>
      );
    },
  });
  return columns;
}

/** Every live field on one page: the list isn't paginated. */
export function CustomFieldsTable({ fields, actions, emptyAction, ...state }: CustomFieldsTableProps) {
  const columns = useMemo(() => buildColumns(actions), [actions]);
  const rows = fields ?? [];
  return (
    <DataTable
      caption="Custom fields"
      columns={columns}
      data={rows}
      getRowId={(field) => field.id}
      total={rows.length}
      page={0}
      pageSize={Math.max(rows.length, 1)}
      onPageChange={() => undefined}
      isLoading={state.isLoading}
      isFetching={state.isFetching}
      error={state.error}
      onRetry={state.onRetry}
      emptyState={
        <EmptyState
          title="No custom fields yet"
          description="Define fields to record your own information on vendors, services and assessments."
          action={emptyAction}
        />
      }
    />
  );
}
