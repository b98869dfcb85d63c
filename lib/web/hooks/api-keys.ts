"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  ApiKeyRecordSchema,
  CreateApiKeyBody,
  CreatedApiKeySchema,
  RotatedApiKeySchema,
} from "@/lib/modules/api-keys/schemas";
import { api, dataOf } from "../api";

// Types only: the zod schemas themselves stay on the server.
export type ApiKeyRecord = z.output<typeof ApiKeyRecordSchema>;
export type ApiKeyScope = ApiKeyRecord["scopes"][number];
export type CreateApiKeyInput = z.input<typeof CreateApiKeyBody>;
export type CreatedApiKey = z.output<typeof CreatedApiKeySchema>;
export type RotatedApiKey = z.output<typeof RotatedApiKeySchema>;

export const apiKeysQueryKey = ["api-keys"] as const;

/** Every key of the organization, including revoked and expired ones (GET /v1/api-keys, not paginated). */
export function useApiKeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/api-keys", { signal })),
    select: (list) => list.data,
    enabled,
  });
}

function useInvalidateApiKeys() {
  const queryClient = useQueryClient();
  // Also after a failure: a 409 api_key_inactive means the list we show is out of date.
  return () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
}

/**
 * The create and rotate answers carry a secret: `gcTime: 0` drops the finished mutation (and the secret
 * in its state) from the mutation cache as soon as no component observes it; call `reset()` once the
 * secret has been handed over, and never copy it into the query cache.
 */
export function useCreateApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => dataOf(api.POST("/v1/api-keys", { body: input })),
    gcTime: 0,
    onSettled: invalidate,
  });
}

export function useRotateApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({
    /** `body`: the extension `{overlap_seconds}` (how long the old secret keeps working), or nothing. */
    mutationFn: ({ id, body }: { id: string; body?: { overlap_seconds: number } }) =>
      dataOf(api.POST("/v1/api-keys/{api_key_id}/rotate", { params: { path: { api_key_id: id } }, body })),
    gcTime: 0,
    onSettled: invalidate,
  });
}

export function useRevokeApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      dataOf(
        api.POST("/v1/api-keys/{api_key_id}/revoke", {
          params: { path: { api_key_id: id } },
          body: reason ? { reason } : {},
        }),
      ),
    onSettled: invalidate,
  });
}
