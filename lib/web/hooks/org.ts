"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { OrganizationSchema, UpdateOrganizationBody } from "@/lib/modules/org/schemas";
import { api, dataOf } from "@/lib/web/api";
import { useWhoAmI, type WhoAmI, whoamiQueryKey } from "@/lib/web/use-whoami";

// Types only: the zod schemas themselves stay on the server.
/** GET/POST /v1/org/{org_id}. */
export type Organization = z.output<typeof OrganizationSchema>;
export type OrganizationModules = Organization["modules"];
/** Only supplied fields change; `api_ip_allowlist` replaces the list. */
export type OrganizationUpdate = z.input<typeof UpdateOrganizationBody>;

export const organizationQueryKey = (orgId: string) => ["organization", orgId] as const;
export const whoamiIpQueryKey = ["whoami-ip"] as const;

export interface OrganizationQuery {
  data: Organization | undefined;
  /** The whoami or organization failure, if any. */
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/** The signed-in user's organization; waits for /v1/whoami to learn its id. */
export function useOrganization(): OrganizationQuery {
  const whoami = useWhoAmI();
  const orgId = whoami.data?.organization_id;
  const query = useQuery({
    queryKey: organizationQueryKey(orgId ?? ""),
    queryFn: () => dataOf(api.GET("/v1/org/{org_id}", { params: { path: { org_id: orgId ?? "" } } })),
    enabled: Boolean(orgId),
  });
  const whoamiFailed = whoami.isError && !orgId;
  return {
    data: query.data,
    error: whoamiFailed ? whoami.error : query.error,
    isPending: whoamiFailed ? false : query.isPending,
    isFetching: whoami.isFetching || query.isFetching,
    refetch: () => void (whoamiFailed ? whoami.refetch() : query.refetch()),
  };
}

/** POST /v1/org/{org_id}; on success the cached organization and the shell's organization name update. */
export function useUpdateOrganization() {
  const client = useQueryClient();
  const { data: whoami } = useWhoAmI();
  return useMutation({
    mutationFn: (update: OrganizationUpdate) => {
      if (!whoami) {
        throw new Error("Your account is still loading. Try again in a moment.");
      }
      return dataOf(
        api.POST("/v1/org/{org_id}", { params: { path: { org_id: whoami.organization_id } }, body: update }),
      );
    },
    onSuccess: (organization) => {
      client.setQueryData(organizationQueryKey(organization.id), organization);
      client.setQueryData<WhoAmI>(whoamiQueryKey, (current) =>
        current ? { ...current, organization_name: organization.name } : current,
      );
      void client.invalidateQueries({ queryKey: whoamiQueryKey, exact: true });
      // The sidebar (./navigation) leaves out switched-off modules.
      void client.invalidateQueries({ queryKey: ["navigation"], exact: true });
    },
  });
}

/** The caller's IP as the API (and so the allowlist) sees it: GET /v1/whoami/ip. */
export function useWhoAmIIp() {
  return useQuery({
    queryKey: whoamiIpQueryKey,
    queryFn: () => dataOf(api.GET("/v1/whoami/ip")),
    staleTime: 60_000,
  });
}
