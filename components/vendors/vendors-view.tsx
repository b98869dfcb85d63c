"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { ListEmptyState } from "@/components/ui/states";
import { useRiskLevels } from "@/lib/web/hooks/taxonomy";
import { useVendorCustomFieldDefinitions, useVendors, type VendorSummary } from "@/lib/web/hooks/vendors";
import { useListTable } from "@/lib/web/use-list-table";
import { useUrlState } from "@/lib/web/use-url-state";
import {
  COLUMNS_KEY,
  clearedFilters,
  hasActiveFilters,
  readColumns,
  readFilters,
  toVendorQuery,
  validSort,
} from "./list-state";
import { NewVendorButton } from "./new-vendor-button";
import { vendorColumns } from "./vendor-columns";
import { VendorFiltersBar } from "./vendor-filters";

const getRowId = (vendor: VendorSummary) => vendor.id;

/** The vendors list: URL-kept search, filters, sort and columns over a server-paginated table. */
export function VendorsView() {
  const url = useUrlState({ defaultPageSize: 50 });
  const filters = readFilters(url.filters);
  const columnsParam = url.filters[COLUMNS_KEY] ?? "";
  const columnIds = useMemo(() => readColumns(columnsParam), [columnsParam]);
  const sort = validSort(url.sort);
  const list = useVendors(
    toVendorQuery(filters, {
      limit: url.pageSize,
      offset: url.offset,
      sort: url.sort,
      withCustomFields: columnIds.length > 0,
    }),
  );
  const table = useListTable(url, list);
  const definitions = useVendorCustomFieldDefinitions({ enabled: columnIds.length > 0 });
  const riskLevels = useRiskLevels();
  const riskNames = useMemo(
    () => new Map((riskLevels.data ?? []).map((level) => [level.id, level.name])),
    [riskLevels.data],
  );
  const columns = useMemo(
    () =>
      vendorColumns(
        (definitions.data ?? []).filter((definition) => columnIds.includes(definition.id)),
        riskNames,
      ),
    [definitions.data, columnIds, riskNames],
  );
  const filtered = hasActiveFilters(filters);

  return (
    <>
      <VendorFiltersBar
        filters={filters}
        columns={columnIds}
        setParams={url.setParams}
        onColumnsChange={(ids) => url.setParams({ [COLUMNS_KEY]: ids.join(",") })}
      />
      <DataTable
        caption="Vendors"
        columns={columns}
        {...table}
        sorting={sort ? url.sorting : []}
        onSortingChange={url.setSorting}
        getRowId={getRowId}
        emptyState={
          <ListEmptyState
            filtered={filtered}
            filteredTitle="No vendors match these filters"
            filteredDescription="Try another name or fewer filters."
            onClearFilters={() => url.setParams(clearedFilters())}
            emptyTitle="No vendors yet"
            emptyDescription="Add the third parties you work with to track their risk."
            emptyAction={<NewVendorButton label="Add your first vendor" variant="secondary" />}
          />
        }
      />
    </>
  );
}
