"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { EXPORT_MAX_LIMIT } from "@/lib/contract/export-limits";
import { apiFetch } from "@/lib/web/api-client";

export interface ExportReportSummary {
  slug: string;
  report_name: string;
  base_object: string;
  mapping: Record<string, string>;
  vendor_based: boolean;
}

export type ExportCell = string | number | boolean | null;

export interface ExportReport {
  id: string;
  slug: string;
  report_name: string;
  base_object: string;
  mapping: Record<string, string>;
  data: Record<string, ExportCell>[];
  limit: number;
  offset: number;
  total_count: number;
}

/** Rows the preview table shows. */
export const PREVIEW_ROWS = 20;

/** GET /v1/export: the reports and their columns. */
export function useExportReports() {
  return useQuery({
    queryKey: ["export", "reports"],
    queryFn: async () => (await apiFetch<{ data: ExportReportSummary[] }>("/export")).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function exportQuery(params: { supplierName: string; limit?: number; offset?: number; format?: "csv" }): string {
  const query = new URLSearchParams();
  if (params.limit !== undefined) {
    query.set("limit", String(params.limit));
  }
  if (params.offset) {
    query.set("offset", String(params.offset));
  }
  if (params.supplierName.trim()) {
    query.set("supplier_name", params.supplierName.trim());
  }
  if (params.format) {
    query.set("format", params.format);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The first rows of a report, as the full export would list them. */
export function useExportPreview(slug: string | undefined, supplierName: string) {
  return useQuery({
    queryKey: ["export", "preview", slug, supplierName.trim()],
    queryFn: ({ signal }) =>
      apiFetch<ExportReport>(
        `/export/${encodeURIComponent(slug ?? "")}${exportQuery({ supplierName, limit: PREVIEW_ROWS })}`,
        { signal },
      ),
    enabled: Boolean(slug),
    placeholderData: keepPreviousData,
  });
}

/**
 * One part of the report as CSV (up to EXPORT_MAX_LIMIT rows from `offset`, the most one call
 * returns), streamed through the /api/v1 proxy: a plain link, the browser saves it.
 */
export function exportCsvHref(slug: string, supplierName: string, offset = 0): string {
  return `/api/v1/export/${encodeURIComponent(slug)}${exportQuery({ supplierName, limit: EXPORT_MAX_LIMIT, offset, format: "csv" })}`;
}

/** The offsets of the CSV parts that together hold every row (one part up to EXPORT_MAX_LIMIT rows). */
export function exportCsvPartOffsets(totalCount: number): number[] {
  const parts = Math.max(1, Math.ceil(totalCount / EXPORT_MAX_LIMIT));
  return Array.from({ length: parts }, (_, index) => index * EXPORT_MAX_LIMIT);
}
