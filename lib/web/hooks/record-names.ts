"use client";

import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { portalTypeLabels } from "@/lib/contract/portals";
import { api, dataOf } from "../api";
import { useControlSets } from "./controls";

/**
 * The names of records another record refers to by ID (a workflow run's vendor and portal, an
 * assessment's control sets, a change log entry's record), so a page shows "Acme Corp", never
 * `cbvndr_…`. Each record is fetched once and cached on its own; control sets come from their list.
 */
export type NamedKind = "vendor" | "assessment" | "portal" | "reassessment" | "webhook" | "control_set" | "document";

export interface RecordRef {
  kind: NamedKind;
  id: string;
}

export interface RecordName {
  /** The record's words: its name, or a description ("Inherent risk questionnaire for Acme"). */
  name: string;
  /** Where it is shown in the app, when it has a page. */
  href: string | null;
}

/** How a record reads when it cannot be loaded (deleted, or not readable with this credential). */
export const UNKNOWN_RECORD: Record<NamedKind, string> = {
  vendor: "an unknown vendor",
  assessment: "an unknown assessment",
  portal: "an unknown request",
  reassessment: "an unknown reassessment",
  webhook: "an unknown webhook",
  control_set: "an unknown control set",
  document: "an unknown document",
};

const enc = encodeURIComponent;

/** The fields of a fetched record its name is made of (each kind's typed answer has those it needs). */
interface Fetched {
  name?: string | null;
  title?: string | null;
  url?: string | null;
  display_name?: string | null;
  type?: string;
  vendor_id?: string | null;
}

/**
 * A portal in words: its display name when it has one (by default the type and the vendor,
 * "Inherent risk questionnaire: Acme"), else its type "for <vendor>".
 */
export function portalWords(portal: Fetched, vendorName: string | null): string {
  const named = portal.display_name?.trim();
  if (named) {
    return named;
  }
  const typeLabel =
    portal.type && Object.hasOwn(portalTypeLabels, portal.type)
      ? portalTypeLabels[portal.type as keyof typeof portalTypeLabels]
      : "Request";
  return vendorName ? `${typeLabel} for ${vendorName}` : typeLabel;
}

const FETCH: Record<Exclude<NamedKind, "control_set">, (id: string, signal: AbortSignal) => Promise<Fetched>> = {
  vendor: (id, signal) => dataOf(api.GET("/v1/vendors/{vendor_id}", { params: { path: { vendor_id: id } }, signal })),
  assessment: (id, signal) =>
    dataOf(api.GET("/v1/assessments/{assessment_id}", { params: { path: { assessment_id: id } }, signal })),
  portal: (id, signal) => dataOf(api.GET("/v1/portals/{portal_id}", { params: { path: { portal_id: id } }, signal })),
  reassessment: (id, signal) =>
    dataOf(api.GET("/v1/reassessments/{reassessment_id}", { params: { path: { reassessment_id: id } }, signal })),
  webhook: (id, signal) =>
    dataOf(api.GET("/v1/webhooks/{webhook_id}", { params: { path: { webhook_id: id } }, signal })),
  document: (id, signal) =>
    dataOf(api.GET("/v1/documents/{document_id}", { params: { path: { document_id: id } }, signal })),
};

function nameOf(kind: Exclude<NamedKind, "control_set">, id: string, record: Fetched): RecordName {
  switch (kind) {
    case "vendor":
      return { name: record.name || UNKNOWN_RECORD.vendor, href: `/vendors/${enc(id)}` };
    case "assessment":
      return { name: record.name || "Untitled assessment", href: `/assessments/${enc(id)}` };
    case "reassessment":
      return { name: record.title || "Untitled reassessment", href: `/reassessments/${enc(id)}` };
    case "webhook":
      return { name: record.name || record.url || "Webhook", href: `/webhooks/${enc(id)}` };
    case "portal":
      return { name: portalWords(record, null), href: `/portals?highlight=${enc(id)}` };
    case "document":
      return { name: record.name || "Untitled document", href: null };
  }
}

const unique = (refs: readonly RecordRef[]) => {
  const seen = new Map<string, RecordRef>();
  for (const ref of refs) {
    if (ref.id) {
      seen.set(`${ref.kind}:${ref.id}`, ref);
    }
  }
  return [...seen.values()];
};

function useFetchedRecords(refs: readonly RecordRef[]) {
  const fetched = refs.filter((ref): ref is RecordRef & { kind: Exclude<NamedKind, "control_set"> } => {
    return ref.kind !== "control_set";
  });
  const results = useQueries({
    queries: fetched.map((ref) => ({
      queryKey: ["record-name", ref.kind, ref.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => FETCH[ref.kind](ref.id, signal),
      staleTime: 60_000,
      retry: false,
    })),
  });
  return { fetched, results };
}

/**
 * Names for `refs`, by ID (a record not loaded yet is missing from the map; one that failed to load
 * reads as "an unknown vendor"). A portal's vendor is looked up too, so it reads "… for Acme".
 */
export function useRecordNames(refs: readonly RecordRef[]): {
  names: ReadonlyMap<string, RecordName>;
  loading: boolean;
} {
  const wanted = useMemo(() => unique(refs), [refs]);
  const first = useFetchedRecords(wanted);
  const firstStamp = first.results.map((result) => result.dataUpdatedAt).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: useQueries returns a new array each render; firstStamp says when one loaded
  const portalVendors = useMemo(() => {
    const more: RecordRef[] = [];
    first.fetched.forEach((ref, index) => {
      const vendorId = ref.kind === "portal" ? first.results[index]?.data?.vendor_id : null;
      if (vendorId && !wanted.some((other) => other.kind === "vendor" && other.id === vendorId)) {
        more.push({ kind: "vendor", id: vendorId });
      }
    });
    return unique(more);
  }, [wanted, firstStamp]);
  const second = useFetchedRecords(portalVendors);
  const needsSets = wanted.some((ref) => ref.kind === "control_set");
  const sets = useControlSets({ enabled: needsSets });

  const stamp = [...first.results, ...second.results]
    .map((result) => `${result.dataUpdatedAt}/${result.status}`)
    .join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: useQueries returns a new array each render; stamp says when one settled
  return useMemo(() => {
    const names = new Map<string, RecordName>();
    const all = [
      ...first.fetched.map((ref, index) => ({ ref, result: first.results[index] })),
      ...second.fetched.map((ref, index) => ({ ref, result: second.results[index] })),
    ];
    for (const { ref, result } of all) {
      if (result?.data) {
        names.set(ref.id, nameOf(ref.kind, ref.id, result.data));
      } else if (result?.isError) {
        names.set(ref.id, { name: UNKNOWN_RECORD[ref.kind], href: null });
      }
    }
    for (const { ref, result } of all) {
      if (ref.kind === "portal" && result?.data) {
        const vendorId = result.data.vendor_id;
        const vendor = vendorId ? names.get(vendorId) : undefined;
        names.set(ref.id, {
          name: portalWords(result.data, vendor && vendor.name !== UNKNOWN_RECORD.vendor ? vendor.name : null),
          href: `/portals?highlight=${enc(ref.id)}`,
        });
      }
    }
    if (needsSets && sets.data) {
      const byId = new Map(sets.data.map((set) => [set.id, set.name]));
      for (const ref of wanted) {
        if (ref.kind === "control_set") {
          names.set(ref.id, { name: byId.get(ref.id) ?? UNKNOWN_RECORD.control_set, href: null });
        }
      }
    } else if (needsSets && sets.isError) {
      for (const ref of wanted) {
        if (ref.kind === "control_set") {
          names.set(ref.id, { name: UNKNOWN_RECORD.control_set, href: null });
        }
      }
    }
    return { names, loading: all.some(({ result }) => result?.isPending) || (needsSets && sets.isPending) };
  }, [stamp, wanted, needsSets, sets.data, sets.isError, sets.isPending]);
}
