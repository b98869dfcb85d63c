"use client";

// From the files, not the keyboard list's index, which would bring every part of the list into the page.
import type { KeyboardListColumn } from "@/components/ui/keyboard-list/keyboard-list-grid";
import { KeyboardListTable, type KeyboardListTableProps } from "@/components/ui/keyboard-list/keyboard-list-table";
import { selectColumn } from "@/components/ui/keyboard-list/select-cell";
import type { KeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import { Time } from "@/components/ui/time";
import type { RadarAlert } from "@/lib/web/hooks/radar-alerts";
import { DismissalLine } from "./dismissal";
import { AlertStateBadge, SeverityBadge } from "./severity";

export function alertTitle(alert: RadarAlert): string {
  return alert.event_name ?? alert.summary;
}

/** Alerts as a toast or dialog names them: "“Data breach” for Acme", or "3 alerts". */
export function alertsSubject(alerts: RadarAlert[]): string {
  const [first] = alerts;
  return alerts.length === 1 && first ? `“${alertTitle(first)}” for ${first.vendor_name}` : `${alerts.length} alerts`;
}

const muted = "text-slate-700 dark:text-slate-300";

function alertColumns(list: KeyboardList<RadarAlert>): KeyboardListColumn<RadarAlert>[] {
  return [
    selectColumn(
      list,
      (alert) => alert.id,
      (alert) => `${alertTitle(alert)}” for “${alert.vendor_name}`,
    ),
    { header: "Severity", cell: (alert) => <SeverityBadge severity={alert.severity} /> },
    {
      header: "Alert",
      cellClassName: "max-w-md",
      cell: (alert) => (
        <>
          <p className={`font-medium text-slate-900 dark:text-slate-100 ${alert.is_dismissed ? "line-through" : ""}`}>
            {alertTitle(alert)}
          </p>
          {alert.event_name ? (
            <p className="mt-0.5 line-clamp-1 text-xs text-slate-600 dark:text-slate-400">{alert.summary}</p>
          ) : null}
        </>
      ),
    },
    {
      header: "Vendor",
      cellClassName: "text-slate-800 dark:text-slate-200",
      cell: (alert) => alert.vendor_name,
    },
    {
      header: "Impact",
      className: "hidden md:table-cell",
      cellClassName: muted,
      cell: (alert) => alert.impact_type ?? "—",
    },
    {
      header: "Raised",
      className: "hidden sm:table-cell",
      cellClassName: `whitespace-nowrap ${muted}`,
      cell: (alert) => <Time value={alert.created_at} />,
    },
    {
      header: "State",
      cell: (alert) => (
        <>
          <AlertStateBadge alert={alert} />
          {alert.is_dismissed ? <DismissalLine alert={alert} className="mt-1 text-xs" /> : null}
        </>
      ),
    },
  ];
}

export type AlertTableProps = Omit<
  KeyboardListTableProps<RadarAlert>,
  "label" | "regionLabel" | "columns" | "align" | "loadingRows" | "loadingLabel"
>;

/** The inbox's alerts in the keyboard list's table, the grid named "Alerts". */
export function AlertTable(props: AlertTableProps) {
  return (
    <KeyboardListTable
      {...props}
      label="Alerts"
      regionLabel="Alerts list"
      columns={alertColumns(props.list)}
      align="top"
      loadingRows={8}
      loadingLabel="Loading alerts…"
    />
  );
}
