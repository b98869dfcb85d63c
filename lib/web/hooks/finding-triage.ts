"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateFindingCommentBody,
  FindingCommentListSchema,
  FindingCommentSchema,
  FindingEvidenceSchema,
} from "@/lib/modules/findings/schemas";
import { apiFetch } from "../api-client";
import { type FindingListQuery, type FindingPage, findingKeys } from "./findings";

// Types only: the zod schemas themselves stay on the server. The detail panel's queries and the
// comment mutation are in components/findings/finding-detail-queries.ts, loaded with the panel.
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
