"use client";

import { ACTIONS, actionLabel, ENTITY_TYPES } from "@/components/change-history/model";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { FormField } from "@/components/ui/form-field";
import { PageHeader } from "@/components/ui/page-header";
import { Select, type SelectOption } from "@/components/ui/select";
import { ListEmptyState } from "@/components/ui/states";
import type { ChangeLogItem } from "@/lib/web/hooks/change-log";
import { useChangeLog } from "@/lib/web/hooks/change-log";
import { useListTable } from "@/lib/web/use-list-table";
import { useUrlState } from "@/lib/web/use-url-state";
import { changeColumns } from "./change-columns";
import { AuditLogViewSwitch } from "./view-switch";

const getRowId = (item: ChangeLogItem) => item.id;

const ENTITY_OPTIONS: SelectOption[] = ENTITY_TYPES.map(({ value, label }) => ({ value, label }));
const ACTION_OPTIONS: SelectOption[] = ACTIONS.map((action) => ({ value: action, label: actionLabel(action) }));

/** Keeps the URL's value in the select even when the list doesn't name it. */
function withCurrent(options: SelectOption[], current: string, label: (value: string) => string): SelectOption[] {
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: label(current) }]
    : options;
}

const CLEARED = { entity_type: null, action: null };

/** The audit log's Changes view: every recorded change in the organization, newest first. */
export function ChangesView() {
  const url = useUrlState({ defaultPageSize: 50 });
  const entityType = url.filters.entity_type ?? "";
  const action = url.filters.action ?? "";
  const list = useChangeLog({
    entity_type: entityType || undefined,
    action: action || undefined,
    limit: url.pageSize,
    offset: url.offset,
  });
  const table = useListTable(url, list);
  const filtered = Boolean(entityType || action);

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change to your organization's records, newest first: who made it, and what changed from what."
        actions={
          <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching && !list.isLoading}>
            Refresh
          </Button>
        }
      />
      <AuditLogViewSwitch current="changes" />
      <DataTableToolbar
        actions={
          <Button variant="secondary" onClick={() => url.setParams(CLEARED)} disabled={!filtered}>
            Clear filters
          </Button>
        }
      >
        <FormField label="Record type" className="w-full sm:w-48">
          <Select
            value={entityType}
            onChange={(event) => url.setParams({ entity_type: event.target.value })}
            placeholder="Any type"
            options={withCurrent(ENTITY_OPTIONS, entityType, (value) => value)}
          />
        </FormField>
        <FormField label="Action" className="w-full sm:w-48">
          <Select
            value={action}
            onChange={(event) => url.setParams({ action: event.target.value })}
            placeholder="Any action"
            options={withCurrent(ACTION_OPTIONS, action, actionLabel)}
          />
        </FormField>
      </DataTableToolbar>
      <DataTable
        caption="Changes"
        columns={changeColumns}
        {...table}
        getRowId={getRowId}
        emptyState={
          <ListEmptyState
            filtered={filtered}
            filteredTitle="No changes match these filters"
            filteredDescription="Try another record type or action."
            onClearFilters={() => url.setParams(CLEARED)}
            emptyTitle="No changes recorded yet"
            emptyDescription="Creating, editing, archiving or revoking a record adds an entry here."
          />
        }
      />
    </>
  );
}
