"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReassessmentStatus, UpdateReassessmentInput } from "@/lib/modules/reassessments/schemas";
import { api, dataOf } from "@/lib/web/api";
import { reassessmentKeys } from "./reassessment-keys";

/** Reassessments newest first, optionally of one status or drafted from one event (total: every match; items: at most the newest 500). */
export function useReassessments(filters: { status?: ReassessmentStatus; radar_event_id?: string }) {
  return useQuery({
    queryKey: reassessmentKeys.list(filters),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/reassessments", { params: { query: filters }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useReassessment(id: string) {
  return useQuery({
    queryKey: reassessmentKeys.detail(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/reassessments/{reassessment_id}", { params: { path: { reassessment_id: id } }, signal })),
  });
}

export type ReassessmentChange =
  | { kind: "update"; patch: UpdateReassessmentInput }
  | { kind: "add_vendors"; vendorIds: string[] }
  | { kind: "inclusion"; vendorId: string; included: boolean }
  | { kind: "confirm" | "dismiss" | "run" };

function send(id: string, change: ReassessmentChange) {
  const params = { path: { reassessment_id: id } };
  switch (change.kind) {
    case "update":
      return dataOf(api.PATCH("/v1/reassessments/{reassessment_id}", { params, body: change.patch }));
    case "add_vendors":
      return dataOf(
        api.POST("/v1/reassessments/{reassessment_id}/vendors", { params, body: { vendor_ids: change.vendorIds } }),
      );
    case "inclusion":
      return dataOf(
        api.POST("/v1/reassessments/{reassessment_id}/vendor_inclusion", {
          params,
          body: { vendor_id: change.vendorId, included: change.included },
        }),
      );
    case "confirm":
      return dataOf(api.POST("/v1/reassessments/{reassessment_id}/confirm", { params }));
    case "dismiss":
      return dataOf(api.POST("/v1/reassessments/{reassessment_id}/dismiss", { params }));
    case "run":
      return dataOf(api.POST("/v1/reassessments/{reassessment_id}/run", { params }));
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
