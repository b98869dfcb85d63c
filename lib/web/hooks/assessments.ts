"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { z } from "zod";
import type {
  ArchivedAssessmentSchema,
  AssessmentListSchema,
  AssessmentSchema,
  AssessmentStatus,
  CreateAssessmentBody,
  CreatedAssessmentSchema,
  EvaluationListSchema,
  EvaluationResult,
  UpdateAssessmentBody,
} from "@/lib/modules/assessments/schemas";
import { apiFetch } from "../api-client";

// Types only: the zod schemas themselves stay on the server.
export type { AssessmentStatus, EvaluationResult };
export type Assessment = z.output<typeof AssessmentSchema>;
export type AssessmentPage = z.output<typeof AssessmentListSchema>;
export type AssessmentSummary = AssessmentPage["items"][number];
export type CreatedAssessment = z.output<typeof CreatedAssessmentSchema>;
export type ArchivedAssessment = z.output<typeof ArchivedAssessmentSchema>;
export type EvaluationList = z.output<typeof EvaluationListSchema>;
export type Evaluation = EvaluationList["items"][number];
export type CreateAssessmentInput = z.input<typeof CreateAssessmentBody>;
export type UpdateAssessmentInput = z.input<typeof UpdateAssessmentBody>;

/** Query of `GET /v1/assessments` (an extension), in the API's own parameter names. */
export interface AssessmentListQuery {
  limit: number;
  offset: number;
  vendor_id?: string;
  assignee_id?: string;
  /** Repeated in the query string: assessments in any of these statuses. */
  status?: AssessmentStatus[];
  is_archived?: boolean;
}

export const assessmentKeys = {
  all: ["assessments"] as const,
  lists: ["assessments", "list"] as const,
  list: (query: AssessmentListQuery) => ["assessments", "list", query] as const,
  detail: (id: string) => ["assessments", "detail", id] as const,
  evaluations: (id: string) => ["assessments", "evaluations", id] as const,
};

export const assessmentPath = (id: string) => `/assessments/${encodeURIComponent(id)}`;

export function assessmentListSearch(query: AssessmentListQuery): string {
  const search = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
  if (query.vendor_id) {
    search.set("vendor_id", query.vendor_id);
  }
  if (query.assignee_id) {
    search.set("assignee_id", query.assignee_id);
  }
  for (const status of query.status ?? []) {
    search.append("status", status);
  }
  // is_archived=false is a filter (active only), so it is spelled out rather than dropped.
  if (query.is_archived !== undefined) {
    search.set("is_archived", String(query.is_archived));
  }
  return search.toString();
}

/** Statuses the engine moves on by itself; a page showing one polls until it settles. */
const ENGINE_STATUSES: ReadonlySet<AssessmentStatus> = new Set([
  "created",
  "collecting_documents",
  "indexing_supporting_documents",
  "analyzing_questionnaire",
]);
export const isEngineRunning = (status: AssessmentStatus) => ENGINE_STATUSES.has(status);

const DETAIL_POLL_MS = 1500;
const LIST_POLL_MS = 5000;

/** One page of assessments, refreshed every few seconds while one shown is still being worked on. */
export function useAssessments(query: AssessmentListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: assessmentKeys.list(query),
    queryFn: ({ signal }) => apiFetch<AssessmentPage>(`/assessments?${assessmentListSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => isEngineRunning(item.status)) ? LIST_POLL_MS : false,
    enabled,
  });
}

/** One assessment, polled while the engine works on it (not in review, complete, failed or canceled). */
export function useAssessment(id: string) {
  return useQuery({
    queryKey: assessmentKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Assessment>(assessmentPath(id), { signal }),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status && isEngineRunning(status) && !current.state.error ? DETAIL_POLL_MS : false;
    },
  });
}

/** The assessment's evaluations of its current round; polled as they commit while `live`. */
export function useAssessmentEvaluations(id: string, { enabled, live }: { enabled: boolean; live: boolean }) {
  return useQuery({
    queryKey: assessmentKeys.evaluations(id),
    queryFn: ({ signal }) => apiFetch<EvaluationList>(`${assessmentPath(id)}/evaluations`, { signal }),
    refetchInterval: live ? DETAIL_POLL_MS : false,
    enabled,
  });
}

/**
 * The changes the assessment page offers (rename and reassign, approve, reopen, archive). Each loads
 * the mutation code on first use and resolves with the server's object (rejects with its error).
 */
export function useAssessmentActions(id: string) {
  const queryClient = useQueryClient();
  const load = useCallback(() => import("./assessment-mutations"), []);
  return {
    update: useCallback(
      async (patch: UpdateAssessmentInput) => (await load()).updateAssessment(queryClient, id, patch),
      [load, queryClient, id],
    ),
    approve: useCallback(async () => (await load()).approveAssessment(queryClient, id), [load, queryClient, id]),
    reopen: useCallback(async () => (await load()).reopenAssessment(queryClient, id), [load, queryClient, id]),
    archive: useCallback(async () => (await load()).archiveAssessment(queryClient, id), [load, queryClient, id]),
  };
}
