"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Reassessment, ReassessmentStatus, UpdateReassessmentInput } from "@/lib/modules/reassessments/schemas";
import { apiFetch, searchOf } from "@/lib/web/api-client";
import { reassessmentKeys, reassessmentPath } from "./keys";

interface ReassessmentList {
  items: Reassessment[];
  /** Every match; items hold at most the newest 500. */
  total: number;
}

/** Reassessments newest first, optionally of one status or drafted from one event. */
export function useReassessments(filters: { status?: ReassessmentStatus; radar_event_id?: string }) {
  return useQuery({
    queryKey: reassessmentKeys.list(filters),
    queryFn: ({ signal }) => apiFetch<ReassessmentList>(`/reassessments?${searchOf(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReassessment(id: string) {
  return useQuery({
    queryKey: reassessmentKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Reassessment>(reassessmentPath(id), { signal }),
  });
}

export type ReassessmentChange =
  | { kind: "update"; patch: UpdateReassessmentInput }
  | { kind: "add_vendors"; vendorIds: string[] }
  | { kind: "inclusion"; vendorId: string; included: boolean }
  | { kind: "confirm" | "dismiss" | "run" };

function send(id: string, change: ReassessmentChange): Promise<Reassessment> {
  const path = reassessmentPath(id);
  switch (change.kind) {
    case "update":
      return apiFetch(path, { method: "PATCH", body: change.patch });
    case "add_vendors":
      return apiFetch(`${path}/vendors`, { method: "POST", body: { vendor_ids: change.vendorIds } });
    case "inclusion":
      return apiFetch(`${path}/vendor_inclusion`, {
        method: "POST",
        body: { vendor_id: change.vendorId, included: change.included },
      });
    default:
      return apiFetch(`${path}/${change.kind}`, { method: "POST" });
  }
}

/**
 * Every change of a reassessment; each answers with the refreshed object, which the page shows at
 * once. A refused change (the state moved on in another tab) refetches, so the page shows why.
 */
export function useReassessmentChange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReassessmentChange) => send(id, change),
    onSuccess: (saved) => {
      queryClient.setQueryData(reassessmentKeys.detail(id), saved);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: reassessmentKeys.lists });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: reassessmentKeys.detail(id) });
    },
  });
}
