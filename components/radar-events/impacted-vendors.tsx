"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import type { RadarEvent } from "@/lib/modules/radar/schemas";
import { useRecordsByIds } from "@/lib/web/hooks/by-ids";
import { useEventAlerts } from "@/lib/web/hooks/radar-events";
import { fetchVendor, vendorKeys, vendorPath } from "@/lib/web/hooks/vendors";
import {
  ALERT_STATE_LABELS,
  ALERT_STATE_VARIANTS,
  alertState,
  type ImpactedVendorRow,
  impactedVendorRows,
} from "./alert-state";
import { linkClass } from "./event-columns";

const cellClass = "px-4 py-2 text-left align-top";

/** Names of vendors that have no alert of the event to name them (e.g. linked after the detector ran). */
function useMissingVendorNames(rows: ImpactedVendorRow[]) {
  const missing = rows.filter((row) => row.vendorName === null).map((row) => row.vendorId);
  const vendors = useRecordsByIds(missing, vendorKeys.detail, fetchVendor);
  return new Map(missing.map((id, index) => [id, vendors[index]?.data?.name]));
}

function AlertStates({ row }: { row: ImpactedVendorRow }) {
  if (row.alerts.length === 0) {
    return <span className="text-slate-600 dark:text-slate-400">No alert</span>;
  }
  return (
    <ul className="flex flex-col gap-1">
      {row.alerts.map((alert) => {
        const state = alertState(alert);
        return (
          <li key={alert.id} className="flex flex-wrap items-center gap-2">
            <Badge variant={ALERT_STATE_VARIANTS[state]}>{ALERT_STATE_LABELS[state]}</Badge>
            <span className="text-slate-700 capitalize dark:text-slate-300">{alert.severity} severity</span>
            {alert.is_dismissed && alert.dismiss_reason ? (
              <span className="text-slate-600 dark:text-slate-400">“{alert.dismiss_reason}”</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The event's impacted vendors, each with the state of its alerts (active, dismissed or suppressed). */
export function ImpactedVendors({ event }: { event: RadarEvent }) {
  const alerts = useEventAlerts(event.id, { archived: event.is_archived });
  const rows = impactedVendorRows(event.vendor_ids, alerts.data ?? []);
  const names = useMissingVendorNames(rows);

  let body: ReactNode;
  if (alerts.isPending) {
    body = <LoadingState variant="skeleton" rows={3} label="Loading the impacted vendors…" />;
  } else if (alerts.isError) {
    body = (
      <ErrorState message={alerts.error.message} onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        title="No impacted vendors"
        description="This event names no vendor of your organization, so it raised no alert."
      />
    );
  } else {
    body = (
      <div className="relative overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Impacted vendors and their alerts</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className={`${cellClass} font-medium`}>
                Vendor
              </th>
              <th scope="col" className={`${cellClass} font-medium`}>
                Alerts
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.vendorId} className="border-b border-slate-200 last:border-0 dark:border-slate-800">
                <th scope="row" className={`${cellClass} font-normal`}>
                  <Link href={vendorPath(row.vendorId)} className={`font-medium ${linkClass}`}>
                    {row.vendorName ?? names.get(row.vendorId) ?? "Vendor"}
                  </Link>
                </th>
                <td className={cellClass}>
                  <AlertStates row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card
      title="Impacted vendors"
      description={`${event.vendor_ids.length} ${event.vendor_ids.length === 1 ? "vendor" : "vendors"} linked to this event.`}
      flush
    >
      {body}
    </Card>
  );
}
