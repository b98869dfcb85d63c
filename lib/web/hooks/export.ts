"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { EXPORT_MAX_LIMIT } from "@/lib/contract/export-limits";
import type { ExportReportSchema } from "@/lib/modules/export/schemas";
import { api, dataOf } from "@/lib/web/api";

// Types only: the zod schemas themselves stay on the server.
export type ExportReport = z.output<typeof ExportReportSchema>;
export type ExportCell = ExportReport["data"][number][string];

/** Rows the preview table shows. */
export const PREVIEW_ROWS = 20;

/** GET /v1/export: the reports and their columns. */
export function useExportReports() {
  return useQuery({
    queryKey: ["export", "reports"],
    queryFn: async () => (await dataOf(api.GET("/v1/export"))).data,
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
    queryFn: async ({ signal }) => {
      const report = await dataOf(
        api.GET("/v1/export/{report_name}", {
          params: {
            path: { report_name: slug ?? "" },
            query: { limit: PREVIEW_ROWS, supplier_name: supplierName.trim() },
          },
          signal,
        }),
      );
      // The operation also answers text/csv, but only to format=csv, which the preview never asks for.
      if (typeof report === "string") {
        throw new Error("The export answered CSV where the preview asked for JSON.");
      }
      return report;
    },
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
