"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { type Assessment, assessmentKeys, type CreateAssessmentInput, type UpdateAssessmentInput } from "./assessments";
import { findingKeys } from "./findings";

// Apart from the queries so the list and the assessment page load the mutation code only with the
// first change or the "New assessment" dialog.

/** After a change: the assessment shows the server's object, and what depends on it refetches. */
function settle(queryClient: QueryClient, id: string, saved?: Assessment): void {
  if (saved) {
    queryClient.setQueryData(assessmentKeys.detail(id), saved);
  }
  void queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists });
  void queryClient.invalidateQueries({ queryKey: assessmentKeys.evaluations(id) });
  // Approving, reopening and archiving change the assessment's findings.
  void queryClient.invalidateQueries({ queryKey: findingKeys.all });
}

/** PATCH /v1/assessments/{id}: name and assignee. */
export async function updateAssessment(queryClient: QueryClient, id: string, patch: UpdateAssessmentInput) {
  const saved = await dataOf(
    api.PATCH("/v1/assessments/{assessment_id}", { params: { path: { assessment_id: id } }, body: patch }),
  );
  settle(queryClient, id, saved);
  return saved;
}

/** POST /v1/assessments/{id}/approve (dashboard only): review_evals → complete. */
export async function approveAssessment(queryClient: QueryClient, id: string) {
  const saved = await dataOf(
    api.POST("/v1/assessments/{assessment_id}/approve", { params: { path: { assessment_id: id } } }),
  );
  settle(queryClient, id, saved);
  return saved;
}

/** POST /v1/assessments/{id}/reopen (dashboard only): a new analysis round from collecting_documents. */
export async function reopenAssessment(queryClient: QueryClient, id: string) {
  const saved = await dataOf(
    api.POST("/v1/assessments/{assessment_id}/reopen", { params: { path: { assessment_id: id } } }),
  );
  settle(queryClient, id, saved);
  return saved;
}

/** DELETE /v1/assessments/{id}: canceled and archived, with its evaluations and findings. */
export async function archiveAssessment(queryClient: QueryClient, id: string) {
  const archived = await dataOf(
    api.DELETE("/v1/assessments/{assessment_id}", { params: { path: { assessment_id: id } } }),
  );
  settle(queryClient, id);
  return archived;
}

/** POST /v1/assessments; the lists refetch. */
export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateAssessmentInput; idempotencyKey?: string }) =>
      dataOf(
        api.POST("/v1/assessments", {
          body: input,
          headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : undefined,
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists }),
  });
}
