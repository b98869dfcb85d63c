"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/web/api-client";
import { type Service, useRefreshVendor, vendorPath } from "@/lib/web/hooks/vendors";

/** POST …/services/{id}/archive or /restore (extension); the vendor (and its services) refetch after. */
export function useServiceArchive(vendorId: string) {
  const refresh = useRefreshVendor(vendorId);
  return useMutation({
    mutationFn: ({ serviceId, archived }: { serviceId: string; archived: boolean }) =>
      apiFetch<Service>(
        `${vendorPath(vendorId)}/services/${encodeURIComponent(serviceId)}/${archived ? "archive" : "restore"}`,
        { method: "POST" },
      ),
    onSettled: refresh,
  });
}
