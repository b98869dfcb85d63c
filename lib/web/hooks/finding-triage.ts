"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateFindingCommentBody,
  FindingCommentListSchema,
  FindingCommentSchema,
  FindingEvidenceSchema,
} from "@/lib/modules/findings/schemas";
import { apiFetch } from "../api-client";
import { type FindingListQuery, type FindingPage, findingKeys, findingPath } from "./findings";

// Types only: the zod schemas themselves stay on the server.
export type FindingComment = z.output<typeof FindingCommentSchema>;
export type FindingCommentPage = z.output<typeof FindingCommentListSchema>;
export type CreateFindingCommentInput = z.input<typeof CreateFindingCommentBody>;
export type FindingEvidence = z.output<typeof FindingEvidenceSchema>;

/** GET /v1/findings with the triage extensions: open, severity, owner and a due window. */
export interface FindingTriageQuery extends FindingListQuery {
  open?: boolean;
  severity?: string;
  owner_id?: string;
  due_before?: number;
  due_after?: number;
}

/** The query string; booleans are spelled out (false is a filter, not an absent one). */
export function findingTriageSearch(query: FindingTriageQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") {
      search.set(key, String(value));
    }
  }
  return search.toString();
}

/** One page of findings (the keys of useFindings, so inline changes patch these pages too). */
export function useFindingList(query: FindingTriageQuery, enabled = true) {
  return useQuery({
    queryKey: findingKeys.list(query),
    queryFn: ({ signal }) => apiFetch<FindingPage>(`/findings?${findingTriageSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many findings match (one row asked for, the total read): the dashboard's tiles. */
export function useFindingCount(query: Omit<FindingTriageQuery, "limit" | "offset">, enabled = true) {
  const full = { ...query, limit: 1, offset: 0 };
  return useQuery({
    queryKey: findingKeys.list(full),
    queryFn: ({ signal }) => apiFetch<FindingPage>(`/findings?${findingTriageSearch(full)}`, { signal }),
    select: (page) => page.total,
    enabled,
  });
}

export const findingDetailKeys = {
  evidence: (id: string) => ["findings", "evidence", id] as const,
  comments: (id: string) => ["findings", "comments", id] as const,
};

/** Why the finding was raised: its control, evaluation and quoted evidence. */
export function useFindingEvidence(id: string) {
  return useQuery({
    queryKey: findingDetailKeys.evidence(id),
    queryFn: ({ signal }) => apiFetch<FindingEvidence>(`${findingPath(id)}/evidence`, { signal }),
    staleTime: 60_000,
  });
}

/** The finding's comments, oldest first (the API's largest page). */
export function useFindingComments(id: string) {
  return useQuery({
    queryKey: findingDetailKeys.comments(id),
    queryFn: ({ signal }) => apiFetch<FindingCommentPage>(`${findingPath(id)}/comments?limit=200`, { signal }),
  });
}

/** POST /v1/findings/{id}/comments; the comments (and the finding's history) refetch. */
export function useAddFindingComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFindingCommentInput) =>
      apiFetch<FindingComment>(`${findingPath(id)}/comments`, { method: "POST", body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: findingDetailKeys.comments(id) }),
  });
}
