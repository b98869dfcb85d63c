"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/cn";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { Time } from "@/components/ui/time";
import type { RadarEvent } from "@/lib/modules/radar/schemas";
import { radarEventPath } from "@/lib/web/hooks/radar-events";

export const linkClass = `rounded text-blue-700 hover:underline dark:text-blue-300 ${focusRing}`;

/** What an event is called where it has no name (feed items may arrive without one). */
export const eventTitle = (event: Pick<RadarEvent, "name" | "summary">) =>
  event.name || event.summary.slice(0, 80) || "Untitled event";

export const eventColumns: DataTableColumn<RadarEvent>[] = [
  {
    id: "name",
    header: "Event",
    cell: ({ row }) => (
      <span className="flex min-w-48 max-w-md flex-wrap items-center gap-2">
        <Link href={radarEventPath(row.original.id)} className={`font-medium ${linkClass}`}>
          {eventTitle(row.original)}
        </Link>
        {row.original.is_archived ? <Badge variant="neutral">Archived</Badge> : null}
      </span>
    ),
  },
  {
    id: "impact",
    header: "Impact",
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        <Badge variant="info">{row.original.primary_impact_type}</Badge>
        {row.original.secondary_impact_types.map((type) => (
          <Badge key={type} variant="neutral">
            {type}
          </Badge>
        ))}
      </span>
    ),
  },
  {
    id: "vendors",
    header: "Impacted vendors",
    meta: { align: "right" },
    cell: ({ row }) => <span className="tabular-nums">{row.original.vendor_ids.length}</span>,
  },
  { id: "source", header: "Source", cell: ({ row }) => row.original.source_name ?? "—" },
  {
    id: "occurred_at",
    header: "Occurred",
    cell: ({ row }) => <Time value={row.original.occurred_at} className="whitespace-nowrap" />,
  },
];
