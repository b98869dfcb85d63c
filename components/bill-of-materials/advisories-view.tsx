"use client";

import { Fragment, type ReactNode, useId, useState } from "react";
import { LazyModuleNotEnabled } from "@/components/app-frame/lazy-module-not-enabled";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn, focusRing } from "@/components/ui/cn";
import { DataTablePagination } from "@/components/ui/data-table-pagination";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { lazyComponent } from "@/components/ui/lazy";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import { UrlFilter } from "@/components/ui/url-filter";
import { type Advisory, useAdvisories, useAdvisoryChanges } from "@/lib/web/hooks/bill-of-materials";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { useUrlState } from "@/lib/web/use-url-state";
import { AdvisoryImport } from "./advisory-import";
import { SEVERITY_LABELS, SEVERITY_VARIANTS } from "./advisory-model";
import { ArchiveButton } from "./archive-button";
import { BOM_MODULE_NAME } from "./module-name";
import { dash, headingClass, muted } from "./text";

// An advisory's matches load with its first expansion.
const AdvisoryMatches = lazyComponent(() => import("./advisory-matches").then((module) => module.AdvisoryMatches));

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";
const cellClass = "px-3 py-2.5 align-top";
const SHOWN_PACKAGES = 3;
const COLUMNS = 6;

const ARCHIVED_OPTIONS = [
  { value: "", label: "Active" },
  { value: "with", label: "Active and archived" },
];

function MatchedVendors({ advisory }: { advisory: Advisory }) {
  if (advisory.matching) {
    return <Badge variant="info">Matching…</Badge>;
  }
  const count = advisory.matched_vendor_count;
  return (
    <span className={count > 0 ? "font-medium text-slate-900 dark:text-slate-100" : muted}>
      {count === 0 ? "No matched vendor" : `${count} matched vendor${count === 1 ? "" : "s"}`}
    </span>
  );
}

function AdvisoryRow({ advisory }: { advisory: Advisory }) {
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const { archiveAdvisory } = useAdvisoryChanges();
  const { toast } = useToast();
  const packages = advisory.affected_packages;
  return (
    <Fragment>
      <tr className={cn(expanded && "bg-slate-50 dark:bg-slate-900")}>
        <td className={cellClass}>
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-slate-900 dark:text-slate-100">{advisory.osv_id}</span>
            {advisory.is_archived ? <Badge variant="neutral">Archived</Badge> : null}
          </span>
          {advisory.aliases.length > 0 ? (
            <span className={`block text-xs ${muted}`}>{advisory.aliases.join(", ")}</span>
          ) : null}
          {advisory.summary ? (
            <span className="block text-slate-700 dark:text-slate-300">{advisory.summary}</span>
          ) : null}
        </td>
        <td className={cellClass}>
          {advisory.severity ? (
            <Badge variant={SEVERITY_VARIANTS[advisory.severity]}>{SEVERITY_LABELS[advisory.severity]}</Badge>
          ) : (
            dash
          )}
        </td>
        <td className={cn(cellClass, "hidden lg:table-cell")}>
          {packages.length === 0 ? (
            dash
          ) : (
            <ul className="space-y-0.5">
              {packages.slice(0, SHOWN_PACKAGES).map((item) => (
                <li key={item}>
                  <code className="break-all font-mono text-xs">{item}</code>
                </li>
              ))}
              {packages.length > SHOWN_PACKAGES ? (
                <li className={`text-xs ${muted}`}>and {packages.length - SHOWN_PACKAGES} more</li>
              ) : null}
            </ul>
          )}
        </td>
        <td className={cellClass}>
          <MatchedVendors advisory={advisory} />
        </td>
        <td className={cn(cellClass, "hidden md:table-cell whitespace-nowrap text-slate-700 dark:text-slate-300")}>
          <Time value={advisory.created_at} />
        </td>
        <td className={cellClass}>
          <div className="flex flex-wrap justify-end gap-1">
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={expanded}
              aria-controls={expanded ? detailId : undefined}
              aria-label={`${expanded ? "Hide" : "Show"} the matched vendors of ${advisory.osv_id}`}
              onMouseEnter={AdvisoryMatches.preload}
              onFocus={AdvisoryMatches.preload}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? "Hide matches" : "Show matches"}
            </Button>
            {advisory.is_archived ? null : (
              <ArchiveButton
                name={advisory.osv_id}
                title="Archive this advisory?"
                description={`${advisory.osv_id} is no longer matched against new bills of materials. The radar events and alerts it raised stay.`}
                onConfirm={async () => {
                  await archiveAdvisory(advisory.id);
                  toast({ title: "Advisory archived", description: advisory.osv_id, variant: "success" });
                }}
              />
            )}
          </div>
        </td>
      </tr>
      {expanded ? (
        <tr className="bg-slate-50 dark:bg-slate-900">
          <td id={detailId} colSpan={COLUMNS} className="px-3 pb-4 pt-1">
            <AdvisoryMatches advisoryId={advisory.id} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

/**
 * The Advisories page: import an OSV advisory (or finish the draft "Raise advisory" started), then
 * the advisories with their severity, matching state and matched vendors, each expandable to the
 * vendors, their affected components and the radar alerts raised.
 */
export function AdvisoriesView() {
  const headingId = useId();
  const url = useUrlState({ defaultPageSize: 25 });
  const includeArchived = url.filters.archived === "with";
  const list = useAdvisories({ include_archived: includeArchived, limit: url.pageSize, offset: url.offset });
  const { purl, name, version } = url.filters;
  const draftSource = purl || name ? { purl, name, version } : null;

  if (list.isError && isModuleNotEnabled(list.error)) {
    return <LazyModuleNotEnabled moduleName={BOM_MODULE_NAME} />;
  }

  let body: ReactNode;
  if (list.isError) {
    body = <ErrorState message={list.error.message} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (!list.data) {
    body = <LoadingState variant="skeleton" rows={5} label="Loading the advisories…" />;
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        title={includeArchived ? "No advisories" : "No advisories yet"}
        description="Import an advisory above, or raise one from a component on the Components page."
      />
    );
  } else {
    const busy = list.isFetching && list.isPlaceholderData;
    body = (
      <table aria-busy={busy || undefined} className={cn("w-full border-collapse text-sm", busy && "opacity-70")}>
        <caption className="sr-only">Imported advisories, newest first</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={headerClass}>
              Advisory
            </th>
            <th scope="col" className={headerClass}>
              Severity
            </th>
            <th scope="col" className={cn(headerClass, "hidden lg:table-cell")}>
              Affected packages
            </th>
            <th scope="col" className={headerClass}>
              Matched vendors
            </th>
            <th scope="col" className={cn(headerClass, "hidden md:table-cell")}>
              Imported
            </th>
            <th scope="col" className={headerClass}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
          {list.data.items.map((advisory) => (
            <AdvisoryRow key={advisory.id} advisory={advisory} />
          ))}
        </tbody>
      </table>
    );
  }

  const total = list.data?.total ?? 0;
  return (
    <div className="space-y-6">
      <AdvisoryImport
        draftSource={draftSource}
        onImported={() => {
          if (draftSource) {
            url.setParams({ purl: null, name: null, version: null });
          }
        }}
      />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={`mb-3 ${headingClass}`}>
          Imported advisories
        </h2>
        <DataTableToolbar>
          <UrlFilter
            name="archived"
            label="Show"
            className="w-full sm:w-56"
            value={url.filters.archived ?? ""}
            setParams={url.setParams}
            options={ARCHIVED_OPTIONS}
          />
        </DataTableToolbar>
        <div className="min-w-0 overflow-hidden rounded-md border border-slate-200 dark:border-slate-800">
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable) */}
          <section aria-label="Advisories list" tabIndex={0} className={cn("relative overflow-x-auto", focusRing)}>
            {body}
          </section>
          {total > 0 || url.page > 0 ? (
            <DataTablePagination
              page={url.page}
              pageSize={url.pageSize}
              total={total}
              onPageChange={url.setPage}
              onPageSizeChange={url.setPageSize}
              disabled={!list.data}
            />
          ) : null}
        </div>
      </section>
    </div>
  );
}
