"use client";

import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { formatCount } from "@/lib/web/format";
import { type BillOfMaterials, type BomComponent, useBomDiff } from "@/lib/web/hooks/bill-of-materials";
import { bomTitle } from "./model";
import { PurlText } from "./parts";
import { dash, muted } from "./text";

/** Rows a diff list shows at first, and adds with each "Show more". */
const STEP = 50;

const versionsText = (versions: (string | null)[]) =>
  versions.length === 0 ? "no version" : versions.map((version) => version ?? "no version").join(", ");

/** One list of the diff, a part at a time (a diff against an unrelated file may list every component). */
function DiffList<Row>({
  title,
  rows,
  empty,
  render,
  rowKey,
}: {
  title: string;
  rows: readonly Row[];
  empty: string;
  render: (row: Row) => ReactNode;
  rowKey: (row: Row) => string;
}) {
  const headingId = useId();
  const [shown, setShown] = useState(STEP);
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {title} ({formatCount(rows.length)})
      </h4>
      {rows.length === 0 ? (
        <p className={`text-sm ${muted}`}>{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
          {rows.slice(0, shown).map((row) => (
            <li key={rowKey(row)} className="px-3 py-2">
              {render(row)}
            </li>
          ))}
        </ul>
      )}
      {rows.length > shown ? (
        <Button size="sm" variant="secondary" onClick={() => setShown(shown + STEP)}>
          Show {Math.min(STEP, rows.length - shown)} more {title.toLowerCase()}
        </Button>
      ) : null}
    </section>
  );
}

function ComponentLine({ component }: { component: BomComponent }) {
  return (
    <span className="flex flex-col gap-0.5">
      <span>
        <span className="font-medium text-slate-900 dark:text-slate-100">{component.name}</span>{" "}
        <span className={muted}>{component.version ?? "no version"}</span>
      </span>
      {component.purl ? <PurlText purl={component.purl} name={component.name} /> : null}
    </span>
  );
}

/** What changed from the previous BOM of the vendor to this one: added, removed and changed components. */
export function BomDiffView({ bom, previous }: { bom: BillOfMaterials; previous: BillOfMaterials }) {
  const diff = useBomDiff(bom.id, previous.id);
  if (diff.isPending) {
    return <LoadingState label="Comparing the two files…" />;
  }
  if (diff.isError) {
    return <ErrorState message={diff.error.message} onRetry={() => void diff.refetch()} retrying={diff.isFetching} />;
  }
  const { added, removed, changed, unchanged_count: unchanged } = diff.data;
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        From {bomTitle(previous)} to {bomTitle(bom)}: {formatCount(added.length)} added, {formatCount(removed.length)}{" "}
        removed, {formatCount(changed.length)} at another version, {formatCount(unchanged)} unchanged.
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <DiffList
          title="Added"
          rows={added}
          empty="No component is new."
          rowKey={(component) => component.id}
          render={(component) => <ComponentLine component={component} />}
        />
        <DiffList
          title="Removed"
          rows={removed}
          empty="No component was removed."
          rowKey={(component) => component.id}
          render={(component) => <ComponentLine component={component} />}
        />
        <DiffList
          title="Changed"
          rows={changed}
          empty="No component is at another version."
          rowKey={(change) => change.key}
          render={(change) => (
            <span className="flex flex-col gap-0.5">
              <span className="font-medium text-slate-900 dark:text-slate-100">{change.name}</span>
              <span className={muted}>
                {versionsText(change.from_versions)}
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> to </span>
                {versionsText(change.to_versions)}
              </span>
              {change.component.purl ? (
                <PurlText purl={change.component.purl} name={change.name} />
              ) : (
                <span className={`text-xs ${muted}`}>{change.key || dash}</span>
              )}
            </span>
          )}
        />
      </div>
    </div>
  );
}
