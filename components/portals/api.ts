"use client";

import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { ApiRequestError, apiFetch, searchOf } from "@/lib/web/api-client";
import { errorCodeOf } from "@/lib/web/error-message";
import { useRecordsByIds } from "@/lib/web/hooks/by-ids";
import { useVendorOptions } from "@/lib/web/hooks/vendor-options";
import { type Vendor, vendorKeys, vendorPath } from "@/lib/web/hooks/vendors";
import { type PortalAction, retryAfterSeconds } from "./model";
import type {
  CreatedAssessment,
  CreatePortalInput,
  Portal,
  PortalActivity,
  PortalList,
  PortalListQuery,
  PortalResponse,
} from "./types";

/** React-query keys of the requests; every change invalidates `lists`. */
export const portalKeys = {
  all: ["portals"] as const,
  lists: ["portals", "list"] as const,
  list: (query: PortalListQuery) => ["portals", "list", query] as const,
  detail: (id: string) => ["portals", "detail", id] as const,
  response: (id: string) => ["portals", "response", id] as const,
  activity: (ids: readonly string[]) => ["portals", "activity", ids.join(",")] as const,
};

export const portalPath = (id: string) => `/portals/${encodeURIComponent(id)}`;

/** One page of requests; the previous page stays on screen while the next loads. */
export function usePortalList(query: PortalListQuery) {
  return useQuery({
    queryKey: portalKeys.list(query),
    queryFn: ({ signal }) => apiFetch<PortalList>(`/portals?${searchOf({ ...query })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Answer progress and last vendor activity of the requests shown (at most 200, one call). */
export function usePortalActivity(ids: readonly string[]) {
  const query = useQuery({
    queryKey: portalKeys.activity(ids),
    queryFn: ({ signal }) =>
      apiFetch<{ items: PortalActivity[] }>(`/portals/activity?${searchOf({ ids: ids.join(",") })}`, { signal }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const byId = useMemo(() => new Map((query.data?.items ?? []).map((item) => [item.portal_id, item])), [query.data]);
  // While another page's activity is shown (placeholder), this page's rows say "…", not "—".
  return { byId, isPending: ids.length > 0 && (query.isPending || query.isPlaceholderData), error: query.error };
}

/** One request (the drawer reads it itself, so a shared link opens it too). */
export function usePortal(id: string, initial?: Portal) {
  return useQuery({
    queryKey: portalKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Portal>(portalPath(id), { signal }),
    initialData: initial,
    // The list's copy is shown at once and read again in the background.
    initialDataUpdatedAt: 0,
  });
}

/** What the vendor answered, by section. */
export function usePortalResponse(id: string) {
  return useQuery({
    queryKey: portalKeys.response(id),
    queryFn: ({ signal }) => apiFetch<PortalResponse>(`${portalPath(id)}/response`, { signal }),
  });
}

/**
 * Vendor names for the IDs shown: the first 200 vendors by name (one call, cached with the
 * vendor filters of other pages), then each vendor not among them by ID.
 */
export function useVendorNames(ids: readonly string[]) {
  const options = useVendorOptions();
  const listed = useMemo(
    () => new Map((options.data ?? []).map((option) => [option.value, option.label])),
    [options.data],
  );
  const missing = useMemo(
    () => (options.data === undefined ? [] : [...new Set(ids)].filter((id) => !listed.has(id))),
    [ids, listed, options.data],
  );
  const fetched = useRecordsByIds<Vendor>(missing, vendorKeys.detail, vendorPath);
  const names = new Map(listed);
  const loading = new Set<string>();
  missing.forEach((id, index) => {
    const name = fetched[index]?.data?.name;
    if (name) {
      names.set(id, name);
    } else if (fetched[index]?.isPending) {
      loading.add(id);
    }
  });
  /** Whether the vendor's name may still come (its lookup has not answered). */
  const isLoading = (id: string) => options.isPending || loading.has(id);
  return { names, options: options.data ?? [], isLoading };
}

/** A refusal of POST …/remind that says how long to wait (429 with Retry-After). */
export class PortalRequestError extends ApiRequestError {
  /** Seconds until the next reminder is allowed (Retry-After), else null. */
  readonly retryAfter: number | null;

  constructor(status: number, body: unknown, retryAfter: number | null) {
    super(status, body);
    this.retryAfter = retryAfter;
  }
}

/**
 * POST without a body, keeping the Retry-After header: apiFetch drops the headers, and the
 * reminder's 429 names the wait only there.
 */
async function postKeepingRetryAfter<T>(path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: "POST",
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
  } catch {
    throw new PortalRequestError(0, undefined, null);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) {
    if (response.status === 401 && errorCodeOf(body) === "not_signed_in") {
      const { pathname, search } = window.location;
      window.location.assign(`/signin?callbackUrl=${encodeURIComponent(pathname + search)}`);
    }
    throw new PortalRequestError(response.status, body, retryAfterSeconds(response.headers.get("retry-after")));
  }
  return body as T;
}

/** The server's copy of a changed request: on its detail and in every cached list page at once. */
function showSaved(queryClient: QueryClient, saved: Portal) {
  queryClient.setQueryData(portalKeys.detail(saved.id), saved);
  queryClient.setQueriesData<PortalList>({ queryKey: portalKeys.lists }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.id === saved.id ? saved : item)) } : page,
  );
  // A filter (state) may no longer match it.
  void queryClient.invalidateQueries({ queryKey: portalKeys.lists });
}

export type ImmediateAction = Exclude<PortalAction, "extend">;

/** Pause, resume, close, reopen or remind: POST …/{action}, answering the updated request. */
export function usePortalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portal, action }: { portal: Portal; action: ImmediateAction }) =>
      action === "remind"
        ? postKeepingRetryAfter<Portal>(`${portalPath(portal.id)}/remind`)
        : apiFetch<Portal>(`${portalPath(portal.id)}/${action}`, { method: "POST" }),
    onSuccess: (saved) => showSaved(queryClient, saved),
    onError: (error, { portal }) => {
      // Refused because the request changed meanwhile (409): show what it is now.
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: portalKeys.detail(portal.id) });
        void queryClient.invalidateQueries({ queryKey: portalKeys.lists });
      }
    },
  });
}

/** PATCH /v1/portals/{id} {due_at}. */
export function useExtendDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalId, dueAt }: { portalId: string; dueAt: number }) =>
      apiFetch<Portal>(portalPath(portalId), { method: "PATCH", body: { due_at: dueAt } }),
    onSuccess: (saved) => showSaved(queryClient, saved),
  });
}

/** POST /v1/portals: a request opened by hand. */
export function useCreatePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePortalInput) => apiFetch<Portal>("/portals", { method: "POST", body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(portalKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: portalKeys.lists });
    },
  });
}

/** POST /v1/portals/{id}/assessment: an assessment whose evidence is the submitted answers and files. */
export function useStartAssessment(portalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      apiFetch<CreatedAssessment>(`${portalPath(portalId)}/assessment`, {
        method: "POST",
        body: {},
        idempotencyKey,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["assessments"] });
    },
  });
}
