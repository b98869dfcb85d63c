"use client";

import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { BankDetailsSummary } from "@/lib/modules/supplier-profile/schemas/bank-accounts";
import type { BankReview, BankReviewListSchema } from "@/lib/modules/supplier-profile/schemas/bank-reviews";
import { api, dataOf } from "../api";
import { supplierProfileKeys } from "./supplier-profile-keys";

// Types only: the zod schemas themselves stay on the server.
export type { BankDetailsSummary, BankReview };
export type BankReviewStatus = BankReview["status"];
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

export type BankReviewPage = z.output<typeof BankReviewListSchema>;

function fetchBankReviews(query: BankReviewListQuery, signal: AbortSignal): Promise<BankReviewPage> {
  return dataOf(api.GET("/v1/bank_reviews", { params: { query }, signal }));
}

/** One page of reviews, newest first; the previous page stays on screen while the next loads. */
export function useBankReviews(query: BankReviewListQuery) {
  return useQuery({
    queryKey: bankReviewKeys.list(query),
    queryFn: ({ signal }) => fetchBankReviews(query, signal),
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
    queryFn: ({ signal }): Promise<BankReview> =>
      dataOf(api.GET("/v1/bank_reviews/{review_id}", { params: { path: { review_id: id } }, signal })),
    placeholderData: shown,
  });
}

/** POST …/approve, with how the change was verified when there is a note (required for a high signal). */
export function approveBankReview(id: string, note: string): Promise<BankReview> {
  return dataOf(
    api.POST("/v1/bank_reviews/{review_id}/approve", {
      params: { path: { review_id: id } },
      body: note ? { verification_note: note } : {},
    }),
  );
}

/** POST …/reject with the reason (1–2000 characters); the live account keeps its details. */
export function rejectBankReview(id: string, reason: string): Promise<BankReview> {
  return dataOf(
    api.POST("/v1/bank_reviews/{review_id}/reject", { params: { path: { review_id: id } }, body: { reason } }),
  );
}

/** GET one review, for when a decision found it decided by someone else. */
export function fetchBankReview(id: string): Promise<BankReview> {
  return dataOf(api.GET("/v1/bank_reviews/{review_id}", { params: { path: { review_id: id } } }));
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
