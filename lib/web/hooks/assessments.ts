"use client";

import { keepPreviousData, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
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
import { api, dataOf, querySearch } from "../api";

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

/** The assessment's page in the web app. */
export const assessmentPath = (id: string) => `/assessments/${encodeURIComponent(id)}`;

/**
 * The list call's query parameters, in the order the URL has always had them; is_archived=false is a
 * filter (active only), so it is spelled out rather than dropped.
 */
export function assessmentListParams(query: AssessmentListQuery) {
  const { limit, offset, vendor_id, assignee_id, status, is_archived } = query;
  return { limit, offset, vendor_id, assignee_id, status, is_archived };
}

/** The query string the list call sends. */
export const assessmentListSearch = (query: AssessmentListQuery): string => querySearch(assessmentListParams(query));

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
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/assessments", { params: { query: assessmentListParams(query) }, signal })),
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
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/assessments/{assessment_id}", { params: { path: { assessment_id: id } }, signal })),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status && isEngineRunning(status) && !current.state.error ? DETAIL_POLL_MS : false;
    },
  });
}

/**
 * Several assessments by ID, each refetched every `pollMs` while the engine still works on it (or it
 * has not loaded yet), under the detail's key.
 */
export function useLiveAssessments(ids: readonly string[], pollMs: number) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: assessmentKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataOf(api.GET("/v1/assessments/{assessment_id}", { params: { path: { assessment_id: id } }, signal })),
      refetchInterval: (query: { state: { data?: Assessment; error: unknown } }) =>
        !query.state.error && (!query.state.data || isEngineRunning(query.state.data.status)) ? pollMs : false,
    })),
  });
}

/** The assessment's evaluations of its current round; polled as they commit while `live`. */
export function useAssessmentEvaluations(id: string, { enabled, live }: { enabled: boolean; live: boolean }) {
  return useQuery({
    queryKey: assessmentKeys.evaluations(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/assessments/{assessment_id}/evaluations", { params: { path: { assessment_id: id } }, signal }),
      ),
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
