"use client";

import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatCount } from "@/lib/web/format";
import type { BomQuality, BomSummary } from "@/lib/web/hooks/bill-of-materials";
import { licenceCounts, percentOf, qualityShares } from "./model";
import { muted } from "./text";

/** One labelled bar of a bar list: the words and figures carry the meaning, the bar only repeats it. */
function BarRow({ label, value, percent }: { label: string; value: string; percent: number }) {
  return (
    <li className="space-y-1">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 break-words text-slate-900 dark:text-slate-100">{label}</span>
        <span className={`shrink-0 tabular-nums ${muted}`}>{value}</span>
      </div>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div className="h-full rounded-full bg-blue-700 dark:bg-blue-400" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

/** How complete the file is: the share of components with each element, and the NTIA minimum elements. */
export function QualitySummary({ quality }: { quality: BomQuality }) {
  const headingId = useId();
  const total = quality.component_count;
  const ntia = quality.ntia_minimum_elements;
  return (
    <Card
      aria-labelledby={headingId}
      title={<span id={headingId}>Quality</span>}
      description={`Of ${formatCount(total)} component${total === 1 ? "" : "s"}, how many give each element.`}
    >
      <ul className="space-y-3">
        {qualityShares(quality).map((share) => (
          <BarRow
            key={share.label}
            label={`With ${share.label.charAt(0).toLowerCase()}${share.label.slice(1)}`}
            value={`${share.percent}% (${formatCount(share.count)})`}
            percent={share.percent}
          />
        ))}
      </ul>
      <div className="mt-4 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-slate-900 dark:text-slate-100">NTIA minimum elements:</span>
          {ntia.met ? <Badge variant="success">Met</Badge> : <Badge variant="warning">Not met</Badge>}
        </p>
        {ntia.missing.length > 0 ? (
          <div>
            <p className={muted}>Missing:</p>
            <ul className="list-disc pl-5 text-slate-900 dark:text-slate-100">
              {ntia.missing.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** The licences of the BOM's components as a bar list, most used first (counted by the API's summary). */
export function LicenceSummary({ summary }: { summary: BomSummary }) {
  const headingId = useId();
  const total = summary.component_count;
  const { counts, other } = licenceCounts(summary.licenses);
  return (
    <Card
      aria-labelledby={headingId}
      title={<span id={headingId}>Licences</span>}
      description="How many components carry each licence (a component under two licences counts for both)."
    >
      {total === 0 ? (
        <p className={`text-sm ${muted}`}>The file lists no components.</p>
      ) : (
        <ul className="space-y-3">
          {counts.map((item) => {
            const percent = percentOf(item.count, total);
            return (
              <BarRow
                key={item.licence}
                label={item.licence}
                value={`${formatCount(item.count)} (${percent}%)`}
                percent={percent}
              />
            );
          })}
          {other ? (
            <BarRow
              label={`${formatCount(other.licences)} other licences`}
              value={`${formatCount(other.count)}`}
              percent={percentOf(other.count, total)}
            />
          ) : null}
        </ul>
      )}
    </Card>
  );
}
