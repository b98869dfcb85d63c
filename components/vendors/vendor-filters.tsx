"use client";

import { Button } from "@/components/ui/button";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { FilterSelect, withCurrent } from "@/components/ui/filter-select";
import { SearchInput } from "@/components/ui/search-input";
import type { SelectOption } from "@/components/ui/select";
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
        <FilterSelect
          label="Status"
          className="w-full sm:w-40"
          value={filters.status}
          onChange={(event) => setParams({ status: event.target.value })}
          placeholder="Any status"
          options={withCurrent(toOptions(statuses.data), filters.status)}
        />
        <FilterSelect
          label="Tag"
          className="w-full sm:w-40"
          value={filters.tag}
          onChange={(event) => setParams({ tag: event.target.value })}
          placeholder="Any tag"
          options={withCurrent(toOptions(tags.data), filters.tag)}
        />
        <FilterSelect
          label="Tier"
          className="w-full sm:w-32"
          value={filters.tier}
          onChange={(event) => setParams({ tier: event.target.value })}
          placeholder="Any tier"
          options={withCurrent(TIER_OPTIONS, filters.tier)}
        />
        <FilterSelect
          label="Inherent risk"
          className="w-full sm:w-36"
          value={filters.inherent}
          onChange={(event) => setParams({ inherent: event.target.value })}
          placeholder="Any level"
          options={withCurrent(riskOptions, filters.inherent)}
        />
        <FilterSelect
          label="Residual risk"
          className="w-full sm:w-36"
          value={filters.residual}
          onChange={(event) => setParams({ residual: event.target.value })}
          placeholder="Any level"
          options={withCurrent(riskOptions, filters.residual)}
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
