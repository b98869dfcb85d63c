"use client";

import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { DataTableColumn } from "@/components/ui/data-table-model";
import { Time } from "@/components/ui/time";
import { formatCount } from "@/lib/web/format";
import type { AuditEntry } from "@/lib/web/hooks/audit-log";

export function statusVariant(status: number): BadgeVariant {
  if (status >= 500) {
    return "danger";
  }
  if (status >= 400) {
    return "warning";
  }
  if (status >= 200 && status < 300) {
    return "success";
  }
  return "neutral";
}

export function methodVariant(method: string): BadgeVariant {
  if (method === "GET" || method === "HEAD") {
    return "neutral";
  }
  return method === "DELETE" ? "danger" : "info";
}

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge variant={methodVariant(method)} className="font-mono">
      {method}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: number }) {
  return (
    <Badge variant={statusVariant(status)} className="tabular-nums">
      {status}
    </Badge>
  );
}

export function formatDuration(ms: number): string {
  return `${formatCount(ms)} ms`;
}

/** The route template, or the concrete path marked "no route" when nothing matched (an authenticated 404). */
export function RouteText({ entry }: { entry: AuditEntry }) {
  if (entry.route) {
    return <code className="font-mono text-xs">{entry.route}</code>;
  }
  return (
    <span className="text-xs">
      <code className="font-mono">{entry.path}</code>{" "}
      <span className="text-slate-600 dark:text-slate-400">(no route)</span>
    </span>
  );
}

/** "Key name", or "Dashboard session" for calls made by a signed-in user. */
export function credentialLabel(entry: AuditEntry): string {
  if (entry.api_key_id) {
    return entry.api_key_name || "Unnamed key";
  }
  return entry.user_id ? "Dashboard session" : "—";
}

const muted = "text-slate-600 dark:text-slate-400";

export const auditLogColumns: DataTableColumn<AuditEntry>[] = [
  {
    id: "occurred_at",
    header: "Time",
    cell: ({ row }) => <Time value={row.original.occurred_at} className="whitespace-nowrap" />,
  },
  { id: "method", header: "Method", cell: ({ row }) => <MethodBadge method={row.original.method} /> },
  { id: "route", header: "Route", cell: ({ row }) => <RouteText entry={row.original} /> },
  { id: "status_code", header: "Status", cell: ({ row }) => <StatusBadge status={row.original.status_code} /> },
  {
    id: "duration_ms",
    header: "Duration",
    meta: { align: "right", className: "whitespace-nowrap tabular-nums" },
    cell: ({ row }) => formatDuration(row.original.duration_ms),
  },
  {
    id: "credential",
    header: "Key",
    meta: { className: "max-w-[14rem] truncate" },
    cell: ({ row }) => {
      const entry = row.original;
      return entry.api_key_id ? credentialLabel(entry) : <span className={muted}>{credentialLabel(entry)}</span>;
    },
  },
  {
    id: "client_ip",
    header: "Client IP",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) =>
      row.original.client_ip ? (
        <code className="font-mono text-xs">{row.original.client_ip}</code>
      ) : (
        <span className={muted}>Unknown</span>
      ),
  },
  {
    id: "request_id",
    header: "Request ID",
    // The full ID is in the drawer (with a copy button); the table shows its start.
    cell: ({ row }) => (
      <code className="block max-w-[9rem] truncate font-mono text-xs" title={row.original.request_id}>
        {row.original.request_id}
      </code>
    ),
  },
];
