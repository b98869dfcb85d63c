"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookDeliverySchema,
  WebhookSchema,
} from "@/lib/modules/webhooks/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type Webhook = z.output<typeof WebhookSchema>;
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>;
export type CreateWebhookInput = z.input<typeof CreateWebhookBody>;
export type UpdateWebhookInput = z.input<typeof UpdateWebhookBody>;

export const webhooksQueryKey = ["webhooks"] as const;

export function useWebhooks() {
  return useQuery({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/webhooks", { signal })),
    select: (list) => list.data,
  });
}

export function useWebhook(id: string) {
  return useQuery({
    queryKey: [...webhooksQueryKey, id],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/webhooks/{webhook_id}", { params: { path: { webhook_id: id } }, signal })),
  });
}

/** Attempts newest first; polled while the page is open, since deliveries happen in the background. */
export function useWebhookDeliveries(id: string, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [...webhooksQueryKey, id, "deliveries", page],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/webhooks/{webhook_id}/deliveries", {
          params: { path: { webhook_id: id }, query: { limit: page.limit, offset: page.offset } },
          signal,
        }),
      ),
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
    mutationFn: (input: CreateWebhookInput) => dataOf(api.POST("/v1/webhooks", { body: input })),
    onSettled: invalidate,
  });
}

export function useUpdateWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWebhookInput }) =>
      dataOf(api.PATCH("/v1/webhooks/{webhook_id}", { params: { path: { webhook_id: id } }, body: changes })),
    onSettled: invalidate,
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: (id: string) =>
      dataOf(api.DELETE("/v1/webhooks/{webhook_id}", { params: { path: { webhook_id: id } } })),
    onSettled: invalidate,
  });
}

export function useSendTestDelivery() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: ({ id, eventType, payload }: { id: string; eventType: string; payload: Record<string, unknown> }) =>
      dataOf(
        api.POST("/v1/webhooks/{webhook_id}/test", {
          params: { path: { webhook_id: id } },
          body: { event_type: eventType, payload },
        }),
      ),
    onSettled: invalidate,
  });
}

export function useRedeliverEvent() {
  const invalidate = useInvalidateWebhooks();
  return useMutation({
    mutationFn: ({ id, eventId }: { id: string; eventId: string }) =>
      dataOf(
        api.POST("/v1/webhooks/{webhook_id}/redeliver", {
          params: { path: { webhook_id: id } },
          body: { event_id: eventId },
        }),
      ),
    onSettled: invalidate,
  });
}
