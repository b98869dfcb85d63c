"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { lazyComponent } from "@/components/ui/lazy";
import { PageHeader } from "@/components/ui/page-header";
import { ListEmptyState } from "@/components/ui/states";
import { UrlFilter, VendorFilter } from "@/components/ui/url-filter";
import { usePortalActivity, usePortalList } from "@/lib/web/hooks/portals";
import { useVendorFilter } from "@/lib/web/hooks/vendor-options";
import type { Portal } from "@/lib/web/portals";
import { useListTable } from "@/lib/web/use-list-table";
import { useUrlState } from "@/lib/web/use-url-state";
import { STATE_OPTIONS, TYPE_OPTIONS } from "./model";
import { usePortalActions } from "./portal-actions";
import { portalColumns } from "./portal-columns";

// Opened from a request's link, never in the first render: its code loads then.
const PortalDrawer = lazyComponent(() => import("./portal-drawer").then((module) => module.PortalDrawer));

/** The URL parameter naming the request whose detail drawer is open. */
const REQUEST_PARAM = "request";
const FILTER_KEYS = ["state", "type", "vendor"] as const;

/** Moves focus to the request's link in its row; false when the row is not on the page. */
function focusRequestLink(portalId: string): boolean {
  const link = document.querySelector<HTMLElement>(`[data-portal-link="${CSS.escape(portalId)}"]`);
  link?.focus();
  return link !== null;
}

/**
 * Requests sent to vendors: filtered by state, type and vendor in the URL, with each request's
 * answer progress and the vendor's last activity, the actions on it, and its detail in a drawer
 * (`?request=<id>`, so a link opens it). `?highlight=<id>` (from a workflow run) lists that request first.
 */
export function PortalsPage() {
  const url = useUrlState({ defaultPageSize: 50 });
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const highlight = searchParams.get("highlight");
  const openedId = searchParams.get(REQUEST_PARAM);
  const filters = {
    state: url.get("state") ?? "",
    type: url.get("type") ?? "",
    vendor: url.get("vendor") ?? "",
  };
  const list = usePortalList({
    limit: url.pageSize,
    offset: url.offset,
    state: filters.state || undefined,
    type: filters.type || undefined,
    vendor_id: filters.vendor || undefined,
  });
  const table = useListTable(url, list);
  const rows = useMemo(
    () =>
      highlight ? [...table.data].sort((a, b) => Number(b.id === highlight) - Number(a.id === highlight)) : table.data,
    [table.data, highlight],
  );
  const ids = useMemo(() => rows.map((portal) => portal.id), [rows]);
  const vendorIds = useMemo(() => rows.map((portal) => portal.vendor_id), [rows]);
  const activity = usePortalActivity(ids);
  const vendors = useVendorFilter(filters.vendor, vendorIds);
  const vendorName = useCallback((id: string) => vendors.names.get(id), [vendors.names]);
  const actions = usePortalActions(vendorName, focusRequestLink);

  const current = searchParams.toString();
  const hrefFor = useCallback(
    (portalId: string) => {
      const next = new URLSearchParams(current);
      next.set(REQUEST_PARAM, portalId);
      return `${pathname}?${next.toString()}`;
    },
    [current, pathname],
  );

  const columns = portalColumns({
    vendorNames: vendors.names,
    vendorLoading: vendors.isLoading,
    activity: activity.byId,
    activityPending: activity.isPending,
    hrefFor,
    preloadDrawer: PortalDrawer.preload,
    actions,
  });

  const filtered = FILTER_KEYS.some((key) => filters[key] !== "");
  const clear = () => url.setParams({ state: null, type: null, vendor: null });

  return (
    <>
      <PageHeader
        title="Portals"
        description="Requests sent to vendors. A link identifies the request; the vendor still signs in with an allowed email."
      />
      <DataTableToolbar
        actions={
          <Button variant="secondary" onClick={clear} disabled={!filtered}>
            Clear filters
          </Button>
        }
      >
        <UrlFilter
          name="state"
          label="State"
          placeholder="Any state"
          className="w-full sm:w-40"
          value={filters.state}
          setParams={url.setParams}
          options={STATE_OPTIONS}
        />
        <UrlFilter
          name="type"
          label="Type"
          placeholder="Any type"
          className="w-full sm:w-56"
          value={filters.type}
          setParams={url.setParams}
          options={TYPE_OPTIONS}
        />
        <VendorFilter value={filters.vendor} setParams={url.setParams} options={vendors.filterOptions} />
      </DataTableToolbar>
      {activity.error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          The answer progress couldn't be loaded: {activity.error.message}
        </p>
      ) : null}
      <DataTable
        caption="Portal requests"
        columns={columns}
        {...table}
        data={rows}
        getRowId={(portal: Portal) => portal.id}
        rowProps={(portal) => ({
          className: portal.id === highlight ? "bg-blue-50 dark:bg-blue-950/40" : undefined,
          "aria-current": portal.id === highlight ? "true" : undefined,
        })}
        emptyState={
          <ListEmptyState
            filtered={filtered}
            filteredTitle="No requests match these filters"
            onClearFilters={clear}
            emptyTitle="No requests yet"
            emptyDescription="Send one from a vendor's page with Send a request. Requests that workflows send are listed here too."
          />
        }
      />
      {actions.dialogs}
      {openedId ? (
        <PortalDrawer
          key={openedId}
          portalId={openedId}
          initial={rows.find((portal) => portal.id === openedId)}
          vendorName={vendorName}
          onClose={() => url.setParams({ [REQUEST_PARAM]: null, page: url.page + 1 })}
          returnFocus={() => focusRequestLink(openedId)}
        />
      ) : null}
    </>
  );
}
