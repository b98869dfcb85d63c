"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import type { Tag } from "./taxonomy";
import { taxonomyKeys } from "./taxonomy";
import type { CreateVendorInput, ServiceInput, UpdateServiceInput, UpdateVendorInput, Vendor } from "./vendor-types";
import { useRefreshVendor, vendorKeys } from "./vendors";

// Apart from the queries so the list, the dashboard and the read-only vendor page don't load
// react-query's mutation code; only the dialogs and the editor, which load on demand, do.

function invalidateLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: vendorKeys.lists });
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateVendorInput; idempotencyKey?: string }) =>
      dataOf(
        api.POST("/v1/vendors", {
          body: input,
          headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : undefined,
        }),
      ),
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.detail(vendor.id), vendor);
      void invalidateLists(queryClient);
    },
  });
}

/** The cached vendor with the patch applied, so the page shows the change before the server answers. */
function applyPatch(vendor: Vendor, patch: UpdateVendorInput, tags: Tag[] | undefined): Vendor {
  const { tag_ids: tagIds, primary_contact: contact, ...fields } = patch;
  const next: Vendor = { ...vendor };
  // null means "leave unchanged" in a PATCH, as does an omitted field.
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) {
      Object.assign(next, { [key]: value });
    }
  }
  if (contact) {
    next.primary_contact = {
      email: contact.email,
      name: contact.name ?? null,
      title: contact.title ?? null,
      phone_number: contact.phone_number ?? null,
    };
  }
  if (tagIds && tags) {
    next.tags = tagIds.map((id) => tags.find((tag) => tag.id === id)?.value ?? id);
  }
  return next;
}

/**
 * PATCH /v1/vendors/{id}, optimistic: the cached vendor changes at once and rolls back on failure;
 * the server's refreshed object replaces it on success, and lists refetch either way.
 */
export function useUpdateVendor(id: string) {
  const queryClient = useQueryClient();
  const key = vendorKeys.detail(id);
  return useMutation({
    mutationFn: (patch: UpdateVendorInput) =>
      dataOf(api.PATCH("/v1/vendors/{vendor_id}", { params: { path: { vendor_id: id } }, body: patch })),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Vendor>(key);
      if (previous) {
        const tags = queryClient.getQueryData<{ items: Tag[] }>(taxonomyKeys.tags)?.items;
        queryClient.setQueryData(key, applyPatch(previous, patch, tags));
      }
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) {
        queryClient.setQueryData(key, context.previous);
      }
    },
    onSuccess: (vendor) => queryClient.setQueryData(key, vendor),
    onSettled: () => invalidateLists(queryClient),
  });
}

/** POST /v1/vendors/{id}/services (no Idempotency-Key: a retry creates a second service). */
export function useCreateService(vendorId: string) {
  const invalidate = useRefreshVendor(vendorId);
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      dataOf(api.POST("/v1/vendors/{vendor_id}/services", { params: { path: { vendor_id: vendorId } }, body: input })),
    onSuccess: invalidate,
  });
}

export function useUpdateService(vendorId: string) {
  const invalidate = useRefreshVendor(vendorId);
  return useMutation({
    mutationFn: ({ serviceId, patch }: { serviceId: string; patch: UpdateServiceInput }) =>
      dataOf(
        api.PATCH("/v1/vendors/{vendor_id}/services/{service_id}", {
          params: { path: { vendor_id: vendorId, service_id: serviceId } },
          body: patch,
        }),
      ),
    onSettled: invalidate,
  });
}
