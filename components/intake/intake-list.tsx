"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Button, buttonClassName } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
// From the file, not the keyboard list's index: the frame alone (scrollable region and pagination).
import { PagedListFrame } from "@/components/ui/keyboard-list/paged-list-frame";
import { SearchInput } from "@/components/ui/search-input";
import { ErrorState, ListEmptyState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { UrlFilter } from "@/components/ui/url-filter";
import { useIntakeSessions } from "@/lib/web/hooks/intake";
import type { IntakeSessionSummary } from "@/lib/web/intake";
import { useUrlState } from "@/lib/web/use-url-state";
import { SessionStatusBadge } from "./badges";
import { clearedIntakeFilters, hasIntakeFilters, readIntakeFilters, toIntakeQuery } from "./list-state";
import { formatCount, SESSION_STATUS_OPTIONS, sessionHref } from "./model";

const linkClass = `rounded font-medium text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`;
const muted = "text-slate-600 dark:text-slate-400";
const headerClass = "px-4 py-2 text-left text-xs font-semibold uppercase tracking-wide";
const cellClass = "px-4 py-2.5 align-middle";
/** Each column's header and the classes that align it or hide it on small screens. */
const COLUMNS: readonly [string, string][] = [
  ["Vendor", ""],
  ["Answering", ""],
  ["Procurement status", "hidden sm:table-cell"],
  ["Answered", "text-right"],
  ["Filed by", "hidden md:table-cell"],
  ["Filed", "hidden md:table-cell"],
];

/**
 * The requests as a plain table (no table library: the list's first load stays within budget), the
 * vendor name linking to each request's page.
 */
function SessionTable({ rows, busy }: { rows: IntakeSessionSummary[]; busy: boolean }) {
  return (
    <table aria-busy={busy || undefined} className={cn("w-full border-collapse text-sm", busy && "opacity-70")}>
      <caption className="sr-only">Vendor requests</caption>
      <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <tr className="border-b border-slate-200 dark:border-slate-800">
          {COLUMNS.map(([label, className]) => (
            <th key={label} scope="col" className={cn(headerClass, className)}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
        {rows.map((row) => (
          <tr key={row.session_id}>
            <td className={cellClass}>
              <Link href={sessionHref(row.session_id)} className={linkClass}>
                {row.vendor_name}
              </Link>
            </td>
            <td className={cellClass}>
              <SessionStatusBadge status={row.status} />
            </td>
            <td className={cn(cellClass, "hidden sm:table-cell")}>
              {row.procurement.status_name ?? <span className={muted}>—</span>}
            </td>
            <td className={cn(cellClass, "whitespace-nowrap text-right tabular-nums")}>
              {formatCount(row.answered_count)} of {formatCount(row.question_count)}
            </td>
            <td className={cn(cellClass, "hidden md:table-cell")}>{row.filed_by.name}</td>
            <td className={cn(cellClass, "hidden whitespace-nowrap md:table-cell")}>
              <Time value={row.created_at} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Vendor requests newest first, searched by vendor name and filtered by answering status in the URL. */
export function IntakeList() {
  const url = useUrlState({ defaultPageSize: 50 });
  const filters = readIntakeFilters(url.filters);
  const list = useIntakeSessions(toIntakeQuery(filters, { limit: url.pageSize, offset: url.offset }));
  const filtered = hasIntakeFilters(filters);
  const clear = () => url.setParams(clearedIntakeFilters());
  const rows = list.data?.items ?? [];

  let body: ReactNode;
  if (list.isError) {
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (!list.data) {
    body = <LoadingState variant="skeleton" rows={6} label="Loading the requests…" />;
  } else if (rows.length === 0) {
    body = (
      <ListEmptyState
        filtered={filtered}
        filteredTitle="No requests match these filters"
        onClearFilters={clear}
        emptyTitle="No vendor requests yet"
        emptyDescription="Intake is where procurement asks for a new vendor: file the vendor's name and what you know about it, and the inherent risk questionnaire is answered from that text, each answer citing its passage, for the risk team to review."
        emptyAction={
          <Link href="/intake/new" className={buttonClassName("secondary")}>
            File the first request
          </Link>
        }
      />
    );
  } else {
    // Busy while another page or filter loads, not at each refresh of requests still being answered.
    body = <SessionTable rows={rows} busy={list.isFetching && list.isPlaceholderData} />;
  }

  return (
    <>
      <DataTableToolbar
        actions={
          <Button variant="secondary" onClick={clear} disabled={!filtered}>
            Clear filters
          </Button>
        }
      >
        <SearchInput
          label="Search by vendor name"
          placeholder="Search by vendor name"
          value={filters.q}
          onChange={(q) => url.setParams({ q })}
        />
        <UrlFilter
          name="status"
          label="Answering"
          placeholder="Any status"
          className="w-full sm:w-44"
          value={filters.status}
          setParams={url.setParams}
          options={SESSION_STATUS_OPTIONS}
        />
      </DataTableToolbar>
      <PagedListFrame label="Vendor requests" paging={url} total={list.data?.total ?? 0} loaded={Boolean(list.data)}>
        {body}
      </PagedListFrame>
    </>
  );
}
