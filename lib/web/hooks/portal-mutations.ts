"use client";

import { type MutationOptions, type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/web/api";
import { ApiRequestError } from "@/lib/web/api-client";
import { describeApiError, errorCodeOf } from "@/lib/web/error-message";
import { type CreatePortalInput, type Portal, type PortalAction, type PortalList, retryAfterSeconds } from "../portals";
import { portalKeys } from "./portals";

// The changes, apart from the reads (./portals): the list loads neither them nor React Query's
// mutation code until an action, the drawer or the send dialog is opened.

/** A refusal of POST …/remind that says how long to wait (429 with Retry-After). */
export class PortalRequestError extends ApiRequestError {
  /** Seconds until the next reminder is allowed (Retry-After), else null. */
  readonly retryAfter: number | null;

  constructor(status: number, body: unknown, retryAfter: number | null) {
    super(status, body, describeApiError(status, body));
    this.retryAfter = retryAfter;
  }
}

/**
 * The typed client's fetch for POST …/remind, keeping the Retry-After header: the client's own
 * (proxyFetch) drops the headers, and the reminder's 429 names the wait only there.
 */
async function fetchKeepingRetryAfter(request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    throw new PortalRequestError(0, undefined, null);
  }
  if (response.ok) {
    return response;
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (response.status === 401 && errorCodeOf(body) === "not_signed_in") {
    const { pathname, search } = window.location;
    window.location.assign(`/signin?callbackUrl=${encodeURIComponent(pathname + search)}`);
  }
  throw new PortalRequestError(response.status, body, retryAfterSeconds(response.headers.get("retry-after")));
}

/** POST …/{action} of an immediate action (no body), answering the updated request. */
function postAction(portalId: string, action: ImmediateAction) {
  const params = { path: { portal_id: portalId } };
  switch (action) {
    case "pause":
      return dataOf(api.POST("/v1/portals/{portal_id}/pause", { params }));
    case "resume":
      return dataOf(api.POST("/v1/portals/{portal_id}/resume", { params }));
    case "close":
      return dataOf(api.POST("/v1/portals/{portal_id}/close", { params }));
    case "reopen":
      return dataOf(api.POST("/v1/portals/{portal_id}/reopen", { params }));
    case "remind":
      return dataOf(api.POST("/v1/portals/{portal_id}/remind", { params, fetch: fetchKeepingRetryAfter }));
  }
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

export interface PortalActionVariables {
  portal: Portal;
  action: ImmediateAction;
}

/**
 * Pause, resume, close, reopen or remind: POST …/{action}, answering the updated request. Options of
 * the mutation, shared by usePortalAction and the list's buttons (components/portals/run-action, which
 * run it without a hook so the list loads this code on the first click).
 */
export function portalActionOptions(queryClient: QueryClient): MutationOptions<Portal, Error, PortalActionVariables> {
  return {
    mutationFn: ({ portal, action }) => postAction(portal.id, action),
    onSuccess: (saved) => showSaved(queryClient, saved),
    onError: (error, { portal }) => {
      // Refused because the request changed meanwhile (409): show what it is now.
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: portalKeys.detail(portal.id) });
        void queryClient.invalidateQueries({ queryKey: portalKeys.lists });
      }
    },
  };
}

/** Pause, resume, close, reopen or remind (see portalActionOptions). */
export function usePortalAction() {
  const queryClient = useQueryClient();
  return useMutation(portalActionOptions(queryClient));
}

/** PATCH /v1/portals/{id} {due_at}. */
export function useExtendDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalId, dueAt }: { portalId: string; dueAt: number }) =>
      dataOf(
        api.PATCH("/v1/portals/{portal_id}", { params: { path: { portal_id: portalId } }, body: { due_at: dueAt } }),
      ),
    onSuccess: (saved) => showSaved(queryClient, saved),
  });
}

/** POST /v1/portals: a request opened by hand. */
export function useCreatePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePortalInput) => dataOf(api.POST("/v1/portals", { body: input })),
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
      dataOf(
        api.POST("/v1/portals/{portal_id}/assessment", {
          params: { path: { portal_id: portalId } },
          body: {},
          headers: { "idempotency-key": idempotencyKey },
        }),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["assessments"] });
    },
  });
}
