"use client";

import { useCallback, useDeferredValue, useEffect, useRef, useState } from "react";
import { IMPACT_TYPE_OPTIONS } from "@/components/radar-events/impact-types";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
// From the files, not the keyboard list's index, which would bring every part of the list into the page.
import { SelectionBar } from "@/components/ui/keyboard-list/selection-bar";
import { useKeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import { usePageTurn } from "@/components/ui/keyboard-list/use-page-turn";
import { useShortcut } from "@/components/ui/keyboard-shortcuts";
import { lazyComponent } from "@/components/ui/lazy";
import { SearchInput } from "@/components/ui/search-input";
import { ListEmptyState } from "@/components/ui/states";
import { UrlFilter, VendorFilter } from "@/components/ui/url-filter";
import { type RadarAlert, useRadarAlertCounts, useRadarAlerts } from "@/lib/web/hooks/radar-alerts";
import { useVendorFilter } from "@/lib/web/hooks/vendor-options";
import { useUrlState } from "@/lib/web/use-url-state";
import { AlertTable } from "./alert-table";
import {
  alertFilterKey,
  clearedAlertFilters,
  hasAlertFilters,
  readAlertFilters,
  selectedSeverities,
  toAlertFilters,
  toAlertQuery,
  toggledSeverity,
  VIEW_OPTIONS,
} from "./list-state";
import { SeverityCounts } from "./severity-counts";
import { useAlertActions } from "./use-alert-actions";

// Opened by a key or a click, never in the first render: their code loads then.
const DismissDialog = lazyComponent(() => import("./dismiss-dialog").then((module) => module.DismissDialog));
const AlertPanel = lazyComponent(() => import("./alert-panel").then((module) => module.AlertPanel));

const getId = (alert: RadarAlert) => alert.id;
const PAGE_SIZE = 50;

/** The analyst's inbox: alerts newest first, filtered in the URL, triaged from the keyboard. */
export function TriageInbox() {
  const url = useUrlState({ defaultPageSize: PAGE_SIZE });
  const filters = readAlertFilters(url.filters);
  const query = toAlertQuery(filters, { limit: url.pageSize, offset: url.offset });
  const countFilters = toAlertFilters(filters);
  const list = useRadarAlerts(query);
  // The rows render in a transition: React draws fifty rows in slices between the browser's own
  // work, rather than in one long task the moment the answer arrives (react-query's store updates
  // render synchronously).
  const page = useDeferredValue(list.data);
  const counts = useRadarAlertCounts(countFilters);
  // The rows carry their vendor's name; the filter needs the first vendors, and the URL's by name.
  const vendors = useVendorFilter(filters.vendor);
  const [panelOpen, setPanelOpen] = useState(false);
  const searchBox = useRef<HTMLDivElement>(null);
  const total = page?.total ?? 0;
  const onPastEdge = usePageTurn(url, total);
  const keyboard = useKeyboardList({
    rows: page?.items ?? [],
    getId,
    noun: "alert",
    onOpen: useCallback(() => setPanelOpen(true), []),
    resetKey: JSON.stringify(query),
    onPastEdge,
  });
  const actions = useAlertActions(keyboard);

  // The cursor starts on no row, and a filter change puts it back there (the shared keyboard list);
  // the panel closes with it.
  const filterKey = alertFilterKey(filters);
  useEffect(() => {
    void filterKey;
    setPanelOpen(false);
  }, [filterKey]);
  const { targets } = keyboard;

  useShortcut("e", "Dismiss (asks a reason)", () => actions.askDismiss(targets, false));
  useShortcut("d", "Dismiss (asks a reason)", () => actions.askDismiss(targets, false));
  useShortcut("s", "Dismiss and suppress similar alerts", () => actions.askDismiss(targets, true));
  useShortcut("u", "Undismiss", () => actions.undismiss(targets));
  useShortcut("/", "Search alerts", () => searchBox.current?.querySelector("input")?.focus());
  useShortcut("Escape", "Close the alert panel, or clear the selection", () =>
    panelOpen ? setPanelOpen(false) : keyboard.clearSelection(),
  );

  const filtered = hasAlertFilters(filters);
  const clear = () => url.setParams(clearedAlertFilters());
  const shown = panelOpen ? keyboard.cursorRow : undefined;

  return (
    <>
      <SeverityCounts
        counts={counts.data}
        selected={selectedSeverities(filters)}
        onToggle={(severity) => url.setParams({ severity: toggledSeverity(filters, severity) })}
      />
      <DataTableToolbar
        actions={
          <Button variant="secondary" onClick={clear} disabled={!filtered}>
            Clear filters
          </Button>
        }
      >
        <div ref={searchBox}>
          <SearchInput
            label="Search alerts"
            placeholder="Search alerts (/)"
            value={filters.q}
            onChange={(q) => url.setParams({ q })}
          />
        </div>
        <VendorFilter value={filters.vendor} setParams={url.setParams} options={vendors.filterOptions} />
        <UrlFilter
          name="impact"
          label="Impact type"
          placeholder="Any impact"
          value={filters.impact}
          setParams={url.setParams}
          options={IMPACT_TYPE_OPTIONS}
        />
        <UrlFilter
          name="view"
          label="View"
          className="w-full sm:w-36"
          value={filters.view}
          setParams={url.setParams}
          options={VIEW_OPTIONS}
        />
      </DataTableToolbar>
      <SelectionBar count={keyboard.selectedIds.length} noun="alert" onClear={keyboard.clearSelection}>
        <Button size="sm" variant="secondary" onClick={() => actions.askDismiss(keyboard.selectedRows, false)}>
          Dismiss selected
        </Button>
        <Button size="sm" variant="secondary" onClick={() => actions.askDismiss(keyboard.selectedRows, true)}>
          Dismiss and suppress
        </Button>
        <Button size="sm" variant="secondary" onClick={() => actions.undismiss(keyboard.selectedRows)}>
          Undismiss selected
        </Button>
      </SelectionBar>
      <div className={cn("grid gap-4", shown && "lg:grid-cols-[minmax(0,1fr)_26rem]")}>
        <AlertTable
          list={keyboard}
          busy={list.isFetching || page !== list.data}
          paging={url}
          total={total}
          loaded={Boolean(page)}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          empty={
            <ListEmptyState
              filtered={filtered}
              filteredTitle="No alerts match these filters"
              filteredDescription="Dismissed alerts are under View: Dismissed, suppressed ones under View: Suppressed."
              onClearFilters={clear}
              emptyTitle="Nothing to triage"
              emptyDescription="Alerts appear here when radar events name your vendors."
            />
          }
        />
        {shown ? (
          <AlertPanel
            alert={shown}
            onClose={() => setPanelOpen(false)}
            onDismiss={(suppress) => actions.askDismiss([shown], suppress)}
            onUndismiss={() => actions.undismiss([shown])}
          />
        ) : null}
      </div>
      {actions.dismissRequest ? (
        <DismissDialog
          request={actions.dismissRequest}
          onClose={actions.closeDismiss}
          onDismiss={actions.confirmDismiss}
        />
      ) : null}
    </>
  );
}
