"use client";

import { useSearchParams } from "next/navigation";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable } from "@/components/ui/data-table";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { EmptyState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { type Portal, usePortals } from "@/lib/web/hooks/portals";
import { useListTable } from "@/lib/web/use-list-table";
import { useUrlState } from "@/lib/web/use-url-state";

const STATES: Record<Portal["state"], BadgeVariant> = {
  open: "info",
  overdue: "danger",
  submitted: "success",
  closed: "neutral",
};
const TYPES: Portal["type"][] = [
  "assessment",
  "informational",
  "irq",
  "findings_commitment",
  "vendor_onboarding",
  "rfp",
  "case",
];

const columns: DataTableColumn<Portal>[] = [
  {
    id: "name",
    header: "Request",
    cell: ({ row }) => <span className="font-medium">{row.original.display_name ?? row.original.id}</span>,
  },
  { id: "type", header: "Type", cell: ({ row }) => row.original.type },
  {
    id: "state",
    header: "State",
    cell: ({ row }) => <Badge variant={STATES[row.original.state]}>{row.original.state}</Badge>,
  },
  { id: "due", header: "Due", cell: ({ row }) => <Time value={row.original.due_at} /> },
  { id: "created", header: "Sent", cell: ({ row }) => <Time value={row.original.created_at} /> },
  {
    id: "link",
    header: "Link",
    cell: ({ row }) => (
      <CopyButton value={row.original.url} label={`Copy link to ${row.original.display_name ?? row.original.id}`}>
        Copy link
      </CopyButton>
    ),
  },
];

export function PortalsPage() {
  const url = useUrlState({ defaultPageSize: 50 });
  const highlight = useSearchParams().get("highlight");
  const state = url.get("state") ?? undefined;
  const type = url.get("type") ?? undefined;
  const portals = usePortals({ state, type, limit: url.pageSize, offset: url.offset });
  const table = useListTable(url, portals);
  const rows = table.data;
  return (
    <>
      <PageHeader
        title="Portals"
        description="Requests sent to vendors. A link identifies the request; the vendor still signs in with an allowed email."
      />
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <FormField label="State">
          <Select
            value={state ?? ""}
            placeholder="Any state"
            options={Object.keys(STATES).map((value) => ({ value, label: value }))}
            onChange={(event) => url.setParams({ state: event.target.value })}
          />
        </FormField>
        <FormField label="Type">
          <Select
            value={type ?? ""}
            placeholder="Any type"
            options={TYPES.map((value) => ({ value, label: value }))}
            onChange={(event) => url.setParams({ type: event.target.value })}
          />
        </FormField>
      </div>
      <DataTable
        caption="Portal requests"
        columns={columns}
        {...table}
        data={highlight ? [...rows].sort((a, b) => Number(b.id === highlight) - Number(a.id === highlight)) : rows}
        getRowId={(portal) => portal.id}
        emptyState={<EmptyState title="No requests" description="Questionnaires sent by workflows appear here." />}
      />
    </>
  );
}
