"use client";

import { useId } from "react";
import { formatCount } from "@/lib/web/format";
import { PAGE_SIZE_OPTIONS } from "@/lib/web/use-url-state";
import { Button } from "./button";
import { cn } from "./cn";

const DEFAULT_PAGE_SIZE_OPTIONS = [...PAGE_SIZE_OPTIONS];

export interface DataTablePaginationProps {
  /** 0-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  disabled?: boolean;
  className?: string;
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" className="h-4 w-4">
      <path
        d={direction === "left" ? "M12.5 15l-5-5 5-5" : "M7.5 5l5 5-5 5"}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** "1–50 of 1,234", rows-per-page select and previous/next buttons. */
export function DataTablePagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  disabled = false,
  className,
}: DataTablePaginationProps) {
  const selectId = useId();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const range = total === 0 ? "0 results" : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`;
  const options = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <div
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm",
        "text-slate-700 dark:border-slate-800 dark:text-slate-300",
        className,
      )}
    >
      <p aria-live="polite" className="tabular-nums">
        {range}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {onPageSizeChange ? (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId}>Rows per page</label>
            <select
              id={selectId}
              value={pageSize}
              disabled={disabled}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className={cn(
                "h-8 rounded-md border border-slate-300 bg-white pl-2 pr-7 text-sm text-slate-900",
                "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100",
                "focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400",
              )}
            >
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <span className="tabular-nums">
          Page {formatCount(Math.min(page + 1, pageCount))} of {formatCount(pageCount)}
        </span>
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous page"
            disabled={disabled || page <= 0}
            onClick={() => onPageChange(page - 1)}
          >
            <Chevron direction="left" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next page"
            disabled={disabled || page + 1 >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <Chevron direction="right" />
          </Button>
        </div>
      </div>
    </div>
  );
}
