"use client";

import { useSearchParams } from "next/navigation";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { ListEmptyState } from "@/components/ui/states";
import { type AuditEntry, useAuditLog, useAuditLogMetadata } from "@/lib/web/hooks/audit-log";
import { useListTable } from "@/lib/web/use-list-table";
import { useUrlState } from "@/lib/web/use-url-state";
import { auditLogColumns } from "./audit-log-columns";
import { AuditLogFilters } from "./audit-log-filters";
import { clearedFilters, hasActiveFilters, readFilters, toApiFilters } from "./filter-state";
import { AuditLogViewSwitch } from "./view-switch";

// The drawer's code loads with the first opened row, not with the page.
const AuditLogDetail = lazyComponent(() => import("./audit-log-detail").then((module) => module.AuditLogDetail));
// The Changes view (with the change history's model) loads when chosen, or on hover and focus of its link.
const ChangesView = lazyComponent(() => import("./changes-view").then((module) => module.ChangesView));

const getRowId = (entry: AuditEntry) => entry.id;

/** The audit log page: the API calls view, or (`?view=changes`) the Changes view. */
export function AuditLogView() {
  return useSearchParams().get("view") === "changes" ? <ChangesView /> : <ApiCallsView />;
}

/** The API calls view: URL-kept filters, a server-paginated table of /v1 calls and a detail drawer. */
function ApiCallsView() {
  const url = useUrlState({ defaultPageSize: 50 });
  const filters = readFilters(url.filters);
  const list = useAuditLog(toApiFilters(filters, url.pageSize, url.offset));
  // Rows render in a transition React can interrupt, so a page of results is not one long main-thread task.
  const table = useListTable(url, list);
  const metadata = useAuditLogMetadata();
  const [selected, setSelected] = useState<AuditEntry | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openEntry = (entry: AuditEntry) => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(entry);
  };
  const filtered = hasActiveFilters(filters);

  const refresh = () => {
    void list.refetch();
    void metadata.refetch();
  };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every call to the /v1 API in your organization, newest first: by API keys and by the dashboard."
        actions={
          <Button variant="secondary" onClick={refresh} loading={list.isFetching && !list.isLoading}>
            Refresh
          </Button>
        }
      />
      <AuditLogViewSwitch current="calls" preload={{ changes: ChangesView.preload }} />
      <AuditLogFilters filters={filters} metadata={metadata.data} setParams={url.setParams} />
      {metadata.isError ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          Couldn't load the filter options: {metadata.error.message}{" "}
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => void metadata.refetch()}
          >
            Try again
          </button>
        </p>
      ) : null}
      <DataTable
        caption="API calls"
        columns={auditLogColumns}
        {...table}
        onRowClick={openEntry}
        getRowId={getRowId}
        emptyState={
          <ListEmptyState
            filtered={filtered}
            filteredTitle="No API calls match these filters"
            filteredDescription="Try a wider time range or fewer filters."
            onClearFilters={() => url.setParams(clearedFilters())}
            emptyTitle="No API calls yet"
            emptyDescription="Calls to the /v1 API made with an API key or from the dashboard appear here."
          />
        }
      />
      {selected ? (
        <AuditLogDetail entry={selected} onClose={() => setSelected(null)} returnFocusRef={openerRef} />
      ) : null}
    </>
  );
}
