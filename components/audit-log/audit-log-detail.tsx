"use client";

import type { ReactNode, RefObject } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Drawer, DrawerContent } from "@/components/ui/drawer";
import { Time } from "@/components/ui/time";
import type { AuditEntry } from "@/lib/web/hooks/audit-log";
import { credentialLabel, formatDuration, MethodBadge, RouteText, StatusBadge } from "./audit-log-columns";

export interface AuditLogDetailProps {
  /** The entry shown; null closes the drawer. */
  entry: AuditEntry | null;
  onClose: () => void;
  /**
   * Where focus goes back on close (the row that opened it). Radix returns focus to a DrawerTrigger,
   * and a table row is not one.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const muted = "text-slate-600 dark:text-slate-400";
const mono = "break-all font-mono text-xs";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Credential({ entry }: { entry: AuditEntry }) {
  if (entry.api_key_id) {
    return (
      <>
        <span className="block">API key: {credentialLabel(entry)}</span>
        <span className={`block ${mono} ${muted}`}>{entry.api_key_id}</span>
      </>
    );
  }
  if (entry.user_id) {
    return (
      <>
        <span className="block">Dashboard session</span>
        <span className={`block ${mono} ${muted}`}>User {entry.user_id}</span>
      </>
    );
  }
  return <span className={muted}>Unknown</span>;
}

function QueryParams({ names }: { names: string[] }) {
  if (names.length === 0) {
    return <span className={muted}>None</span>;
  }
  return (
    <ul className="flex flex-wrap gap-1.5">
      {names.map((name) => (
        <li key={name} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800">
          {name}
        </li>
      ))}
    </ul>
  );
}

function DetailBody({ entry }: { entry: AuditEntry }) {
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-800">
      <Field label="Time">
        <Time value={entry.occurred_at} mode="absolute" className="block" />
        <Time value={entry.occurred_at} className={`block ${muted}`} />
      </Field>
      <Field label="Method">
        <MethodBadge method={entry.method} />
      </Field>
      <Field label="Route">
        <RouteText entry={entry} />
      </Field>
      <Field label="Path">
        <code className={mono}>{entry.path}</code>
      </Field>
      <Field label="Query parameters">
        <QueryParams names={entry.query_params} />
      </Field>
      <Field label="Status">
        <StatusBadge status={entry.status_code} />
      </Field>
      <Field label="Duration">
        <span className="tabular-nums">{formatDuration(entry.duration_ms)}</span>
      </Field>
      <Field label="Called by">
        <Credential entry={entry} />
      </Field>
      <Field label="Client IP">
        {entry.client_ip ? <code className={mono}>{entry.client_ip}</code> : <span className={muted}>Unknown</span>}
      </Field>
      <Field label="Request ID">
        <span className="flex items-center gap-2">
          <code className={mono} data-testid="request-id">
            {entry.request_id}
          </code>
          <CopyButton value={entry.request_id} label="Copy request ID" />
        </span>
      </Field>
      <Field label="Entry ID">
        <code className={mono}>{entry.id}</code>
      </Field>
      <Field label="Type">
        <code className={mono}>
          {entry.type} / {entry.target_type}
        </code>
      </Field>
    </dl>
  );
}

/** Every field of one audit entry in a side drawer; Escape or the close button closes it. */
export function AuditLogDetail({ entry, onClose, returnFocusRef }: AuditLogDetailProps) {
  return (
    <Drawer
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
        }
      }}
    >
      {entry ? (
        <DrawerContent
          title={
            <>
              {entry.method} {entry.route ?? entry.path}
            </>
          }
          description={`API call with status ${entry.status_code}`}
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef?.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <DetailBody entry={entry} />
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}
