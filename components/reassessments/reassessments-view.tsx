"use client";

import Link from "next/link";
import { createContext, useContext, useMemo } from "react";
import { eventTitle } from "@/components/radar-events/event-columns";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/cn";
import { DataTable } from "@/components/ui/data-table";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { ListEmptyState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { UrlFilter } from "@/components/ui/url-filter";
import type { Reassessment } from "@/lib/modules/reassessments/schemas";
import { useRecordsByIds } from "@/lib/web/hooks/by-ids";
import { fetchRadarEvent, radarEventKeys, radarEventPath } from "@/lib/web/hooks/radar-events";
import { reassessmentPath } from "@/lib/web/hooks/reassessment-keys";
import { useReassessments } from "@/lib/web/hooks/reassessments";
import { useUrlState } from "@/lib/web/use-url-state";
import { includedVendors, isReassessmentStatus, REASSESSMENT_STATUS_OPTIONS, reassessmentTitle } from "./status";
import { ReassessmentStatusBadge } from "./status-badge";

const linkClass = `rounded text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`;

/** Event names by ID, for the cells (the columns stay fixed objects). */
const EventNames = createContext<Map<string, string>>(new Map());

function TitleCell({ row }: { row: Reassessment }) {
  const names = useContext(EventNames);
  return (
    <Link href={reassessmentPath(row.id)} className={`font-medium ${linkClass}`}>
      {reassessmentTitle(row, row.radar_event_id ? names.get(row.radar_event_id) : null)}
    </Link>
  );
}

function EventCell({ row }: { row: Reassessment }) {
  const names = useContext(EventNames);
  if (!row.radar_event_id) {
    return <span className="text-slate-500 dark:text-slate-400">—</span>;
  }
  return (
    <Link href={radarEventPath(row.radar_event_id)} className={linkClass}>
      {names.get(row.radar_event_id) ?? "Radar event"}
    </Link>
  );
}

const columns: DataTableColumn<Reassessment>[] = [
  { id: "title", header: "Reassessment", cell: ({ row }) => <TitleCell row={row.original} /> },
  { id: "event", header: "Event", cell: ({ row }) => <EventCell row={row.original} /> },
  { id: "status", header: "Status", cell: ({ row }) => <ReassessmentStatusBadge status={row.original.status} /> },
  {
    id: "vendors",
    header: "Vendors included",
    meta: { align: "right" },
    cell: ({ row }) => (
      <span className="tabular-nums">
        {includedVendors(row.original).length} of {row.original.vendors.length}
      </span>
    ),
  },
  {
    id: "created_at",
    header: "Drafted",
    cell: ({ row }) => <Time value={row.original.created_at} className="whitespace-nowrap" />,
  },
];

const getRowId = (row: Reassessment) => row.id;

/** Reassessments newest first, the status filter kept in the URL; the API lists the newest 500 at once. */
export function ReassessmentsView() {
  const url = useUrlState({ defaultPageSize: 50 });
  const status = url.filters.status ?? "";
  const list = useReassessments({ status: isReassessmentStatus(status) ? status : undefined });
  const items = list.data?.items ?? [];
  const shown = items.slice(url.offset, url.offset + url.pageSize);
  const eventIds = [...new Set(shown.flatMap((row) => (row.radar_event_id ? [row.radar_event_id] : [])))];
  const events = useRecordsByIds(eventIds, radarEventKeys.detail, fetchRadarEvent);
  const eventNamesKey = events.map((event) => event.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when an event arrives (eventNamesKey), not on every render's new array
  const eventNames = useMemo(
    () =>
      new Map(
        events.flatMap((event) => (event.data ? [[event.data.id, eventTitle(event.data)] as [string, string]] : [])),
      ),
    [eventNamesKey],
  );
  const filtered = status !== "";
  const capped = list.data !== undefined && list.data.total > items.length;

  return (
    <>
      <DataTableToolbar
        actions={
          <Button variant="secondary" onClick={() => url.setParams({ status: null })} disabled={!filtered}>
            Clear filters
          </Button>
        }
      >
        <UrlFilter
          name="status"
          label="Status"
          value={status}
          setParams={url.setParams}
          placeholder="Any status"
          options={REASSESSMENT_STATUS_OPTIONS}
        />
      </DataTableToolbar>
      {capped ? (
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
          Showing the newest {items.length} of {list.data?.total} reassessments; filter by status to see older ones.
        </p>
      ) : null}
      <EventNames.Provider value={eventNames}>
        <DataTable
          caption="Reassessments"
          columns={columns}
          data={shown}
          total={items.length}
          page={url.page}
          pageSize={url.pageSize}
          onPageChange={url.setPage}
          onPageSizeChange={url.setPageSize}
          isLoading={list.isPending}
          isFetching={list.isFetching}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          getRowId={getRowId}
          emptyState={
            <ListEmptyState
              filtered={filtered}
              filteredTitle="No reassessments in this status"
              onClearFilters={() => url.setParams({ status: null })}
              emptyTitle="No reassessments yet"
              emptyDescription={
                <>
                  Draft one from a{" "}
                  <Link href="/radar/events" className={linkClass}>
                    radar event
                  </Link>{" "}
                  to assess its impacted vendors again.
                </>
              }
            />
          }
        />
      </EventNames.Provider>
    </>
  );
}
