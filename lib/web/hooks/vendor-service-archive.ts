"use client";

import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "../api";
import { useRefreshVendor } from "./vendors";

/** POST …/services/{id}/archive or /restore (extension); the vendor (and its services) refetch after. */
export function useServiceArchive(vendorId: string) {
  const refresh = useRefreshVendor(vendorId);
  return useMutation({
    mutationFn: ({ serviceId, archived }: { serviceId: string; archived: boolean }) => {
      const params = { path: { vendor_id: vendorId, service_id: serviceId } };
      return dataOf(
        archived
          ? api.POST("/v1/vendors/{vendor_id}/services/{service_id}/archive", { params })
          : api.POST("/v1/vendors/{vendor_id}/services/{service_id}/restore", { params }),
      );
    },
    onSettled: refresh,
  });
}
