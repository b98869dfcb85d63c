"use client";

import { useRouter } from "next/navigation";
import { type ReactNode, useCallback } from "react";
import { LazyModuleNotEnabled } from "@/components/app-frame/lazy-module-not-enabled";
import { Button } from "@/components/ui/button";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
// From the files, not the keyboard list's index: the index also carries the bulk status and archive
// actions, which this page does not use and would otherwise load.
import { KeyboardListTable } from "@/components/ui/keyboard-list/keyboard-list-table";
import { useKeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import { usePageTurn } from "@/components/ui/keyboard-list/use-page-turn";
import { SearchInput } from "@/components/ui/search-input";
import { ListEmptyState } from "@/components/ui/states";
import { UrlFilter, VendorFilter } from "@/components/ui/url-filter";
import { type Contract, contractHref, useContracts } from "@/lib/web/hooks/contracts";
import { useVendorFilter } from "@/lib/web/hooks/vendor-options";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { useNow } from "@/lib/web/use-now";
import { useUrlState } from "@/lib/web/use-url-state";
import { contractColumns } from "./contract-columns";
import {
  clearedContractFilters,
  hasContractFilters,
  INCLUDE_ARCHIVED_OPTIONS,
  readContractFilters,
  toContractQuery,
} from "./list-state";
import { AUTO_RENEW_OPTIONS, CONTRACT_TYPE_OPTIONS, CONTRACTS_MODULE_NAME } from "./model";
import { NewContractButton } from "./new-contract-button";

const getId = (contract: Contract) => contract.id;

export interface ContractsListProps {
  /** The vendor page's tab: only this vendor's contracts, no vendor column or filter. */
  vendorId?: string;
  /** Shown between the filters and the list (the Contracts page's saved views and date bounds, rendered on the server). */
  savedViews?: ReactNode;
}

/**
 * Contracts with filters, order and paging in the URL, saved views of what falls due soon, and the
 * shared keyboard list (j/k or the arrows move, Enter opens the contract). While the organization
 * has the module off, the module-off notice.
 */
export function ContractsList({ vendorId, savedViews }: ContractsListProps) {
  const router = useRouter();
  const url = useUrlState({ defaultPageSize: 50 });
  const filters = readContractFilters(url.filters);
  const query = toContractQuery(filters, url.sort, { limit: url.pageSize, offset: url.offset, vendorId });
  const list = useContracts(query);
  const now = useNow();
  const vendors = useVendorFilter(filters.vendor, [], { enabled: !vendorId });
  const total = list.data?.total ?? 0;
  const keyboard = useKeyboardList({
    rows: list.data?.items ?? [],
    getId,
    noun: "contract",
    onOpen: useCallback((contract: Contract) => router.push(contractHref(contract.id)), [router]),
    resetKey: JSON.stringify(query),
    onPastEdge: usePageTurn(url, total),
    selectable: false,
  });
  const filtered = hasContractFilters(filters);
  const clear = () => url.setParams(clearedContractFilters());
  const label = vendorId ? "Contracts of this vendor" : "Contracts";

  if (list.isError && isModuleNotEnabled(list.error)) {
    return <LazyModuleNotEnabled moduleName={CONTRACTS_MODULE_NAME} />;
  }

  return (
    <>
      <DataTableToolbar
        actions={
          <>
            <Button variant="secondary" onClick={clear} disabled={!filtered}>
              Clear filters
            </Button>
            {vendorId ? <NewContractButton vendorId={vendorId} /> : null}
          </>
        }
      >
        <SearchInput
          label="Search contracts by name or counterparty"
          placeholder="Search by name or counterparty"
          value={filters.q}
          onChange={(q) => url.setParams({ q })}
        />
        <UrlFilter
          name="contract_type"
          label="Type"
          placeholder="Any type"
          className="w-full sm:w-48"
          value={filters.contract_type}
          setParams={url.setParams}
          options={CONTRACT_TYPE_OPTIONS}
        />
        <UrlFilter
          name="auto_renew"
          label="Auto-renewal"
          placeholder="Any"
          className="w-full sm:w-48"
          value={filters.auto_renew}
          setParams={url.setParams}
          options={AUTO_RENEW_OPTIONS}
        />
        {vendorId ? null : (
          <VendorFilter value={filters.vendor} setParams={url.setParams} options={vendors.filterOptions} />
        )}
        <UrlFilter
          name="include_archived"
          label="Show"
          className="w-full sm:w-40"
          value={filters.include_archived}
          setParams={url.setParams}
          options={INCLUDE_ARCHIVED_OPTIONS}
        />
      </DataTableToolbar>
      {savedViews}
      <KeyboardListTable
        list={keyboard}
        label={label}
        columns={contractColumns(!vendorId, now)}
        busy={list.isFetching && list.isPlaceholderData}
        dimWhileBusy
        regionLabel={`${label} list`}
        paging={url}
        total={total}
        loaded={Boolean(list.data)}
        error={list.isError ? list.error : null}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        loadingRows={8}
        loadingLabel="Loading the contracts…"
        empty={
          <ListEmptyState
            filtered={filtered}
            filteredTitle="No contracts match these filters"
            onClearFilters={clear}
            emptyTitle={vendorId ? "No contracts with this vendor yet" : "No contracts yet"}
            emptyDescription="Record each contract's term, notice period and value: its owner is reminded before the notice deadline."
            emptyAction={<NewContractButton vendorId={vendorId} label="Add a contract" variant="secondary" />}
          />
        }
      />
    </>
  );
}
