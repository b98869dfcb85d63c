"use client";

import { HistoryButton } from "@/components/change-history/history-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { Time } from "@/components/ui/time";
import { type User, userDisplayName } from "@/lib/web/hooks/users";
import { canInvite, membershipLabel, roleLabel } from "./model";

export type UserAction = "invite" | "role" | "archive" | "reactivate" | "sign_out";

const baseColumns: DataTableColumn<User>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => {
      const name = [row.original.first_name, row.original.last_name].filter(Boolean).join(" ");
      return name ? <span className="font-medium">{name}</span> : <span className="text-slate-500">—</span>;
    },
  },
  { id: "email", header: "Email", cell: ({ row }) => <span className="break-all">{row.original.email}</span> },
  { id: "role", header: "Role", cell: ({ row }) => roleLabel(row.original.role) },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => {
      const { label, variant } = membershipLabel(row.original);
      return <Badge variant={variant}>{label}</Badge>;
    },
  },
  {
    id: "created",
    header: "Added",
    cell: ({ row }) => <Time value={row.original.created_at} className="whitespace-nowrap" />,
  },
];

function RowActions({ user, onAction }: { user: User; onAction?: (user: User, action: UserAction) => void }) {
  const name = userDisplayName(user);
  const history = <HistoryButton entityType="user" entityId={user.id} name={name} />;
  if (!onAction) {
    return <span className="flex justify-end">{history}</span>;
  }
  return (
    <span className="flex justify-end gap-1.5">
      {history}
      {canInvite(user) ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onAction(user, "invite")}
          aria-label={`Invitation link for ${name}`}
        >
          Invitation link
        </Button>
      ) : null}
      {user.is_archived ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onAction(user, "reactivate")}
          aria-label={`Reactivate ${name}`}
        >
          Reactivate
        </Button>
      ) : (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onAction(user, "role")}
            aria-label={`Change role of ${name}`}
          >
            Change role
          </Button>
          {user.status === "active" ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onAction(user, "sign_out")}
              aria-label={`Sign ${name} out of all sessions`}
            >
              Sign out everywhere
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => onAction(user, "archive")} aria-label={`Archive ${name}`}>
            Archive
          </Button>
        </>
      )}
    </span>
  );
}

/** The read-only columns, plus a row of actions (only History for people who aren't admins). */
export function userColumns(onAction?: (user: User, action: UserAction) => void): DataTableColumn<User>[] {
  return [
    ...baseColumns,
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <RowActions user={row.original} onAction={onAction} />,
      meta: { align: "right" },
    },
  ];
}
