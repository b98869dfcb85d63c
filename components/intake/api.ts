"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, searchOf } from "@/lib/web/api-client";
import { INTAKE_API, intakeKeys, questionnairePath, sessionPath } from "./keys";
import { isAnswering } from "./model";
import type {
  CreateQuestionnaireInput,
  CreateSessionInput,
  CreateSessionResult,
  HumanAnswerInput,
  IntakeSession,
  IntakeSessionList,
  IntakeSessionQuery,
  QuestionnaireDetail,
  QuestionnaireList,
  UpdateQuestionnaireInput,
} from "./types";

/** How often a session being answered is read again. */
export const POLL_MS = 1000;

/** The organization's active questionnaires, oldest first (the irq one comes first after signup). */
export function useQuestionnaires() {
  return useQuery({
    queryKey: intakeKeys.questionnaireList,
    queryFn: ({ signal }) => apiFetch<QuestionnaireList>(`${INTAKE_API}/questionnaires`, { signal }),
  });
}

export function useQuestionnaire(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: intakeKeys.questionnaire(id),
    queryFn: ({ signal }) => apiFetch<QuestionnaireDetail>(questionnairePath(id), { signal }),
    enabled: options.enabled ?? true,
  });
}

/** Sessions newest first; refreshed every few seconds while one on the page is still being answered. */
export function useIntakeSessions(query: IntakeSessionQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: intakeKeys.sessionList(query),
    queryFn: ({ signal }) =>
      apiFetch<IntakeSessionList>(`${INTAKE_API}/sessions?${searchOf({ ...query })}`, { signal }),
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
    queryFn: ({ signal }) => apiFetch<IntakeSession>(sessionPath(id), { signal }),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status && isAnswering(status) && !current.state.error ? POLL_MS : false;
    },
  });
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSessionInput) =>
      apiFetch<CreateSessionResult>(`${INTAKE_API}/sessions`, { method: "POST", body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: intakeKeys.sessionLists });
    },
  });
}

/** A change of one session: it answers with the session, which the page shows at once; the lists follow. */
function useSessionChange<Input>(id: string, send: (input: Input) => Promise<IntakeSession>) {
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
    apiFetch<IntakeSession>(`${sessionPath(sessionId)}/answers/${encodeURIComponent(questionId)}`, {
      method: "PUT",
      body: input,
    }),
  );
}

/** Moves the request to another procurement status (GET /v1/statuses?entity=procurement). */
export function useProcurementStatus(sessionId: string) {
  return useSessionChange(sessionId, (statusId: string) =>
    apiFetch<IntakeSession>(`${sessionPath(sessionId)}/procurement_status`, {
      method: "POST",
      body: { status_id: statusId },
    }),
  );
}

export function useCreateQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateQuestionnaireInput) =>
      apiFetch<QuestionnaireDetail>(`${INTAKE_API}/questionnaires`, { method: "POST", body: input }),
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
      apiFetch<QuestionnaireDetail>(questionnairePath(id), { method: "PATCH", body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(intakeKeys.questionnaire(id), saved);
      void queryClient.invalidateQueries({ queryKey: intakeKeys.questionnaireList });
    },
  });
}

export function useArchiveQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<QuestionnaireDetail>(`${questionnairePath(id)}/archive`, { method: "POST" }),
    onSuccess: (saved) => {
      queryClient.setQueryData(intakeKeys.questionnaire(saved.id), saved);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: intakeKeys.questionnaireList });
    },
  });
}
