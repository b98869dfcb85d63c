"use client";

import Link from "next/link";
import { entityWords } from "@/components/change-history/entity-words";
import { actionLabel, actorLabel, entityHref, entityTypeLabel } from "@/components/change-history/model";
import { changedFieldsSummary } from "@/components/change-history/references";
import { focusRing } from "@/components/ui/cn";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { Time } from "@/components/ui/time";
import type { ChangeLogItem } from "@/lib/web/hooks/change-log";

const muted = "text-slate-600 dark:text-slate-400";

function EntityCell({ item }: { item: ChangeLogItem }) {
  const name = entityWords(item);
  const href = entityHref(item);
  return href ? (
    <Link href={href} className={`rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`}>
      {name}
    </Link>
  ) : (
    <span>{name}</span>
  );
}

function ChangesCell({ item }: { item: ChangeLogItem }) {
  return (
    <div className="max-w-sm">
      <p>{changedFieldsSummary(item.changes)}</p>
      {item.reason ? <p className={`text-xs ${muted}`}>Reason: {item.reason}</p> : null}
    </div>
  );
}

export const changeColumns: DataTableColumn<ChangeLogItem>[] = [
  {
    id: "created_at",
    header: "Time",
    cell: ({ row }) => <Time value={row.original.created_at} className="whitespace-nowrap" />,
  },
  { id: "actor", header: "Who", cell: ({ row }) => actorLabel(row.original.actor) },
  { id: "entity_type", header: "Type", cell: ({ row }) => entityTypeLabel(row.original.entity_type) },
  {
    id: "entity",
    header: "Record",
    meta: { className: "max-w-[16rem] break-words" },
    cell: ({ row }) => <EntityCell item={row.original} />,
  },
  { id: "action", header: "Action", cell: ({ row }) => actionLabel(row.original.action) },
  { id: "changes", header: "Changed fields", cell: ({ row }) => <ChangesCell item={row.original} /> },
];
