"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { FindingSeverity } from "@/lib/contract/findings";
import type { CreateFindingCommentBody } from "@/lib/modules/findings/schemas";
import { api, dataOf } from "../api";
import { type FindingListQuery, findingKeys } from "./findings";

// Types only: the zod schemas themselves stay on the server. The detail panel's queries and the
// comment mutation are in ./finding-detail-queries.ts, loaded with the panel.
export type CreateFindingCommentInput = z.input<typeof CreateFindingCommentBody>;

/** GET /v1/findings with the triage extensions: open, severity, owner and a due window (false is a filter, sent). */
export interface FindingTriageQuery extends FindingListQuery {
  open?: boolean;
  severity?: FindingSeverity;
  owner_id?: string;
  due_before?: number;
  due_after?: number;
}

/** One page of findings (the keys of useFindings, so inline changes patch these pages too). */
export function useFindingList(query: FindingTriageQuery, enabled = true) {
  return useQuery({
    queryKey: findingKeys.list(query),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/findings", { params: { query }, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** How many findings match (one row asked for, the total read): the dashboard's tiles. */
export function useFindingCount(query: Omit<FindingTriageQuery, "limit" | "offset">, enabled = true) {
  const full = { ...query, limit: 1, offset: 0 };
  return useQuery({
    queryKey: findingKeys.list(full),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/findings", { params: { query: full }, signal })),
    select: (page) => page.total,
    enabled,
  });
}
