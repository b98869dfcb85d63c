"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { DataTableToolbar } from "@/components/ui/data-table-toolbar";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, type SelectOption } from "@/components/ui/select";
import { useLatest } from "@/components/ui/use-latest";
import type { AuditLogMetadata } from "@/lib/web/hooks/audit-log";
import type { UrlParamValue } from "@/lib/web/use-url-state";
import {
  CUSTOM_RANGE,
  clearedFilters,
  fromLocalInput,
  hasActiveFilters,
  type PageFilters,
  TIME_PRESETS,
  toLocalInput,
} from "./filter-state";

export interface AuditLogFiltersProps {
  filters: PageFilters;
  metadata: AuditLogMetadata | undefined;
  setParams: (partial: Record<string, UrlParamValue>) => void;
}

const noop = () => () => {};
/** False during server rendering and hydration: local-time input values must wait for the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** Keeps the URL's value in the select even before (or without) the metadata listing it. */
function withCurrent(options: SelectOption[], current: string): SelectOption[] {
  return current && !options.some((option) => option.value === current)
    ? [...options, { value: current, label: current }]
    : options;
}

const RANGE_OPTIONS: SelectOption[] = [
  ...TIME_PRESETS.map(({ value, label }) => ({ value, label })),
  { value: CUSTOM_RANGE, label: "Custom range" },
];

/** A datetime-local input that edits a draft and commits it to the URL once it is a complete, settled value. */
function DateTimeFilter(props: {
  label: string;
  value: number | undefined;
  endOfMinute?: boolean;
  error?: string;
  onCommit: (value: number | undefined) => void;
}) {
  const { value, endOfMinute, onCommit } = props;
  const hydrated = useHydrated();
  const committed = hydrated ? toLocalInput(value) : "";
  const [draft, setDraft] = useState(committed);
  const onCommitRef = useLatest(onCommit);
  useEffect(() => setDraft(committed), [committed]);
  useEffect(() => {
    if (draft === committed) {
      return;
    }
    const next = fromLocalInput(draft, endOfMinute);
    if (draft !== "" && next === undefined) {
      return; // still typing
    }
    const timer = window.setTimeout(() => onCommitRef.current(next), 500);
    return () => window.clearTimeout(timer);
  }, [draft, committed, endOfMinute]);

  return (
    <FormField label={props.label} error={props.error} className="w-full sm:w-52">
      <Input type="datetime-local" value={draft} onChange={(event) => setDraft(event.target.value)} />
    </FormField>
  );
}

/** Time range, key, method, status and route filters; every change lands in the URL. */
export function AuditLogFilters({ filters, metadata, setParams }: AuditLogFiltersProps) {
  const keyOptions = withCurrent(
    (metadata?.api_keys ?? []).map((key) => ({ value: key.id, label: key.name || `Key ${key.id.slice(0, 8)}` })),
    filters.key,
  );
  const methodOptions = withCurrent(
    (metadata?.methods ?? []).map((method) => ({ value: method, label: method })),
    filters.method,
  );
  const statusOptions = withCurrent(
    (metadata?.status_codes ?? []).map((status) => ({ value: String(status), label: String(status) })),
    filters.status,
  );
  const routeOptions = withCurrent(
    (metadata?.routes ?? []).map((route) => ({ value: route, label: route })),
    filters.route,
  );
  const rangeError =
    filters.from !== undefined && filters.to !== undefined && filters.from > filters.to
      ? "The end is before the start."
      : undefined;

  const setRange = (range: string) => {
    if (range === CUSTOM_RANGE) {
      // Start the custom range from the last 24 hours, ready to adjust.
      const minute = Math.floor(Date.now() / 60_000) * 60;
      setParams({ range: CUSTOM_RANGE, from: minute - 24 * 60 * 60, to: null });
    } else {
      setParams({ range: range || null, from: null, to: null });
    }
  };

  return (
    <DataTableToolbar
      actions={
        <Button variant="secondary" onClick={() => setParams(clearedFilters())} disabled={!hasActiveFilters(filters)}>
          Clear filters
        </Button>
      }
    >
      <FormField label="Time range" className="w-full sm:w-44">
        <Select
          value={filters.range}
          onChange={(event) => setRange(event.target.value)}
          placeholder="All time"
          options={RANGE_OPTIONS}
        />
      </FormField>
      {filters.range === CUSTOM_RANGE ? (
        <>
          <DateTimeFilter
            label="From"
            value={filters.from}
            onCommit={(from) => setParams({ range: CUSTOM_RANGE, from: from ?? null })}
          />
          <DateTimeFilter
            label="To"
            value={filters.to}
            endOfMinute
            error={rangeError}
            onCommit={(to) => setParams({ range: CUSTOM_RANGE, to: to ?? null })}
          />
        </>
      ) : null}
      <FormField label="API key" className="w-full sm:w-48">
        <Select
          value={filters.key}
          onChange={(event) => setParams({ key: event.target.value })}
          placeholder="Any key"
          options={keyOptions}
        />
      </FormField>
      <FormField label="Method" className="w-full sm:w-40">
        <Select
          value={filters.method}
          onChange={(event) => setParams({ method: event.target.value })}
          placeholder="Any method"
          options={methodOptions}
        />
      </FormField>
      <FormField label="Status" className="w-full sm:w-36">
        <Select
          value={filters.status}
          onChange={(event) => setParams({ status: event.target.value })}
          placeholder="Any status"
          options={statusOptions}
        />
      </FormField>
      <FormField label="Route" className="w-full sm:w-72">
        <Select
          value={filters.route}
          onChange={(event) => setParams({ route: event.target.value })}
          placeholder="Any route"
          options={routeOptions}
        />
      </FormField>
    </DataTableToolbar>
  );
}
