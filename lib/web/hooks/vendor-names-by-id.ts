import type { QueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/web/api";

// Loaded only when a page shows a vendor beyond the first 200 by name (./vendor-options, useVendorNames).

/**
 * The names of vendors by ID: each vendor is read (GET /vendors/{id}) and cached as its detail, under
 * the key useVendor (lib/web/hooks/vendors) uses, spelled out here so the list loads neither that
 * module nor useQueries. A vendor that cannot be read has no name (undefined).
 */
export function fetchVendorNames(client: QueryClient, ids: readonly string[]): Promise<(string | undefined)[]> {
  return Promise.all(
    ids.map((id) =>
      client
        .fetchQuery({
          queryKey: ["vendors", "detail", id],
          queryFn: ({ signal }) =>
            dataOf(api.GET("/v1/vendors/{vendor_id}", { params: { path: { vendor_id: id } }, signal })),
          staleTime: 60_000,
        })
        .then(
          (vendor) => vendor.name,
          () => undefined,
        ),
    ),
  );
}
