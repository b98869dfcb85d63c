"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateWebhookBody,
  DeliveryPageSchema,
  UpdateWebhookBody,
  WebhookDeliverySchema,
  WebhookListSchema,
  WebhookSchema,
} from "@/lib/modules/webhooks/schemas";
import { apiFetch } from "../api-client";

// Types only: the zod schemas themselves stay on the server.
export type Webhook = z.output<typeof WebhookSchema>;
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>;
export type CreateWebhookInput = z.input<typeof CreateWebhookBody>;
export type UpdateWebhookInput = z.input<typeof UpdateWebhookBody>;
type WebhookList = z.output<typeof WebhookListSchema>;
type DeliveryPage = z.output<typeof DeliveryPageSchema>;

export const webhooksQueryKey = ["webhooks"] as const;
const webhookPath = (id: string) => `/webhooks/${encodeURIComponent(id)}`;

export function useWebhooks() {
  return useQuery({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => apiFetch<WebhookList>("/webhooks", { signal }),
    select: (list) => list.data,
  });
}

export function useWebhook(id: string) {
  return useQuery({
    queryKey: [...webhooksQueryKey, id],
    queryFn: ({ signal }) => apiFetch<Webhook>(webhookPath(id), { signal }),
  });
}

/** Attempts newest first; polled while the page is open, since deliveries happen in the background. */
export function useWebhookDeliveries(id: string, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [...webhooksQueryKey, id, "deliveries", page],
    queryFn: ({ signal }) =>
      apiFetch<DeliveryPage>(`${webhookPath(id)}/deliveries?limit=${page.limit}&offset=${page.offset}`, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
}

/** Returned from onSettled, so a mutation stays pending until the lists show its effect. */
function useInvalidateWebhooks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey });
}

export function useCreateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => apiFetch<Webhook>("/webhooks", { method: "POST", body: input }),
    onSettled: invalidate,
  });
}

export function useUpdateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWebhookInput }) =>
      apiFetch<Webhook>(webhookPath(id), { method: "PATCH", body: changes }),
    onSettled: invalidate,
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(webhookPath(id), { method: "DELETE" }),
    onSettled: invalidate,
  });
}

export function useSendTestDelivery() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: ({ id, eventType, payload }: { id: string; eventType: string; payload: Record<string, unknown> }) =>
      apiFetch<{ delivered: boolean }>(`${webhookPath(id)}/test`, {
        method: "POST",
        body: { event_type: eventType, payload },
      }),
    onSettled: invalidate,
  });
}

export function useRedeliverEvent() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: ({ id, eventId }: { id: string; eventId: string }) =>
      apiFetch<{ delivered: boolean; event_id: string }>(`${webhookPath(id)}/redeliver`, {
        method: "POST",
        body: { event_id: eventId },
      }),
    onSettled: invalidate,
  });
}
