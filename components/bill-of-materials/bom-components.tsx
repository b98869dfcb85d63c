"use client";

import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { DataTablePagination } from "@/components/ui/data-table-pagination";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { FilterSelect } from "@/components/ui/filter-select";
import { SearchInput } from "@/components/ui/search-input";
import { ErrorState, ListEmptyState, LoadingState } from "@/components/ui/states";
import { formatCount } from "@/lib/web/format";
import {
  type BillOfMaterials,
  type BomComponent,
  type ComponentType,
  useBomComponents,
} from "@/lib/web/hooks/bill-of-materials";
import { COMPONENT_TYPE_LABELS, componentSearch, type LicenceCount } from "./model";
import { LicenceText, PurlText } from "./parts";
import { dash, muted } from "./text";

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";
const cellClass = "px-3 py-2 align-top";

const isComponentType = (value: string): value is ComponentType => Object.hasOwn(COMPONENT_TYPE_LABELS, value);

export interface ComponentFacets {
  types: { type: ComponentType; count: number }[];
  licences: LicenceCount[];
}

function ComponentRow({ component }: { component: BomComponent }) {
  return (
    <tr>
      <td className={cellClass}>
        <span className="font-medium text-slate-900 dark:text-slate-100">{component.name}</span>
        {component.group ? <span className={`block text-xs ${muted}`}>{component.group}</span> : null}
        {component.kind === "service" ? <span className={`block text-xs ${muted}`}>Service</span> : null}
      </td>
      <td className={cn(cellClass, "whitespace-nowrap")}>{component.version ?? dash}</td>
      <td className={cn(cellClass, "hidden md:table-cell")}>{COMPONENT_TYPE_LABELS[component.component_type]}</td>
      <td className={cellClass}>
        <LicenceText component={component} />
      </td>
      <td className={cn(cellClass, "min-w-64")}>
        <PurlText purl={component.purl} name={component.name} />
      </td>
    </tr>
  );
}

/**
 * A BOM's components, a page at a time from the API (a file may list thousands): searched by name
 * or purl, narrowed by type and licence, each purl copyable.
 */
export function BomComponents({ bom, facets }: { bom: BillOfMaterials; facets: ComponentFacets | null }) {
  const [search, setSearch] = useState("");
  const [type, setType] = useState("");
  const [licence, setLicence] = useState("");
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const query = {
    ...componentSearch(search),
    // The type select's values are the facets' component types (or "" for any).
    component_type: isComponentType(type) ? type : undefined,
    license: licence || undefined,
    limit: pageSize,
    offset: page * pageSize,
  };
  const components = useBomComponents(bom.id, query);
  const filtered = Boolean(search || type || licence);
  const clear = () => {
    setSearch("");
    setType("");
    setLicence("");
    setPage(0);
  };
  const label = `Components of ${bom.name ?? bom.document?.name ?? "this bill of materials"}`;

  let body: ReactNode;
  if (components.isError) {
    body = (
      <ErrorState
        message={components.error.message}
        onRetry={() => void components.refetch()}
        retrying={components.isFetching}
      />
    );
  } else if (!components.data) {
    body = <LoadingState variant="skeleton" rows={6} label="Loading the components…" />;
  } else if (components.data.items.length === 0) {
    body = (
      <ListEmptyState
        filtered={filtered}
        filteredTitle="No components match"
        onClearFilters={clear}
        emptyTitle="No components"
        emptyDescription="The file lists no components."
      />
    );
  } else {
    const busy = components.isFetching && components.isPlaceholderData;
    body = (
      <table aria-busy={busy || undefined} className={cn("w-full border-collapse text-sm", busy && "opacity-70")}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={headerClass}>
              Component
            </th>
            <th scope="col" className={headerClass}>
              Version
            </th>
            <th scope="col" className={cn(headerClass, "hidden md:table-cell")}>
              Type
            </th>
            <th scope="col" className={headerClass}>
              Licences
            </th>
            <th scope="col" className={headerClass}>
              Package URL
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
          {components.data.items.map((component) => (
            <ComponentRow key={component.id} component={component} />
          ))}
        </tbody>
      </table>
    );
  }

  const total = components.data?.total ?? 0;
  return (
    <div>
      <DataTableToolbar
        actions={
          <Button variant="secondary" onClick={clear} disabled={!filtered}>
            Clear filters
          </Button>
        }
      >
        <SearchInput
          label="Search components by name or purl"
          placeholder="Name, or a purl (pkg:…)"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(0);
          }}
        />
        <FilterSelect
          label="Type"
          className="w-full sm:w-52"
          value={type}
          placeholder="Any type"
          onChange={(event) => {
            setType(event.target.value);
            setPage(0);
          }}
          options={(facets?.types ?? []).map((item) => ({
            value: item.type,
            label: `${COMPONENT_TYPE_LABELS[item.type]} (${formatCount(item.count)})`,
          }))}
        />
        <FilterSelect
          label="Licence"
          className="w-full sm:w-64"
          value={licence}
          placeholder="Any licence"
          onChange={(event) => {
            setLicence(event.target.value);
            setPage(0);
          }}
          options={(facets?.licences ?? []).map((item) => ({
            value: item.licence,
            label: `${item.licence} (${formatCount(item.count)})`,
          }))}
        />
      </DataTableToolbar>
      <div className="min-w-0 overflow-hidden rounded-md border border-slate-200 dark:border-slate-800">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable) */}
        <section aria-label={label} tabIndex={0} className={cn("relative overflow-x-auto", focusRing)}>
          {body}
        </section>
        {total > 0 || page > 0 ? (
          <DataTablePagination
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
            pageSizeOptions={[25, 50, 100, 200]}
            disabled={!components.data}
          />
        ) : null}
      </div>
    </div>
  );
}
