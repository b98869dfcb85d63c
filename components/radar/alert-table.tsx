"use client";

import { type KeyboardList, SelectCheckbox } from "@/components/ui/keyboard-list";
import { Time } from "@/components/ui/time";
import type { RadarAlert } from "@/lib/web/hooks/radar-alerts";
import { DismissalLine } from "./dismissal";
import { AlertStateBadge, SeverityBadge } from "./severity";

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";

export function alertTitle(alert: RadarAlert): string {
  return alert.event_name ?? alert.summary;
}

/** Alerts as a toast or dialog names them: "“Data breach” for Acme", or "3 alerts". */
export function alertsSubject(alerts: RadarAlert[]): string {
  const [first] = alerts;
  return alerts.length === 1 && first ? `“${alertTitle(first)}” for ${first.vendor_name}` : `${alerts.length} alerts`;
}

/** The inbox's rows as an ARIA grid driven by the shared keyboard list. */
export function AlertTable({ list, busy }: { list: KeyboardList<RadarAlert>; busy: boolean }) {
  return (
    <table
      {...list.gridProps}
      aria-label="Alerts"
      aria-busy={busy || undefined}
      className="w-full border-collapse text-sm"
    >
      <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <tr className="border-b border-slate-200 dark:border-slate-800">
          <th scope="col" className={`${headerClass} w-8`}>
            <span className="sr-only">Selected</span>
          </th>
          <th scope="col" className={headerClass}>
            Severity
          </th>
          <th scope="col" className={headerClass}>
            Alert
          </th>
          <th scope="col" className={headerClass}>
            Vendor
          </th>
          <th scope="col" className={`${headerClass} hidden md:table-cell`}>
            Impact
          </th>
          <th scope="col" className={`${headerClass} hidden sm:table-cell`}>
            Raised
          </th>
          <th scope="col" className={headerClass}>
            State
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
        {list.rows.map((alert) => {
          const title = alertTitle(alert);
          return (
            <tr key={alert.id} {...list.rowProps(alert)}>
              <td className="px-3 py-2.5 align-top">
                <SelectCheckbox
                  name={`${title}” for “${alert.vendor_name}`}
                  checked={list.isSelected(alert.id)}
                  onToggle={() => list.toggle(alert.id)}
                />
              </td>
              <td className="px-3 py-2.5 align-top">
                <SeverityBadge severity={alert.severity} />
              </td>
              <td className="max-w-md px-3 py-2.5 align-top">
                <p
                  className={`font-medium text-slate-900 dark:text-slate-100 ${alert.is_dismissed ? "line-through" : ""}`}
                >
                  {title}
                </p>
                {alert.event_name ? (
                  <p className="mt-0.5 line-clamp-1 text-xs text-slate-600 dark:text-slate-400">{alert.summary}</p>
                ) : null}
              </td>
              <td className="px-3 py-2.5 align-top text-slate-800 dark:text-slate-200">{alert.vendor_name}</td>
              <td className="hidden px-3 py-2.5 align-top text-slate-700 md:table-cell dark:text-slate-300">
                {alert.impact_type ?? "—"}
              </td>
              <td className="hidden whitespace-nowrap px-3 py-2.5 align-top text-slate-700 sm:table-cell dark:text-slate-300">
                <Time value={alert.created_at} />
              </td>
              <td className="px-3 py-2.5 align-top">
                <AlertStateBadge alert={alert} />
                {alert.is_dismissed ? <DismissalLine alert={alert} className="mt-1 text-xs" /> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
