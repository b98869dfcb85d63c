import type { ReactNode } from "react";
import { cn, focusRing } from "../cn";
import { DataTablePagination } from "../data-table-pagination";

export interface PagedListFrameProps {
  /** The scrollable region's name ("Alerts list"). */
  label: string;
  /** The URL-kept page: where the pagination reads and sets it. */
  paging: {
    page: number;
    pageSize: number;
    setPage: (page: number) => void;
    setPageSize: (size: number) => void;
  };
  total: number;
  /** Pagination is off until the first page has arrived. */
  loaded: boolean;
  children: ReactNode;
}

/**
 * A keyboard list's frame: a focusable scrollable region (so keyboard users can scroll a wide list) and
 * the pagination under it, once there is something to page through.
 */
export function PagedListFrame({ label, paging, total, loaded, children }: PagedListFrameProps) {
  return (
    <div className="min-w-0 overflow-hidden rounded-md border border-slate-200 dark:border-slate-800">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable) */}
      <section aria-label={label} tabIndex={0} className={cn("relative overflow-x-auto", focusRing)}>
        {children}
      </section>
      {total > 0 || paging.page > 0 ? (
        <DataTablePagination
          page={paging.page}
          pageSize={paging.pageSize}
          total={total}
          onPageChange={paging.setPage}
          onPageSizeChange={paging.setPageSize}
          disabled={!loaded}
        />
      ) : null}
    </div>
  );
}
