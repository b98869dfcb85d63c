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
import { type ApiKeyStatus, keyLabel, keyStatus, shownScopes, sortKeys, statusLabels } from "./model";

const statusVariants: Record<ApiKeyStatus, BadgeVariant> = {
  active: "success",
  rotating: "info",
  revoked: "danger",
  expired: "warning",
};

const NOTE = "block text-xs text-slate-600 dark:text-slate-400";

function ScopesCell({ apiKey }: { apiKey: ApiKeyRecord }) {
  const scopes = shownScopes(apiKey);
  return (
    <span className="flex flex-wrap gap-1">
      {scopes.length === 0 ? <Badge>Standard</Badge> : null}
      {scopes.map((scope) => (
        <Badge key={scope} variant="info" className="font-mono">
          {scope}
        </Badge>
      ))}
      {apiKey.read_only ? <Badge variant="warning">Read-only</Badge> : null}
    </span>
  );
}

function ExpiresCell({ apiKey }: { apiKey: ApiKeyRecord }) {
  if (apiKey.expires_at === null) {
    return <span>Never</span>;
  }
  return apiKey.expired ? (
    <span className="whitespace-nowrap font-medium text-amber-800 dark:text-amber-300">
      Expired <Time value={apiKey.expires_at} mode="absolute" />
    </span>
  ) : (
    <Time value={apiKey.expires_at} mode="absolute" className="whitespace-nowrap" />
  );
}

function StatusCell({ apiKey }: { apiKey: ApiKeyRecord }) {
  const status = keyStatus(apiKey);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge variant={statusVariants[status]}>{statusLabels[status]}</Badge>
      {status === "rotating" ? (
        <span className={NOTE}>
          Old secret stops <Time value={apiKey.revokes_at} mode="absolute" />
        </span>
      ) : null}
      {status === "active" && apiKey.previous_secret_expires_at ? (
        <span className={NOTE}>
          Previous secret works until <Time value={apiKey.previous_secret_expires_at} mode="absolute" />
        </span>
      ) : null}
    </span>
  );
}

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
      cell: ({ row }) => <ScopesCell apiKey={row.original} />,
    },
    {
      id: "created",
      header: "Created",
      cell: ({ row }) => <Time value={row.original.created_at} className="whitespace-nowrap" />,
    },
    {
      id: "expires",
      header: "Expires",
      cell: ({ row }) => <ExpiresCell apiKey={row.original} />,
    },
    {
      id: "last_used",
      header: "Last used",
      cell: ({ row }) => <Time value={row.original.last_used_at} fallback="Never" className="whitespace-nowrap" />,
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => <StatusCell apiKey={row.original} />,
    },
    {
      id: "actions",
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { align: "right" },
      cell: ({ row }) => {
        const key = row.original;
        const name = <VisuallyHidden> {keyLabel(key)}</VisuallyHidden>;
        const status = keyStatus(key);
        // One tree for every status, so that revoking a key keeps its History button (and the focus
        // on it) rather than mounting a new one. A rotating key can still be revoked: that ends its
        // overlap at once.
        return (
          <span className="inline-flex gap-2">
            <HistoryButton entityType="api_key" entityId={key.id} name={keyLabel(key)} />
            {status === "active" ? (
              <Button size="sm" variant="secondary" onClick={() => onRotate(key)}>
                Rotate{name}
              </Button>
            ) : null}
            {status === "active" || status === "rotating" ? (
              <Button size="sm" variant="secondary" onClick={() => onRevoke(key)}>
                Revoke{name}
              </Button>
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
