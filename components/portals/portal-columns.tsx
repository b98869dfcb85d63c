"use client";

import Link from "next/link";
import { focusRing } from "@/components/ui/cn";
import { CopyButton } from "@/components/ui/copy-button";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { Time } from "@/components/ui/time";
import type { Portal, PortalActivity } from "@/lib/web/portals";
import { DueDate } from "./due-date";
import { isFinished, portalName, portalTypeLabel, progressText } from "./model";
import { PortalActionButtons, type PortalActionsApi } from "./portal-actions";
import { PortalStateBadges } from "./state-badges";

const muted = "text-slate-600 dark:text-slate-400";
const linkClass = `rounded hover:underline ${focusRing}`;

export interface PortalColumnContext {
  vendorNames: Map<string, string>;
  vendorLoading: (vendorId: string) => boolean;
  activity: Map<string, PortalActivity>;
  activityPending: boolean;
  /** The list's URL with this request's drawer open. */
  hrefFor: (portalId: string) => string;
  /** Starts loading the drawer's code (hover or focus of a request's link). */
  preloadDrawer: () => void;
  /** The page's actions: their dialogs live in the page, so a row re-rendered by a refetch keeps them. */
  actions: PortalActionsApi;
}

/** "3 / 10" and a small bar; the bar says "3 of 10 questions answered" to screen readers. */
function Progress({ name, activity, pending }: { name: string; activity?: PortalActivity; pending: boolean }) {
  if (!activity) {
    return <span className={muted}>{pending ? "…" : "—"}</span>;
  }
  const { answered, total } = activity;
  const percent = total > 0 ? Math.min(100, Math.round((answered / total) * 100)) : 0;
  return (
    <div className="w-24 space-y-1">
      <span className="whitespace-nowrap tabular-nums">
        {answered} / {total}
      </span>
      <div
        role="progressbar"
        aria-label={`Answers to ${name}`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={progressText(answered, total)}
        className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-blue-700 dark:bg-blue-400" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The portals list's columns; names (request, vendor) and words (type, state), never codes or IDs. */
export function portalColumns(context: PortalColumnContext): DataTableColumn<Portal>[] {
  return [
    {
      id: "request",
      header: "Request",
      cell: ({ row }) => {
        const portal = row.original;
        const name = portalName(portal);
        return (
          <div className="min-w-[12rem] max-w-xs">
            <span className="flex items-start gap-1">
              <Link
                href={context.hrefFor(portal.id)}
                replace
                scroll={false}
                data-portal-link={portal.id}
                onMouseEnter={context.preloadDrawer}
                onFocus={context.preloadDrawer}
                className={`font-medium text-blue-700 dark:text-blue-300 ${linkClass}`}
              >
                {name}
              </Link>
              <CopyButton value={portal.url} label={`Copy link to ${name}`} className="shrink-0" />
            </span>
            <span className={`block text-xs ${muted}`}>{portalTypeLabel(portal.type)}</span>
          </div>
        );
      },
    },
    {
      id: "vendor",
      header: "Vendor",
      cell: ({ row }) => {
        const name = context.vendorNames.get(row.original.vendor_id);
        if (!name) {
          return (
            <span className={muted}>{context.vendorLoading(row.original.vendor_id) ? "…" : "Unknown vendor"}</span>
          );
        }
        return (
          <Link href={`/vendors/${encodeURIComponent(row.original.vendor_id)}`} className={linkClass}>
            {name}
          </Link>
        );
      },
    },
    { id: "state", header: "State", cell: ({ row }) => <PortalStateBadges portal={row.original} /> },
    {
      id: "due",
      header: "Due",
      cell: ({ row }) => (
        <DueDate
          value={row.original.due_at}
          showCountdown={!isFinished(row.original) && !row.original.paused}
          fallback="—"
        />
      ),
    },
    {
      id: "progress",
      header: "Progress",
      cell: ({ row }) => (
        <Progress
          name={portalName(row.original)}
          activity={context.activity.get(row.original.id)}
          pending={context.activityPending}
        />
      ),
    },
    {
      id: "activity",
      header: "Last vendor activity",
      cell: ({ row }) => {
        const activity = context.activity.get(row.original.id);
        if (!activity) {
          return <span className={muted}>{context.activityPending ? "…" : "—"}</span>;
        }
        return <Time value={activity.last_vendor_activity_at} fallback="None yet" className="whitespace-nowrap" />;
      },
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <PortalActionButtons
          portal={row.original}
          actions={context.actions}
          nameSuffix={portalName(row.original)}
          className="min-w-[11rem] justify-end"
        />
      ),
      meta: { align: "right" },
    },
  ];
}
