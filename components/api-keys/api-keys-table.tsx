"use client";

import { type ReactNode, useMemo } from "react";
import { HistoryButton } from "@/components/change-history/history-button";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable } from "@/components/ui/data-table";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { EmptyState } from "@/components/ui/states";
import { Time } from "@/components/ui/time";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import type { ApiKeyRecord } from "@/lib/web/hooks/api-keys";
import { type ApiKeyStatus, keyLabel, keyStatus, sortKeys, statusLabels } from "./model";

const statusVariants: Record<ApiKeyStatus, BadgeVariant> = { active: "success", revoked: "danger", expired: "warning" };

export interface ApiKeysTableProps {
  keys: ApiKeyRecord[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  onRotate: (key: ApiKeyRecord) => void;
  onRevoke: (key: ApiKeyRecord) => void;
  /** Shown when the organization has no keys yet, e.g. a "Create API key" button. */
  emptyAction?: ReactNode;
}

function buildColumns(
  onRotate: (key: ApiKeyRecord) => void,
  onRevoke: (key: ApiKeyRecord) => void,
): DataTableColumn<ApiKeyRecord>[] {
  return [
    {
      id: "name",
      header: "Name",
      cell: ({ row }) => <span className="font-medium">{keyLabel(row.original)}</span>,
    },
    {
      id: "id",
      header: "Key ID",
      cell: ({ row }) => (
        <span className="inline-flex items-center gap-1">
          <code className="font-mono text-xs">{row.original.id}</code>
          <CopyButton value={row.original.id} label={`Copy key ID of ${keyLabel(row.original)}`} />
        </span>
      ),
    },
    {
      id: "scopes",
      header: "Scopes",
      cell: ({ row }) =>
        row.original.scopes.length === 0 ? (
          <Badge>Standard</Badge>
        ) : (
          <span className="flex flex-wrap gap-1">
            {row.original.scopes.map((scope) => (
              <Badge key={scope} variant="info" className="font-mono">
                {scope}
              </Badge>
            ))}
          </span>
        ),
    },
    {
      id: "created",
      header: "Created",
      cell: ({ row }) => <Time value={row.original.created_at} className="whitespace-nowrap" />,
    },
    {
      id: "last_used",
      header: "Last used",
      cell: ({ row }) => <Time value={row.original.last_used_at} fallback="Never" className="whitespace-nowrap" />,
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => {
        const status = keyStatus(row.original);
        return <Badge variant={statusVariants[status]}>{statusLabels[status]}</Badge>;
      },
    },
    {
      id: "actions",
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { align: "right" },
      cell: ({ row }) => {
        const key = row.original;
        const name = <VisuallyHidden> {keyLabel(key)}</VisuallyHidden>;
        // One tree for every status, so that revoking a key keeps its History button (and the focus
        // on it) rather than mounting a new one.
        return (
          <span className="inline-flex gap-2">
            <HistoryButton entityType="api_key" entityId={key.id} name={keyLabel(key)} />
            {keyStatus(key) === "active" ? (
              <>
                <Button size="sm" variant="secondary" onClick={() => onRotate(key)}>
                  Rotate{name}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onRevoke(key)}>
                  Revoke{name}
                </Button>
              </>
            ) : null}
          </span>
        );
      },
    },
  ];
}

/** All keys on one page: the endpoint isn't paginated, so the table gets the whole list at once. */
export function ApiKeysTable({ keys, onRotate, onRevoke, emptyAction, ...state }: ApiKeysTableProps) {
  const columns = useMemo(() => buildColumns(onRotate, onRevoke), [onRotate, onRevoke]);
  const rows = useMemo(() => sortKeys(keys ?? []), [keys]);
  return (
    <DataTable
      caption="API keys"
      columns={columns}
      data={rows}
      getRowId={(key) => key.id}
      total={rows.length}
      page={0}
      pageSize={Math.max(rows.length, 1)}
      onPageChange={() => undefined}
      isLoading={state.isLoading}
      isFetching={state.isFetching}
      error={state.error}
      onRetry={state.onRetry}
      emptyState={
        <EmptyState
          title="No API keys yet"
          description="Create a key to call the /v1 API from your own systems."
          action={emptyAction}
        />
      }
    />
  );
}
