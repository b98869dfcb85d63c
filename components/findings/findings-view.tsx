"use client";

import Link from "next/link";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/cn";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { KeyboardListTable } from "@/components/ui/keyboard-list/keyboard-list-table";
import { listTableState } from "@/components/ui/keyboard-list/list-table-state";
import { useKeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import { usePageTurn } from "@/components/ui/keyboard-list/use-page-turn";
import { lazyComponent } from "@/components/ui/lazy";
import { SaveNotice } from "@/components/ui/save-notice";
import { ArchivedFilter, UrlFilter, VendorFilter } from "@/components/ui/url-filter";
import { useFindingList } from "@/lib/web/hooks/finding-triage";
import { type Finding, type UpdateFindingInput, useUpdateFinding } from "@/lib/web/hooks/findings";
import { useStatuses } from "@/lib/web/hooks/taxonomy";
import { useUserOptions } from "@/lib/web/hooks/user-options";
import { useVendorFilter, vendorIdsOf } from "@/lib/web/hooks/vendor-options";
import { useInlineSave } from "@/lib/web/use-inline-save";
import { useListTable } from "@/lib/web/use-list-table";
import { useNow } from "@/lib/web/use-now";
import { useUrlState } from "@/lib/web/use-url-state";
import { FindingBulkActions } from "./finding-bulk-actions";
import { FindingsEmptyState, findingColumns, preloadFindingTable } from "./finding-columns";
import { FindingsTableContext } from "./finding-table-context";
import {
  CLOSED_STATUS_FILTER,
  clearedFindingFilters,
  DUE_FILTER_OPTIONS,
  hasFindingFilters,
  OPEN_STATUS_FILTER,
  readFindingFilters,
  SEVERITY_OPTIONS,
  toFindingQuery,
} from "./list-state";
import { NewFindingButton } from "./new-finding-button";

// The detail panel (evidence, history, comments) loads with the first finding opened.
const FindingPanel = lazyComponent(() => import("./finding-panel").then((module) => module.FindingPanel));

const getRowId = (finding: Finding) => finding.id;

export interface FindingsViewProps {
  /** The vendor page's tab: only this vendor's findings, no vendor column or filter. */
  vendorId?: string;
}

/** Findings with URL-kept filters and paging, and status, due date and archive changed in the table. */
export function FindingsView({ vendorId }: FindingsViewProps) {
  const url = useUrlState({ defaultPageSize: 50 });
  const filters = readFindingFilters(url.filters);
  const now = useNow();
  // The due window needs today's date: the list waits for the clock (set right after hydration).
  const needsClock = filters.due !== "";
  const query = toFindingQuery(filters, {
    limit: url.pageSize,
    offset: url.offset,
    vendorId,
    nowSeconds: now ?? undefined,
  });
  const list = useFindingList(query, !needsClock || now !== null);
  // The table's cells and empty state load alongside the first page's request.
  useEffect(preloadFindingTable, []);
  const table = useListTable(url, list);
  /** The finding the panel shows, by ID: the list's current copy once it changes. */
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [pinned, setPinned] = useState<Finding | null>(null);
  const onOpen = useCallback((finding: Finding) => {
    setPinned(finding);
    setOpenedId(finding.id);
  }, []);
  const keyboard = useKeyboardList({
    rows: table.data,
    getId: getRowId,
    noun: "finding",
    onOpen,
    resetKey: JSON.stringify(query),
    onPastEdge: usePageTurn(url, table.total),
  });
  const statuses = useStatuses("finding");
  // Names come from the filter's options (the first 200 vendors by name, one request); a row's
  // vendor beyond them is read by ID.
  const vendors = useVendorFilter(filters.vendor, vendorIdsOf(list.data?.items), { enabled: !vendorId });
  const vendorNames = vendors.names;
  const users = useUserOptions();
  const userOptions = useMemo(() => users.data ?? [], [users.data]);
  const update = useUpdateFinding();
  const save = useInlineSave();
  const { run } = save;

  const onPatch = useCallback(
    (finding: Finding, patch: UpdateFindingInput, what: string) =>
      void run(`${what} of “${finding.title}”`, () => update(finding.id, patch)),
    [run, update],
  );
  const { isSelected, toggle } = keyboard;
  const tableState = useMemo(
    () => ({
      statuses: statuses.data ?? [],
      vendorNames,
      userOptions,
      now,
      onOpen,
      onPatch,
      isSelected,
      toggleSelected: toggle,
    }),
    [statuses.data, vendorNames, userOptions, now, onOpen, onPatch, isSelected, toggle],
  );
  const filtered = hasFindingFilters(filters);
  const statusOptions = [
    { value: OPEN_STATUS_FILTER, label: "Open (not resolved)" },
    { value: CLOSED_STATUS_FILTER, label: "Closed (resolved or accepted)" },
    ...(statuses.data ?? []).map((status) => ({ value: status.id, label: status.name })),
  ];
  const opened = openedId ? (keyboard.rows.find((row) => row.id === openedId) ?? pinned) : null;

  return (
    <>
      <DataTableToolbar
        actions={
          <>
            <Button variant="secondary" onClick={() => url.setParams(clearedFindingFilters())} disabled={!filtered}>
              Clear filters
            </Button>
            <NewFindingButton vendorId={vendorId} />
          </>
        }
      >
        <UrlFilter
          name="finding_status"
          label="Status"
          className="w-full sm:w-44"
          value={filters.finding_status}
          setParams={url.setParams}
          placeholder="Any status"
          options={statusOptions}
        />
        <UrlFilter
          name="severity"
          label="Severity"
          className="w-full sm:w-36"
          value={filters.severity}
          setParams={url.setParams}
          placeholder="Any severity"
          options={SEVERITY_OPTIONS}
        />
        <UrlFilter
          name="owner"
          label="Owner"
          className="w-full sm:w-44"
          value={filters.owner}
          setParams={url.setParams}
          placeholder="Anyone"
          options={userOptions}
        />
        <UrlFilter
          name="due"
          label="Due"
          className="w-full sm:w-44"
          value={filters.due}
          setParams={url.setParams}
          placeholder="Any due date"
          options={DUE_FILTER_OPTIONS}
        />
        {vendorId ? null : (
          <VendorFilter value={filters.vendor} setParams={url.setParams} options={vendors.filterOptions} />
        )}
        <ArchivedFilter value={filters.archived} setParams={url.setParams} />
      </DataTableToolbar>
      {filters.assessment ? (
        <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
          Only the findings raised by{" "}
          <Link
            href={`/assessments/${encodeURIComponent(filters.assessment)}`}
            className={`rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`}
          >
            one assessment
          </Link>
          . Clear filters to see them all.
        </p>
      ) : null}
      {statuses.isError ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          Couldn't load the finding statuses: {statuses.error.message}
        </p>
      ) : null}
      <SaveNotice notice={save.notice} className="mb-2" />
      <FindingBulkActions list={keyboard} statuses={statuses.data ?? []} update={update} />
      <FindingsTableContext.Provider value={tableState}>
        <KeyboardListTable
          list={keyboard}
          label={vendorId ? "Findings of this vendor" : "Findings"}
          regionLabel={vendorId ? "Findings of this vendor" : "Findings"}
          columns={vendorId ? findingColumns.withoutVendor : findingColumns.withVendor}
          {...listTableState(table, url)}
          dimWhileBusy
          empty={
            <FindingsEmptyState
              filtered={filtered}
              onClearFilters={() => url.setParams(clearedFindingFilters())}
              vendorId={vendorId}
            />
          }
        />
      </FindingsTableContext.Provider>
      {opened ? (
        <FindingPanel
          finding={opened}
          statuses={statuses.data ?? []}
          vendorNames={vendorNames}
          userOptions={userOptions}
          onClose={() => setOpenedId(null)}
        />
      ) : null}
    </>
  );
}
