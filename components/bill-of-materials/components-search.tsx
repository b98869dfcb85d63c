"use client";

import Link from "next/link";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { LazyModuleNotEnabled } from "@/components/app-frame/lazy-module-not-enabled";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { DataTablePagination } from "@/components/ui/data-table-pagination";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { isApiRequestError } from "@/lib/web/api-client";
import { fieldErrorsFrom422 } from "@/lib/web/error-message";
import { formatCount } from "@/lib/web/format";
import { type PortfolioHit, usePortfolioComponents } from "@/lib/web/hooks/bill-of-materials";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { useUrlState } from "@/lib/web/use-url-state";
import { BOM_MODULE_NAME } from "./module-name";
import { LicenceText, PurlText, VendorBomLink } from "./parts";
import {
  groupByVendor,
  PORTFOLIO_KIND_LABELS,
  portfolioQuery,
  portfolioSearchKind,
  raiseAdvisoryHref,
  type VendorGroup,
} from "./portfolio-model";
import { dash, headingClass, linkClass, muted } from "./text";

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";
const cellClass = "px-3 py-2 align-top";

/** The API's 422 on the search: the version range's message, and any other (no search term). */
function searchProblems(error: unknown): { search?: string; range?: string; other?: string } {
  if (!isApiRequestError(error) || error.status !== 422) {
    return {};
  }
  const fields = fieldErrorsFrom422(error.body);
  const { version_range: range, purl_prefix, name, cpe, ...rest } = fields;
  const search = purl_prefix ?? name ?? cpe;
  const other = Object.entries(rest).map(([field, message]) => (field ? `${field}: ${message}` : message));
  return { search, range, other: other.length > 0 ? other.join("; ") : undefined };
}

function HitRow({ hit }: { hit: PortfolioHit }) {
  const { component } = hit;
  const version = component.version ? ` ${component.version}` : "";
  return (
    <tr>
      <td className={cellClass}>
        <span className="font-medium text-slate-900 dark:text-slate-100">{component.name}</span>
        {component.group ? <span className={`block text-xs ${muted}`}>{component.group}</span> : null}
      </td>
      <td className={cn(cellClass, "whitespace-nowrap")}>{component.version ?? dash}</td>
      <td className={cellClass}>
        <LicenceText component={component} />
      </td>
      <td className={cn(cellClass, "min-w-64")}>
        <PurlText purl={component.purl} name={component.name} />
      </td>
      <td className={cn(cellClass, "text-right")}>
        <Link
          href={raiseAdvisoryHref(component)}
          className={cn(linkClass, "whitespace-nowrap")}
          aria-label={`Raise an advisory for ${component.name}${version}`}
        >
          Raise advisory
        </Link>
      </td>
    </tr>
  );
}

function VendorResults({ group }: { group: VendorGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className={headingClass}>
        <VendorBomLink vendorId={group.vendorId} name={group.vendorName} />
        <span className={`ml-2 text-sm font-normal ${muted}`}>
          {group.hits.length} component{group.hits.length === 1 ? "" : "s"} on this page
        </span>
      </h2>
      <div className="relative overflow-x-auto rounded-md border border-slate-200 dark:border-slate-800">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Matching components of {group.vendorName}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className={headerClass}>
                Component
              </th>
              <th scope="col" className={headerClass}>
                Version
              </th>
              <th scope="col" className={headerClass}>
                Licences
              </th>
              <th scope="col" className={headerClass}>
                Package URL
              </th>
              <th scope="col" className={headerClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
            {group.hits.map((hit) => (
              <HitRow key={hit.component.id} hit={hit} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The Components page: one box that takes a purl (pkg:…), a CPE (cpe:…) or a name, and an optional
 * version range, searched over every vendor's latest bill of materials; results grouped by vendor.
 * The search is in the URL (?q=…&range=…), so it can be shared.
 */
export function ComponentsSearch() {
  const url = useUrlState({ defaultPageSize: 50 });
  const q = url.filters.q ?? "";
  const range = url.filters.range ?? "";
  const [draft, setDraft] = useState(q);
  const [rangeDraft, setRangeDraft] = useState(range);
  // Follow outside changes (Back, a shared link).
  useEffect(() => setDraft(q), [q]);
  useEffect(() => setRangeDraft(range), [range]);
  const query = portfolioQuery(q, range, { limit: url.pageSize, offset: url.offset });
  const results = usePortfolioComponents(query);

  if (results.isError && isModuleNotEnabled(results.error)) {
    return <LazyModuleNotEnabled moduleName={BOM_MODULE_NAME} />;
  }

  const problems = results.isError ? searchProblems(results.error) : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    url.setParams({ q: draft.trim(), range: rangeDraft.trim() });
  };
  const kind = draft.trim() ? PORTFOLIO_KIND_LABELS[portfolioSearchKind(draft)] : null;

  let body: ReactNode;
  if (!query) {
    body = (
      <EmptyState
        title="Search the portfolio's components"
        description="Enter a package URL such as pkg:maven/org.apache.logging.log4j/log4j-core, a CPE such as cpe:2.3:a:apache:log4j, or a component's name. Each vendor's latest bill of materials is searched."
      />
    );
  } else if (results.isError) {
    body =
      problems.search || problems.range ? null : (
        <ErrorState
          message={problems.other ?? results.error.message}
          onRetry={() => void results.refetch()}
          retrying={results.isFetching}
        />
      );
  } else if (!results.data) {
    body = <LoadingState variant="skeleton" rows={6} label="Searching the components…" />;
  } else if (results.data.items.length === 0) {
    body = (
      <EmptyState
        title="No vendor ships a matching component"
        description="Only each vendor's latest bill of materials is searched. A version range leaves out components without a version."
      />
    );
  } else {
    const groups = groupByVendor(results.data.items);
    const busy = results.isFetching && results.isPlaceholderData;
    body = (
      <div aria-busy={busy || undefined} className={cn("space-y-6", busy && "opacity-70")}>
        {groups.map((group) => (
          <VendorResults key={`${group.vendorId}-${group.hits[0]?.component.id}`} group={group} />
        ))}
      </div>
    );
  }

  const total = results.data && !results.isError ? results.data.total : 0;
  return (
    <div className="space-y-6">
      <form aria-label="Search components" onSubmit={submit} className="space-y-3">
        <div className="flex flex-wrap items-start gap-3">
          <FormField
            label="Package URL, CPE or name"
            description={
              kind ? `Searching by ${kind}.` : "pkg:… searches package URLs, cpe:… CPEs, anything else names."
            }
            error={problems.search}
            className="w-full sm:w-[28rem]"
          >
            <Input
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="pkg:maven/org.apache.logging.log4j/log4j-core"
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
          <FormField
            label="Version range (optional)"
            description="A vers range, such as vers:maven/>=2.0-beta9|<2.15.0"
            error={problems.range}
            className="w-full sm:w-96"
          >
            <Input
              value={rangeDraft}
              onChange={(event) => setRangeDraft(event.target.value)}
              placeholder="vers:npm/>=2.0.0|<2.17.1"
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
        </div>
        <Button type="submit" loading={results.isFetching && !results.data}>
          Search
        </Button>
      </form>
      <p role="status" className={`text-sm ${muted}`}>
        {total > 0 ? `${formatCount(total)} matching component${total === 1 ? "" : "s"}, by vendor.` : ""}
      </p>
      {body}
      {total > 0 || url.page > 0 ? (
        <div className="rounded-md border border-slate-200 dark:border-slate-800">
          <DataTablePagination
            page={url.page}
            pageSize={url.pageSize}
            total={total}
            onPageChange={url.setPage}
            onPageSizeChange={url.setPageSize}
            disabled={!results.data}
          />
        </div>
      ) : null}
    </div>
  );
}
