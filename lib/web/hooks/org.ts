"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/web/api-client";
import { useWhoAmI, type WhoAmI, whoamiQueryKey } from "@/lib/web/use-whoami";

export interface OrganizationModules {
  bill_of_materials: boolean;
  contract_records: boolean;
  supplier_profile: boolean;
  zero_touch: boolean;
}

/** GET/POST /v1/org/{org_id}. */
export interface Organization {
  id: string;
  name: string;
  api_ip_allowlist: string[];
  modules: OrganizationModules;
  bank_change_review_required: boolean;
  /** Days the audit trail is kept (30 to 3650). */
  audit_log_retention_days: number;
  created_at: number;
  updated_at: number;
}

/** Only supplied fields change; `api_ip_allowlist` replaces the list. */
export interface OrganizationUpdate {
  name?: string;
  api_ip_allowlist?: string[];
  modules?: Partial<OrganizationModules>;
  bank_change_review_required?: boolean;
  audit_log_retention_days?: number;
}

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
    queryFn: () => apiFetch<Organization>(`/org/${encodeURIComponent(orgId ?? "")}`),
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
      return apiFetch<Organization>(`/org/${encodeURIComponent(whoami.organization_id)}`, {
        method: "POST",
        body: update,
      });
    },
    onSuccess: (organization) => {
      client.setQueryData(organizationQueryKey(organization.id), organization);
      client.setQueryData<WhoAmI>(whoamiQueryKey, (current) =>
        current ? { ...current, organization_name: organization.name } : current,
      );
      void client.invalidateQueries({ queryKey: whoamiQueryKey, exact: true });
      // The sidebar (components/app-frame/navigation.tsx) leaves out switched-off modules.
      void client.invalidateQueries({ queryKey: ["navigation"], exact: true });
    },
  });
}

/** The caller's IP as the API (and so the allowlist) sees it: GET /v1/whoami/ip. */
export function useWhoAmIIp() {
  return useQuery({
    queryKey: whoamiIpQueryKey,
    queryFn: () => apiFetch<{ client_ip: string | null }>("/whoami/ip"),
    staleTime: 60_000,
  });
}
