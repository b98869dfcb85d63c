"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { WebhookDeliveryDetailSchema } from "@/lib/modules/webhooks/schemas";
import { api, dataOf } from "../api";
import { webhooksQueryKey } from "./webhooks";

// Types only: the zod schemas themselves stay on the server.
export type WebhookDeliveryDetail = z.output<typeof WebhookDeliveryDetailSchema>;

/** One attempt with its request and response (GET /v1/webhooks/{id}/deliveries/{delivery_id}). */
export function useWebhookDelivery(webhookId: string, deliveryId: string | null) {
  return useQuery({
    queryKey: [...webhooksQueryKey, webhookId, "delivery", deliveryId],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/webhooks/{webhook_id}/deliveries/{delivery_id}", {
          params: { path: { webhook_id: webhookId, delivery_id: deliveryId ?? "" } },
          signal,
        }),
      ),
    enabled: deliveryId !== null,
    // A retry still to come changes the attempt's next_retry_at; nothing else of it changes.
    refetchInterval: (query) => (query.state.data?.retry_state === "pending" ? 2000 : false),
  });
}
