"use client";

import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import type { BankDetailsSummary } from "@/lib/modules/supplier-profile/schemas/bank-accounts";
import type { BankReview } from "@/lib/modules/supplier-profile/schemas/bank-reviews";
import { apiFetch, searchOf } from "../api-client";
import type { ListPage } from "./list-patch";
import { supplierProfileKeys } from "./supplier-profile-keys";

// Types only: the zod schemas themselves stay on the server.
export type { BankDetailsSummary, BankReview };
export type BankReviewStatus = BankReview["status"];
export type BankReviewPage = ListPage<BankReview>;
export type BankSignal = BankReview["signals"][number];
export type RuleCheck = BankDetailsSummary["validation_results"]["warnings"][number];

/** Query of `GET /v1/bank_reviews`, in the API's own parameter names (no status: every status). */
export interface BankReviewListQuery {
  status?: BankReviewStatus;
  vendor_id?: string;
  limit: number;
  offset: number;
}

export const bankReviewKeys = {
  all: ["bank-reviews"] as const,
  lists: ["bank-reviews", "list"] as const,
  list: (query: BankReviewListQuery) => ["bank-reviews", "list", query] as const,
  detail: (id: string) => ["bank-reviews", "detail", id] as const,
};

export const bankReviewPath = (id: string) => `/bank_reviews/${encodeURIComponent(id)}`;

/** One page of reviews, newest first; the previous page stays on screen while the next loads. */
export function useBankReviews(query: BankReviewListQuery) {
  return useQuery({
    queryKey: bankReviewKeys.list(query),
    queryFn: ({ signal }) => apiFetch<BankReviewPage>(`/bank_reviews?${searchOf({ ...query })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One review as the server has it now (the live account beside it may have changed since the list
 * loaded); the list's row shows until it arrives.
 */
export function useBankReview(id: string, shown?: BankReview) {
  return useQuery({
    queryKey: bankReviewKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<BankReview>(bankReviewPath(id), { signal }),
    placeholderData: shown,
  });
}

/** POST …/approve (admins only; never the proposer): applies the change and answers the decided review. */
export function approveBankReview(id: string): Promise<BankReview> {
  return apiFetch<BankReview>(`${bankReviewPath(id)}/approve`, { method: "POST" });
}

/** POST …/reject with the reason (1–2000 characters); the live account keeps its details. */
export function rejectBankReview(id: string, reason: string): Promise<BankReview> {
  return apiFetch<BankReview>(`${bankReviewPath(id)}/reject`, { method: "POST", body: { reason } });
}

/** GET one review, for when a decision found it decided by someone else. */
export function fetchBankReview(id: string): Promise<BankReview> {
  return apiFetch<BankReview>(bankReviewPath(id));
}

/**
 * Shows a review as the server now has it (decided by us or by someone else) in every cached list
 * page and its detail, then refetches: a status filter may no longer match it.
 */
export function showBankReview(queryClient: QueryClient, review: BankReview): void {
  queryClient.setQueriesData<BankReviewPage>({ queryKey: bankReviewKeys.lists }, (page) =>
    page ? { ...page, items: page.items.map((row) => (row.id === review.id ? review : row)) } : page,
  );
  queryClient.setQueryData(bankReviewKeys.detail(review.id), review);
  void queryClient.invalidateQueries({ queryKey: bankReviewKeys.lists });
  // The vendor's supplier profile: its accounts, pending changes and change feed.
  void queryClient.invalidateQueries({ queryKey: supplierProfileKeys.vendor(review.vendor_id) });
}
