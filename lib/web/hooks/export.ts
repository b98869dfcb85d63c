"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
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
  limit: number | null;
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

function exportQuery(params: { supplierName: string; limit?: number; format?: "csv" }): string {
  const query = new URLSearchParams();
  if (params.limit !== undefined) {
    query.set("limit", String(params.limit));
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

/** The whole report as CSV, streamed through the /api/v1 proxy (a plain link: the browser saves it). */
export function exportCsvHref(slug: string, supplierName: string): string {
  return `/api/v1/export/${encodeURIComponent(slug)}${exportQuery({ supplierName, format: "csv" })}`;
}
