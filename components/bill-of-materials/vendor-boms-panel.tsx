"use client";

import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { LazyModuleNotEnabled } from "@/components/app-frame/lazy-module-not-enabled";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { cn } from "@/components/ui/cn";
import { lazyComponent } from "@/components/ui/lazy";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { useToast } from "@/components/ui/toast";
import { formatCount } from "@/lib/web/format";
import {
  type BillOfMaterials,
  isParsing,
  type ParseStatus,
  useBomHistory,
  useBomSummary,
} from "@/lib/web/hooks/bill-of-materials";
import { useArchiveBom } from "@/lib/web/hooks/bill-of-materials-mutations";
import type { Service } from "@/lib/web/hooks/vendor-types";
import { isModuleNotEnabled } from "@/lib/web/module-gate";
import { ArchiveButton } from "./archive-button";
import { BomComponents } from "./bom-components";
import { LicenceSummary, QualitySummary } from "./bom-summary";
import { BomUpload } from "./bom-upload";
import { BOM_TYPE_LABELS, bomTitle, FORMAT_LABELS, formatBytes, summaryFacets } from "./model";
import { BOM_MODULE_NAME } from "./module-name";
import { ParseStatusBadge } from "./status-badge";
import { headingClass, muted } from "./text";

// The comparison loads with its first opening.
const BomDiffView = lazyComponent(() => import("./bom-diff").then((module) => module.BomDiffView));

/** What a screen reader hears when a BOM's parse status changes. */
function statusSentence(bom: BillOfMaterials): string {
  const title = bomTitle(bom);
  switch (bom.parse_status) {
    case "pending":
      return `${title} is waiting to be parsed.`;
    case "parsing":
      return `${title} is being parsed.`;
    case "parsed":
      return `${title} was parsed: ${formatCount(bom.component_count)} component${bom.component_count === 1 ? "" : "s"}.`;
    case "failed":
      return `${title} could not be parsed${bom.parse_error ? `: ${bom.parse_error}` : "."}`;
    case "unsupported":
      return `${title} is not a bill of materials this app can read${bom.parse_error ? `: ${bom.parse_error}` : "."}`;
  }
}

/**
 * The live region's text: each change of a BOM's parse status the history's polls reveal, and
 * what the panel itself says (an upload landed). The region is always in the page, so the change is read out.
 */
function useStatusAnnouncements(items: readonly BillOfMaterials[] | undefined) {
  const known = useRef(new Map<string, ParseStatus>());
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (!items) {
      return;
    }
    const changes: string[] = [];
    for (const bom of items) {
      const before = known.current.get(bom.id);
      if (before !== undefined && before !== bom.parse_status) {
        changes.push(statusSentence(bom));
      }
      known.current.set(bom.id, bom.parse_status);
    }
    if (changes.length > 0) {
      setMessage(changes.join(" "));
    }
  }, [items]);
  const uploaded = useCallback((bom: BillOfMaterials) => {
    known.current.set(bom.id, bom.parse_status);
    setMessage(`${bomTitle(bom)} was uploaded and is waiting to be parsed.`);
  }, []);
  return { message, uploaded };
}

function FileFacts({ bom }: { bom: BillOfMaterials }) {
  const facts = [
    bom.format === "unknown" ? null : `${FORMAT_LABELS[bom.format]}${bom.spec_version ? ` ${bom.spec_version}` : ""}`,
    bom.parse_status === "parsed" ? BOM_TYPE_LABELS[bom.bom_type] : null,
    bom.document ? `${bom.document.name} (${formatBytes(bom.document.size)})` : null,
  ].filter((fact): fact is string => fact !== null);
  return <span className={`block text-xs ${muted}`}>{facts.join(" · ")}</span>;
}

function HistoryRow({
  bom,
  selected,
  onSelect,
  vendorId,
}: {
  bom: BillOfMaterials;
  selected: boolean;
  onSelect: (id: string) => void;
  vendorId: string;
}) {
  const archive = useArchiveBom(vendorId);
  const { toast } = useToast();
  const title = bomTitle(bom);
  return (
    <tr
      aria-current={selected || undefined}
      className={cn(
        "border-t border-slate-200 align-top dark:border-slate-800",
        selected && "bg-blue-50 dark:bg-blue-950/40",
      )}
    >
      <td className="py-2 pl-2 pr-3">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900 dark:text-slate-100">{title}</span>
          {bom.is_latest ? <Badge variant="info">Latest</Badge> : null}
          {bom.is_archived ? <Badge variant="neutral">Archived</Badge> : null}
        </span>
        <FileFacts bom={bom} />
      </td>
      <td className="py-2 pr-3">
        <ParseStatusBadge status={bom.parse_status} />
      </td>
      <td className="py-2 pr-3 tabular-nums">
        {bom.parse_status === "parsed" ? formatCount(bom.component_count) : "—"}
      </td>
      <td className="py-2 pr-3 text-slate-700 dark:text-slate-300">
        <Time value={bom.created_at} />
      </td>
      <td className="py-2 pr-2">
        <div className="flex flex-wrap justify-end gap-1">
          <Button
            size="sm"
            variant={selected ? "secondary" : "ghost"}
            aria-pressed={selected}
            aria-label={`Show ${title}`}
            onClick={() => onSelect(bom.id)}
          >
            {selected ? "Shown" : "Show"}
          </Button>
          {bom.is_archived ? null : (
            <ArchiveButton
              name={title}
              title="Archive this bill of materials?"
              description={`${title} leaves the vendor's current bills of materials${bom.is_latest ? "; the previous one becomes the latest" : ""}. It stays in the history, and advisories no longer match it.`}
              onConfirm={async () => {
                await archive.mutateAsync(bom.id);
                toast({ title: "Bill of materials archived", description: title, variant: "success" });
              }}
            />
          )}
        </div>
      </td>
    </tr>
  );
}

function ParseProblem({ bom }: { bom: BillOfMaterials }) {
  return (
    <div
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        bom.parse_status === "failed"
          ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          : "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
      )}
    >
      <p className="font-medium">
        {bom.parse_status === "failed"
          ? "This file could not be parsed."
          : "This file is not a bill of materials this app reads (CycloneDX JSON or SPDX JSON)."}
      </p>
      {bom.parse_error ? <p className="mt-1 whitespace-pre-wrap break-words">{bom.parse_error}</p> : null}
      <p className="mt-2">Upload a corrected file; this one stays in the history until you archive it.</p>
    </div>
  );
}

/** The parsed BOM's summary (quality, licences), the comparison with the previous one and its components. */
function ParsedBom({ bom, previous }: { bom: BillOfMaterials; previous: BillOfMaterials | null }) {
  // Counts only: the components themselves are paged by the table below.
  const summary = useBomSummary(bom.id);
  const [comparing, setComparing] = useState(false);
  const diffId = useId();
  const facets = useMemo(() => (summary.data ? summaryFacets(summary.data) : null), [summary.data]);

  let licences: ReactNode;
  if (summary.isError) {
    licences = (
      <ErrorState
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  } else if (!summary.data) {
    licences = <LoadingState label="Loading the licences…" />;
  } else {
    licences = <LicenceSummary summary={summary.data} />;
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-4 lg:grid-cols-2">
        {bom.quality ? <QualitySummary quality={bom.quality} /> : null}
        {licences}
      </div>
      <div className="space-y-3">
        {previous ? (
          <Button
            variant="secondary"
            aria-expanded={comparing}
            aria-controls={comparing ? diffId : undefined}
            onMouseEnter={BomDiffView.preload}
            onFocus={BomDiffView.preload}
            onClick={() => setComparing(!comparing)}
          >
            {comparing ? "Hide the comparison" : `Compare with previous (${bomTitle(previous)})`}
          </Button>
        ) : (
          <p className={`text-sm ${muted}`}>
            This is the vendor's first parsed bill of materials: nothing to compare with yet.
          </p>
        )}
        {comparing && previous ? (
          <div id={diffId}>
            <BomDiffView bom={bom} previous={previous} />
          </div>
        ) : null}
      </div>
      <BomComponents bom={bom} facets={facets} />
    </div>
  );
}

function BomDetail({ bom, previous }: { bom: BillOfMaterials; previous: BillOfMaterials | null }) {
  const headingId = useId();
  let body: ReactNode;
  if (isParsing(bom)) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <ParseStatusBadge status={bom.parse_status} />
        The components appear here once the file is parsed.
      </p>
    );
  } else if (bom.parse_status === "parsed") {
    body = <ParsedBom bom={bom} previous={previous} />;
  } else {
    body = <ParseProblem bom={bom} />;
  }
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className={headingClass}>
          {bomTitle(bom)}
        </h3>
        <p className={`text-sm ${muted}`}>
          {bom.parse_status === "parsed"
            ? `${formatCount(bom.component_count)} component${bom.component_count === 1 ? "" : "s"}; `
            : ""}
          uploaded <Time value={bom.created_at} />
          {bom.parsed_at ? (
            <>
              , {bom.parse_status === "parsed" ? "parsed" : "read"} <Time value={bom.parsed_at} />
            </>
          ) : null}
          .
        </p>
      </div>
      {body}
    </section>
  );
}

/** The BOM after `bom` in the history (older): the one "Compare with previous" compares it with. */
function previousOf(items: readonly BillOfMaterials[], bom: BillOfMaterials): BillOfMaterials | null {
  const index = items.findIndex((item) => item.id === bom.id);
  return items.slice(index + 1).find((item) => item.parse_status === "parsed") ?? null;
}

/**
 * The vendor page's Bills of materials tab: upload (drag and drop or a file button) with progress,
 * the parse status as it changes (read out), the upload history with archive, and the chosen BOM:
 * its quality, licences, components and what changed since the previous one.
 */
export function VendorBomsPanel({ vendorId, services }: { vendorId: string; services: Service[] }) {
  const headingId = useId();
  const [includeArchived, setIncludeArchived] = useState(false);
  const history = useBomHistory(vendorId, includeArchived);
  const items = history.data?.items;
  const announcements = useStatusAnnouncements(items);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  if (history.isError && isModuleNotEnabled(history.error)) {
    return <LazyModuleNotEnabled moduleName={BOM_MODULE_NAME} />;
  }

  const selected =
    items?.find((bom) => bom.id === selectedId) ?? items?.find((bom) => bom.is_latest) ?? items?.[0] ?? null;

  let list: ReactNode;
  if (history.isError) {
    list = (
      <ErrorState
        message={history.error.message}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (!items) {
    list = <LoadingState variant="skeleton" rows={3} label="Loading the bills of materials…" />;
  } else if (items.length === 0) {
    list = (
      <EmptyState
        title={includeArchived ? "No bills of materials" : "No bills of materials yet"}
        description="Upload the vendor's SBOM, AIBOM, HBOM or SaaSBOM: its components can then be searched across vendors and matched against advisories."
      />
    );
  } else {
    list = (
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bills of materials of this vendor, newest first</caption>
          <thead className="text-xs uppercase text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pl-2 pr-3 font-medium">
                File
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Components
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Uploaded
              </th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((bom) => (
              <HistoryRow
                key={bom.id}
                bom={bom}
                vendorId={vendorId}
                selected={bom.id === selected?.id}
                onSelect={setSelectedId}
              />
            ))}
          </tbody>
        </table>
        {history.data && history.data.total > history.data.items.length ? (
          <p className={`mt-2 text-sm ${muted}`}>
            The newest {history.data.items.length} of {formatCount(history.data.total)} are listed.
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-4">
        <h2 id={headingId} className={headingClass}>
          Bills of materials
        </h2>
        <BomUpload
          vendorId={vendorId}
          services={services}
          onUploaded={(bom) => {
            announcements.uploaded(bom);
            setSelectedId(bom.id);
          }}
        />
        <p
          role="status"
          aria-live="polite"
          aria-label="Parse status"
          className="text-sm text-slate-700 dark:text-slate-300"
        >
          {announcements.message}
        </p>
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className={headingClass}>History</h3>
          <Checkbox
            label="Show archived"
            checked={includeArchived}
            onChange={(event) => setIncludeArchived(event.target.checked)}
          />
        </div>
        {list}
      </div>
      {selected && items ? <BomDetail key={selected.id} bom={selected} previous={previousOf(items, selected)} /> : null}
    </section>
  );
}
