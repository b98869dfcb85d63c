"use client";

import { Button } from "@/components/ui/button";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { SearchInput } from "@/components/ui/search-input";
import type { SelectOption } from "@/components/ui/select";
import { UrlFilter } from "@/components/ui/url-filter";
import { useRiskLevels, useStatuses, useTags } from "@/lib/web/hooks/taxonomy";
import type { UrlParamValue } from "@/lib/web/use-url-state";
import { CustomFieldColumnsPicker } from "./custom-field-columns-picker";
import { clearedFilters, hasActiveFilters, TIER_OPTIONS, type VendorFilters } from "./list-state";

export interface VendorFiltersProps {
  filters: VendorFilters;
  columns: string[];
  setParams: (partial: Record<string, UrlParamValue>) => void;
  onColumnsChange: (columns: string[]) => void;
}

const toOptions = (items: { id: string; name?: string; value?: string }[] | undefined): SelectOption[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name ?? item.value ?? item.id }));

/** Name search, status, tag, tier and risk filters, and the custom field columns; all kept in the URL. */
export function VendorFiltersBar({ filters, columns, setParams, onColumnsChange }: VendorFiltersProps) {
  const statuses = useStatuses("vendor");
  const tags = useTags();
  const riskLevels = useRiskLevels();
  const riskOptions = toOptions(riskLevels.data);
  const failed = [statuses, tags, riskLevels].find((query) => query.isError);

  return (
    <>
      <DataTableToolbar
        actions={
          <>
            <CustomFieldColumnsPicker selected={columns} onChange={onColumnsChange} />
            <Button
              variant="secondary"
              onClick={() => setParams(clearedFilters())}
              disabled={!hasActiveFilters(filters)}
            >
              Clear filters
            </Button>
          </>
        }
      >
        <SearchInput
          label="Search vendors by name"
          placeholder="Search by name"
          value={filters.q}
          onChange={(q) => setParams({ q })}
        />
        <UrlFilter
          name="status"
          label="Status"
          className="w-full sm:w-40"
          value={filters.status}
          setParams={setParams}
          placeholder="Any status"
          options={toOptions(statuses.data)}
        />
        <UrlFilter
          name="tag"
          label="Tag"
          className="w-full sm:w-40"
          value={filters.tag}
          setParams={setParams}
          placeholder="Any tag"
          options={toOptions(tags.data)}
        />
        <UrlFilter
          name="tier"
          label="Tier"
          className="w-full sm:w-32"
          value={filters.tier}
          setParams={setParams}
          placeholder="Any tier"
          options={TIER_OPTIONS}
        />
        <UrlFilter
          name="inherent"
          label="Inherent risk"
          className="w-full sm:w-36"
          value={filters.inherent}
          setParams={setParams}
          placeholder="Any level"
          options={riskOptions}
        />
        <UrlFilter
          name="residual"
          label="Residual risk"
          className="w-full sm:w-36"
          value={filters.residual}
          setParams={setParams}
          placeholder="Any level"
          options={riskOptions}
        />
      </DataTableToolbar>
      {failed?.error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          Couldn't load the filter options: {failed.error.message}{" "}
          <button
            type="button"
            className="font-medium underline underline-offset-2"
            onClick={() => {
              void statuses.refetch();
              void tags.refetch();
              void riskLevels.refetch();
            }}
          >
            Try again
          </button>
        </p>
      ) : null}
    </>
  );
}
