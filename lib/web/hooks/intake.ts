"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/web/api";
import type {
  CreateQuestionnaireInput,
  CreateSessionInput,
  HumanAnswerInput,
  IntakeSessionQuery,
  UpdateQuestionnaireInput,
} from "../intake";
import { isAnswering } from "../intake";
import { intakeKeys } from "./intake-keys";

/** How often a session being answered is read again. */
export const POLL_MS = 1000;

/** The organization's active questionnaires, oldest first (the irq one comes first after signup). */
export function useQuestionnaires() {
  return useQuery({
    queryKey: intakeKeys.questionnaireList,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/intake/api/questionnaires", { signal })),
  });
}

/**
 * The active questionnaires for another page's picker (the send-request dialog): the intake pages'
 * cache (same key, same call), read again at most once a minute.
 */
export function useActiveQuestionnaires(enabled: boolean) {
  return useQuery({
    queryKey: intakeKeys.questionnaireList,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/intake/api/questionnaires", { signal })),
    enabled,
    staleTime: 60_000,
  });
}

export function useQuestionnaire(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: intakeKeys.questionnaire(id),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/intake/api/questionnaires/{questionnaire_id}", {
          params: { path: { questionnaire_id: id } },
          signal,
        }),
      ),
    enabled: options.enabled ?? true,
  });
}

/** Sessions newest first; refreshed every few seconds while one on the page is still being answered. */
export function useIntakeSessions(query: IntakeSessionQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: intakeKeys.sessionList(query),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/intake/api/sessions", { params: { query }, signal })),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    refetchInterval: (current) =>
      current.state.data?.items.some((item) => isAnswering(item.status)) && !current.state.error ? 3 * POLL_MS : false,
  });
}

/** One session with its answers, read every second while it is being answered. */
export function useIntakeSession(id: string) {
  return useQuery({
    queryKey: intakeKeys.session(id),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/intake/api/sessions/{session_id}", { params: { path: { session_id: id } }, signal })),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status && isAnswering(status) && !current.state.error ? POLL_MS : false;
    },
  });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSessionInput) => dataOf(api.POST("/v1/intake/api/sessions", { body: input })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: intakeKeys.sessionLists });
    },
  });
}

/** A change of one session: it answers with the session, which the page shows at once; the lists follow. */
function useSessionChange<Input, Saved>(id: string, send: (input: Input) => Promise<Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (saved) => {
      queryClient.setQueryData(intakeKeys.session(id), saved);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: intakeKeys.sessionLists });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: intakeKeys.session(id) });
    },
  });
}

/** A person's answer, stored beside the machine's. */
export function useHumanAnswer(sessionId: string) {
  return useSessionChange(sessionId, ({ questionId, input }: { questionId: string; input: HumanAnswerInput }) =>
    dataOf(
      api.PUT("/v1/intake/api/sessions/{session_id}/answers/{question_id}", {
        params: { path: { session_id: sessionId, question_id: questionId } },
        body: input,
      }),
    ),
  );
}

/** Moves the request to another procurement status (GET /v1/statuses?entity=procurement). */
export function useProcurementStatus(sessionId: string) {
  return useSessionChange(sessionId, (statusId: string) =>
    dataOf(
      api.POST("/v1/intake/api/sessions/{session_id}/procurement_status", {
        params: { path: { session_id: sessionId } },
        body: { status_id: statusId },
      }),
    ),
  );
}

export function useCreateQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateQuestionnaireInput) => dataOf(api.POST("/v1/intake/api/questionnaires", { body: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(intakeKeys.questionnaire(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: intakeKeys.questionnaireList });
    },
  });
}

export function useUpdateQuestionnaire(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateQuestionnaireInput) =>
      dataOf(
        api.PATCH("/v1/intake/api/questionnaires/{questionnaire_id}", {
          params: { path: { questionnaire_id: id } },
          body: input,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(intakeKeys.questionnaire(id), saved);
      void queryClient.invalidateQueries({ queryKey: intakeKeys.questionnaireList });
    },
  });
}

export function useArchiveQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(
        api.POST("/v1/intake/api/questionnaires/{questionnaire_id}/archive", {
          params: { path: { questionnaire_id: id } },
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(intakeKeys.questionnaire(saved.id), saved);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: intakeKeys.questionnaireList });
    },
  });
}
