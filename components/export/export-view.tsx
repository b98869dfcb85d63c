"use client";

import { useEffect, useId, useState } from "react";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Select } from "@/components/ui/select";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { formatCount } from "@/lib/web/format";
import { PREVIEW_ROWS, useExportPreview, useExportReports } from "@/lib/web/hooks/export";
import { ExportDownloadLinks } from "./export-download-links";
import { ExportPreviewTable } from "./export-preview-table";

const FILTER_DELAY_MS = 300;

/** Typing settles before the preview asks again. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** The export page: choose a report, filter by supplier, preview the first rows, download the CSV. */
export function ExportView() {
  const reports = useExportReports();
  const [slug, setSlug] = useState("vendors");
  const [supplierName, setSupplierName] = useState("");
  const report = reports.data?.find((candidate) => candidate.slug === slug);
  // The API ignores supplier_name for reports whose rows are not suppliers; so does the page.
  const filterApplies = report?.vendor_based ?? true;
  const settledName = useSettled(supplierName);
  const filterName = filterApplies ? settledName.trim() : "";
  const preview = useExportPreview(reports.data ? slug : undefined, filterName);
  const countId = useId();
  const shown = preview.data?.slug === slug ? preview.data : undefined;

  let body: React.ReactNode;
  if (preview.error && !shown) {
    body = (
      <ErrorState
        message={preview.error.message}
        onRetry={() => void preview.refetch()}
        retrying={preview.isFetching}
      />
    );
  } else if (!shown) {
    body = <LoadingState variant="skeleton" rows={6} label="Loading the preview…" />;
  } else if (shown.data.length === 0) {
    body = (
      <EmptyState
        title="No rows"
        description={
          filterName
            ? `No ${shown.report_name.toLowerCase()} match the supplier name “${filterName}”.`
            : `This organization has no ${shown.report_name.toLowerCase()} yet.`
        }
      />
    );
  } else {
    body = <ExportPreviewTable report={shown} busy={preview.isFetching} />;
  }

  return (
    <>
      <PageHeader title="Export" description="Download report data as CSV, for spreadsheets and other systems." />
      <div className="space-y-6">
        <Card title="Report">
          {reports.error ? (
            <ErrorState
              message={reports.error.message}
              onRetry={() => void reports.refetch()}
              retrying={reports.isFetching}
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Report">
                <Select
                  value={slug}
                  onChange={(event) => setSlug(event.target.value)}
                  disabled={!reports.data}
                  options={(reports.data ?? [{ slug: "vendors", report_name: "Suppliers" }]).map((option) => ({
                    value: option.slug,
                    label: option.report_name,
                  }))}
                />
              </FormField>
              <FormField
                label="Supplier name"
                description={
                  filterApplies
                    ? "Suppliers whose name contains this text (any case)."
                    : "Filters the Suppliers report only: this report's rows are not suppliers."
                }
              >
                <Input
                  type="search"
                  value={supplierName}
                  onChange={(event) => setSupplierName(event.target.value)}
                  disabled={!filterApplies}
                  placeholder="e.g. acme"
                  autoComplete="off"
                />
              </FormField>
            </div>
          )}
        </Card>
        <Card
          flush
          title="Preview"
          description={
            shown ? (
              <span id={countId} aria-live="polite">
                {shown.total_count === 0
                  ? "0 rows"
                  : `First ${formatCount(Math.min(PREVIEW_ROWS, shown.total_count))} of ${formatCount(shown.total_count)} ${shown.total_count === 1 ? "row" : "rows"}`}
              </span>
            ) : (
              "Loading…"
            )
          }
          actions={
            <ExportDownloadLinks
              slug={slug}
              supplierName={filterName}
              totalCount={shown?.total_count}
              describedBy={shown ? countId : undefined}
            />
          }
        >
          {body}
        </Card>
      </div>
    </>
  );
}
