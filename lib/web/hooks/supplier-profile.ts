"use client";

import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  BankAccountSchema,
  CreateBankAccountBody,
  QueuedBankChangeSchema,
} from "@/lib/modules/supplier-profile/schemas/bank-accounts";
import type {
  BankCountryRulesSchema,
  BankValidationSchema,
  ValidateBankDetailsBody,
} from "@/lib/modules/supplier-profile/schemas/bank-country-rules";
import type { BankReviewSchema } from "@/lib/modules/supplier-profile/schemas/bank-reviews";
import type { ValidationResultsSchema } from "@/lib/modules/supplier-profile/schemas/common";
import type {
  CreateDiversityRecordBody,
  DiversityRecordSchema,
  LegalEntityAssignmentSchema,
  PutTaxRegistrationBody,
  TaxRegistrationSchema,
  TaxRegistrationTypeSchema,
} from "@/lib/modules/supplier-profile/schemas/registrations";
import type { CreateSiteBody, SiteSchema, UpdateSiteBody } from "@/lib/modules/supplier-profile/schemas/sites";
import { api, dataOf } from "../api";
import { isApiRequestError } from "../api-client";
import { supplierProfileKeys } from "./supplier-profile-keys";

export { type LegalEntity, useLegalEntities } from "./legal-entities";
export { supplierProfileKeys };

// Types only: the zod schemas themselves stay on the server.
export type BankAccount = z.output<typeof BankAccountSchema>;
export type BankAccountInput = z.input<typeof CreateBankAccountBody>;
type QueuedBankChange = z.output<typeof QueuedBankChangeSchema>;
export type BankCountryRules = z.output<typeof BankCountryRulesSchema>;
export type BankField = BankCountryRules["fields"][number];
export type BankValidation = z.output<typeof BankValidationSchema>;
export type BankValidationInput = z.input<typeof ValidateBankDetailsBody>;
export type BankReview = z.output<typeof BankReviewSchema>;
export type ValidationResults = z.output<typeof ValidationResultsSchema>;
export type RuleCheck = ValidationResults["errors"][number];
export type Site = z.output<typeof SiteSchema>;
export type CreateSiteInput = z.input<typeof CreateSiteBody>;
export type UpdateSiteInput = z.input<typeof UpdateSiteBody>;
export type TaxRegistration = z.output<typeof TaxRegistrationSchema>;
export type TaxRegistrationInput = z.input<typeof PutTaxRegistrationBody>;
export type TaxRegistrationType = z.output<typeof TaxRegistrationTypeSchema>;
export type DiversityRecord = z.output<typeof DiversityRecordSchema>;
export type DiversityRecordInput = z.input<typeof CreateDiversityRecordBody>;
export type LegalEntityAssignment = z.output<typeof LegalEntityAssignmentSchema>;

/** A bank write's outcome: applied at once (201/200 with the account) or queued for review (202). */
export type BankWriteResult = { kind: "applied"; account: BankAccount } | { kind: "queued"; reviewId: string };

/** The module's gate (404 not_enabled) and access refusals are answers, not hiccups: never retried. */
function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (isApiRequestError(error) && [401, 403, 404].includes(error.status)) {
    return false;
  }
  return failureCount < 2;
}

/** Rules and types change only with a release: an hour of staleness is nothing. */
const RULES_STALE_MS = 60 * 60_000;

/** Module-level, so a list's items keep their identity between renders. */
const itemsOf = <T>(list: { items: T[] }): T[] => list.items;

function invalidateVendor(client: QueryClient, vendorId: string) {
  return client.invalidateQueries({ queryKey: supplierProfileKeys.vendor(vendorId) });
}

// ---- Bank accounts ----------------------------------------------------------------------------

/** The vendor's bank accounts, masked, retired ones included (GET /v1/vendors/{id}/bank_accounts). */
export function useBankAccounts(vendorId: string) {
  return useQuery({
    queryKey: supplierProfileKeys.bankAccounts(vendorId),
    queryFn: ({ signal }) =>
      dataOf(api.GET("/v1/vendors/{vendor_id}/bank_accounts", { params: { path: { vendor_id: vendorId } }, signal })),
    retry: retryUnlessRefused,
  });
}

/**
 * New accounts proposed for the vendor and waiting for review (GET /v1/bank_reviews). Only dashboard
 * admins and members may read the queue; anyone else gets an empty list instead of an error.
 */
export function usePendingNewBankAccounts(vendorId: string) {
  return useQuery({
    queryKey: supplierProfileKeys.pendingBankReviews(vendorId),
    queryFn: async ({ signal }) => {
      try {
        const page = await dataOf(
          api.GET("/v1/bank_reviews", {
            params: { query: { vendor_id: vendorId, status: "pending", limit: 100 } },
            signal,
          }),
        );
        return page.items.filter((review) => review.kind === "create");
      } catch (error) {
        if (isApiRequestError(error) && error.status === 403) {
          return [];
        }
        throw error;
      }
    },
    retry: retryUnlessRefused,
  });
}

/** The configured bank countries' fields (GET /v1/bank_country_rules). */
export function useBankCountryRules({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: supplierProfileKeys.bankCountryRules,
    queryFn: ({ signal }) => dataOf(api.GET("/v1/bank_country_rules", { signal })),
    select: itemsOf,
    staleTime: RULES_STALE_MS,
    retry: retryUnlessRefused,
    enabled,
  });
}

/** The server's own checks on bank details being typed; nothing is saved (POST /v1/bank_country_rules/validate). */
export function validateBankDetails(input: BankValidationInput, signal?: AbortSignal): Promise<BankValidation> {
  return dataOf(api.POST("/v1/bank_country_rules/validate", { body: input, signal }));
}

function bankWriteResult(body: BankAccount | QueuedBankChange): BankWriteResult {
  return "id" in body ? { kind: "applied", account: body } : { kind: "queued", reviewId: body.review_id };
}

/** Adds an account: queued for review (202) or applied at once (201). */
export function useCreateBankAccount(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: BankAccountInput) =>
      bankWriteResult(
        await dataOf(
          api.POST("/v1/vendors/{vendor_id}/bank_accounts", { params: { path: { vendor_id: vendorId } }, body: input }),
        ),
      ),
    onSuccess: () => invalidateVendor(client, vendorId),
  });
}

/** Changes an account; `values` replaces the whole set. New values wait for review (202). */
export function useUpdateBankAccount(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ accountId, input }: { accountId: string; input: BankAccountInput }) =>
      bankWriteResult(
        await dataOf(
          api.PATCH("/v1/vendors/{vendor_id}/bank_accounts/{bank_account_id}", {
            params: { path: { vendor_id: vendorId, bank_account_id: accountId } },
            body: input,
          }),
        ),
      ),
    onSuccess: () => invalidateVendor(client, vendorId),
  });
}

export function useRetireBankAccount(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) =>
      dataOf(
        api.POST("/v1/vendors/{vendor_id}/bank_accounts/{bank_account_id}/retire", {
          params: { path: { vendor_id: vendorId, bank_account_id: accountId } },
        }),
      ),
    onSuccess: () => invalidateVendor(client, vendorId),
  });
}

// ---- Sites ------------------------------------------------------------------------------------

/** Seconds after a site's save during which its coordinates may still be on their way. */
const COORDINATES_PENDING_SECONDS = 30;
const SITE_POLL_MS = 2_000;

/** A site saved moments ago with an address but no coordinates yet: the server fills them shortly. */
export function awaitsCoordinates(site: Site, nowSeconds: number): boolean {
  const hasAddress = Boolean(site.city || site.postal_code || site.address_line_1 || site.state_or_region);
  return hasAddress && site.latitude === null && nowSeconds - site.updated_at < COORDINATES_PENDING_SECONDS;
}

/** The vendor's sites, oldest first (GET /v1/vendors/{id}/sites); refreshed while coordinates are on their way. */
export function useSites(vendorId: string) {
  return useQuery({
    queryKey: supplierProfileKeys.sites(vendorId),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/vendors/{vendor_id}/sites", {
          params: { path: { vendor_id: vendorId }, query: { limit: 200 } },
          signal,
        }),
      ),
    retry: retryUnlessRefused,
    refetchInterval: (query) =>
      query.state.data?.items.some((site) => awaitsCoordinates(site, Math.floor(Date.now() / 1000)))
        ? SITE_POLL_MS
        : false,
  });
}

export function useCreateSite(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSiteInput) =>
      dataOf(api.POST("/v1/vendors/{vendor_id}/sites", { params: { path: { vendor_id: vendorId } }, body: input })),
    onSuccess: () => invalidateVendor(client, vendorId),
  });
}

export function useUpdateSite(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ siteId, input }: { siteId: string; input: UpdateSiteInput }) =>
      dataOf(
        api.PATCH("/v1/vendors/{vendor_id}/sites/{site_id}", {
          params: { path: { vendor_id: vendorId, site_id: siteId } },
          body: input,
        }),
      ),
    onSuccess: () => invalidateVendor(client, vendorId),
  });
}

export function useDeleteSite(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (siteId: string) =>
      dataOf(
        api.DELETE("/v1/vendors/{vendor_id}/sites/{site_id}", {
          params: { path: { vendor_id: vendorId, site_id: siteId } },
        }),
      ),
    onSuccess: () => invalidateVendor(client, vendorId),
  });
}

// ---- Tax registrations ------------------------------------------------------------------------

export function useTaxRegistrations(vendorId: string) {
  return useQuery({
    queryKey: supplierProfileKeys.taxRegistrations(vendorId),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/vendors/{vendor_id}/tax_registrations", { params: { path: { vendor_id: vendorId } }, signal }),
      ),
    retry: retryUnlessRefused,
  });
}

/** The registration types the country rules know for a country ("" asks nothing). */
export function useTaxRegistrationTypes(country: string) {
  return useQuery({
    queryKey: supplierProfileKeys.taxRegistrationTypes(country),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/tax_registration_types", { params: { query: { country } }, signal })),
    select: itemsOf,
    staleTime: RULES_STALE_MS,
    retry: retryUnlessRefused,
    enabled: /^[A-Z]{2}$/.test(country),
  });
}

/** Upserts by country and registration type (PUT /v1/vendors/{id}/tax_registrations). */
export function usePutTaxRegistration(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxRegistrationInput) =>
      dataOf(
        api.PUT("/v1/vendors/{vendor_id}/tax_registrations", {
          params: { path: { vendor_id: vendorId } },
          body: input,
        }),
      ),
    onSuccess: () => invalidateVendor(client, vendorId),
  });
}

// ---- Diversity records ------------------------------------------------------------------------

export function useDiversityRecords(vendorId: string) {
  return useQuery({
    queryKey: supplierProfileKeys.diversityRecords(vendorId),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/vendors/{vendor_id}/diversity_records", { params: { path: { vendor_id: vendorId } }, signal }),
      ),
    retry: retryUnlessRefused,
  });
}

export function useCreateDiversityRecord(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DiversityRecordInput) =>
      dataOf(
        api.POST("/v1/vendors/{vendor_id}/diversity_records", {
          params: { path: { vendor_id: vendorId } },
          body: input,
        }),
      ),
    onSuccess: () => invalidateVendor(client, vendorId),
  });
}

export function useDeleteDiversityRecord(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) =>
      dataOf(
        api.DELETE("/v1/vendors/{vendor_id}/diversity_records/{diversity_record_id}", {
          params: { path: { vendor_id: vendorId, diversity_record_id: recordId } },
        }),
      ),
    onSuccess: () => invalidateVendor(client, vendorId),
  });
}

// ---- Legal entities ---------------------------------------------------------------------------

/** The organization's legal entities that deal with the vendor. */
export function useLegalEntityAssignments(vendorId: string) {
  return useQuery({
    queryKey: supplierProfileKeys.legalEntityAssignments(vendorId),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/v1/vendors/{vendor_id}/legal_entity_assignments", {
          params: { path: { vendor_id: vendorId } },
          signal,
        }),
      ),
    retry: retryUnlessRefused,
  });
}

/** Replaces the set of legal entities that deal with the vendor. */
export function usePutLegalEntityAssignments(vendorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (legalEntityIds: string[]) =>
      dataOf(
        api.PUT("/v1/vendors/{vendor_id}/legal_entity_assignments", {
          params: { path: { vendor_id: vendorId } },
          body: { legal_entity_ids: legalEntityIds },
        }),
      ),
    onSuccess: (list) => {
      client.setQueryData(supplierProfileKeys.legalEntityAssignments(vendorId), list);
      // The accounts' payment route (domestic or wire) follows the assigned entities' countries.
      return invalidateVendor(client, vendorId);
    },
  });
}

// ---- Change feed ------------------------------------------------------------------------------

function fetchChangeFeed(vendorId: string, query: { limit: number; offset: number }, signal: AbortSignal) {
  return dataOf(
    api.GET("/v1/vendors/{vendor_id}/change_feed", { params: { path: { vendor_id: vendorId }, query }, signal }),
  );
}

/** One change of the feed (its changes' before/after: null when absent, optional in the OpenAPI document). */
export type ChangeFeedEntry = Awaited<ReturnType<typeof fetchChangeFeed>>["items"][number];

/** The vendor's supplier profile changes, newest first, `pageSize` at a time ("Load more" fetches the next). */
export function useChangeFeed(vendorId: string, pageSize: number) {
  return useInfiniteQuery({
    queryKey: supplierProfileKeys.changeFeed(vendorId, pageSize),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchChangeFeed(vendorId, { limit: pageSize, offset: pageParam }, signal),
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    retry: retryUnlessRefused,
  });
}
