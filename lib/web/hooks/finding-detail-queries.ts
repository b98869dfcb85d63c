"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import type { CreateFindingCommentInput } from "./finding-triage";

// The finding panel's queries and its comment mutation: apart from the list's hooks so that they
// (and react-query's mutation code) load with the panel, not with the findings list.

export const findingDetailKeys = {
  evidence: (id: string) => ["findings", "evidence", id] as const,
  comments: (id: string) => ["findings", "comments", id] as const,
};

/** Why the finding was raised: its control, evaluation and quoted evidence. */
export function useFindingEvidence(id: string) {
  return useQuery({
    queryKey: findingDetailKeys.evidence(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/findings/{finding_id}/evidence", { params: { path: { finding_id: id } }, signal })),
    staleTime: 60_000,
  });
}

/** The finding's comments, oldest first (the API's largest page). */
export function useFindingComments(id: string) {
  return useQuery({
    queryKey: findingDetailKeys.comments(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/findings/{finding_id}/comments", {
          params: { path: { finding_id: id }, query: { limit: 200 } },
          signal,
        }),
      ),
  });
}

/** POST /v1/findings/{id}/comments; the comments (and the finding's history) refetch. */
export function useAddFindingComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFindingCommentInput) =>
      dataOf(api.POST("/v1/findings/{finding_id}/comments", { params: { path: { finding_id: id } }, body: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: findingDetailKeys.comments(id) }),
  });
}
