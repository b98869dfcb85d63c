"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { KeyboardListTable } from "@/components/ui/keyboard-list/keyboard-list-table";
import { listTableState } from "@/components/ui/keyboard-list/list-table-state";
import { useKeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import { usePageTurn } from "@/components/ui/keyboard-list/use-page-turn";
import { SaveNotice } from "@/components/ui/save-notice";
import { ListEmptyState } from "@/components/ui/states";
import { ArchivedFilter, AssigneeFilter, UrlFilter, VendorFilter } from "@/components/ui/url-filter";
import {
  OBLIGATION_STATUS_OPTIONS,
  type Obligation,
  type UpdateObligationInput,
  useObligations,
  useUpdateObligation,
} from "@/lib/web/hooks/obligations";
import { useUserOptions } from "@/lib/web/hooks/user-options";
import { useVendorFilter, vendorIdsOf } from "@/lib/web/hooks/vendor-options";
import { useInlineSave } from "@/lib/web/use-inline-save";
import { useListTable } from "@/lib/web/use-list-table";
import { useUrlState } from "@/lib/web/use-url-state";
import { clearedObligationFilters, hasObligationFilters, readObligationFilters, toObligationQuery } from "./list-state";
import { NewObligationButton } from "./new-obligation-button";
import { ObligationBulkActions } from "./obligation-bulk-actions";
import { ObligationCell, obligationColumns } from "./obligation-columns";
import { ObligationsTableContext, obligationName } from "./obligation-table-context";

const getRowId = (obligation: Obligation) => obligation.id;

export interface ObligationsViewProps {
  /** The vendor page's tab: only this vendor's obligations, no vendor column or filter. */
  vendorId?: string;
}

/** Obligations with URL-kept filters and paging; status, assignee, due date and archive changed in the table. */
export function ObligationsView({ vendorId }: ObligationsViewProps) {
  const url = useUrlState({ defaultPageSize: 50 });
  const filters = readObligationFilters(url.filters);
  const query = toObligationQuery(filters, { limit: url.pageSize, offset: url.offset, vendorId });
  const list = useObligations(query);
  // The table's cells load alongside the first page's request.
  useEffect(() => ObligationCell.preload(), []);
  const table = useListTable(url, list);
  const keyboard = useKeyboardList({
    rows: table.data,
    getId: getRowId,
    noun: "obligation",
    resetKey: JSON.stringify(query),
    onPastEdge: usePageTurn(url, table.total),
  });
  const vendors = useVendorFilter(filters.vendor, vendorIdsOf(list.data?.items), { enabled: !vendorId });
  const users = useUserOptions();
  // Names come from the filters' options (the first 200 vendors and users): two requests, and no
  // per-record queries (useQueries) in the page's first load.
  const vendorNames = vendors.names;
  const userOptions = useMemo(() => users.data ?? [], [users.data]);
  const update = useUpdateObligation();
  const save = useInlineSave();
  const { run } = save;
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const onPatch = useCallback(
    (obligation: Obligation, patch: UpdateObligationInput, what: string) =>
      void run(`${what} of “${obligationName(obligation)}”`, () => update(obligation.id, patch)),
    [run, update],
  );
  // The documents' download code loads with the first download.
  const onDownloadDocument = useCallback((documentId: string) => {
    setDownloadError(null);
    void import("@/lib/web/hooks/documents")
      .then((module) => module.downloadDocument(documentId))
      .catch((error: unknown) =>
        setDownloadError(error instanceof Error ? error.message : "The document could not be downloaded."),
      );
  }, []);
  const { isSelected, toggle } = keyboard;
  const tableState = useMemo(
    () => ({ vendorNames, userOptions, onPatch, onDownloadDocument, isSelected, toggleSelected: toggle }),
    [vendorNames, userOptions, onPatch, onDownloadDocument, isSelected, toggle],
  );
  const filtered = hasObligationFilters(filters);

  return (
    <>
      <DataTableToolbar
        actions={
          <>
            <Button variant="secondary" onClick={() => url.setParams(clearedObligationFilters())} disabled={!filtered}>
              Clear filters
            </Button>
            <NewObligationButton vendorId={vendorId} />
          </>
        }
      >
        <UrlFilter
          name="obligation_status"
          label="Status"
          className="w-full sm:w-40"
          value={filters.obligation_status}
          setParams={url.setParams}
          placeholder="Any status"
          options={OBLIGATION_STATUS_OPTIONS}
        />
        {vendorId ? null : (
          <VendorFilter value={filters.vendor} setParams={url.setParams} options={vendors.filterOptions} />
        )}
        <AssigneeFilter value={filters.assignee} setParams={url.setParams} options={userOptions} />
        <ArchivedFilter value={filters.archived} setParams={url.setParams} />
      </DataTableToolbar>
      <SaveNotice notice={save.notice} className="mb-2" />
      {downloadError ? (
        <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-400">
          Couldn't download the document: {downloadError}
        </p>
      ) : null}
      <ObligationBulkActions list={keyboard} update={update} />
      <ObligationsTableContext.Provider value={tableState}>
        <KeyboardListTable
          list={keyboard}
          label={vendorId ? "Obligations of this vendor" : "Obligations"}
          regionLabel={vendorId ? "Obligations of this vendor" : "Obligations"}
          columns={vendorId ? obligationColumns.withoutVendor : obligationColumns.withVendor}
          {...listTableState(table, url)}
          dimWhileBusy
          empty={
            <ListEmptyState
              filtered={filtered}
              filteredTitle="No obligations match these filters"
              filteredDescription="Archived obligations are under Show: Archived."
              onClearFilters={() => url.setParams(clearedObligationFilters())}
              emptyTitle="No active obligations"
              emptyDescription="Controls your organization must operate for a vendor's assurances to hold (CUECs). Archived ones are under Show: Archived."
              emptyAction={<NewObligationButton vendorId={vendorId} variant="secondary" label="Add an obligation" />}
            />
          }
        />
      </ObligationsTableContext.Provider>
    </>
  );
}
