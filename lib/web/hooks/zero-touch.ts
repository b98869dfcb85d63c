"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { RunStatus } from "@/lib/contract/zero-touch";
import type {
  AuditListSchema,
  BulkLaunchSchema,
  ConfigSchema,
  CorrectBody,
  CorrectionPreviewSchema,
  LeaderboardSchema,
  OverrideBody,
  ReviewBody,
  RunSchema,
  RunSummarySchema,
  TemplatesSchema,
} from "@/lib/modules/zero-touch/schemas";
import { api, dataOf } from "../api";
import type { operations } from "../api-types.generated";

// Types only: the zod schemas themselves stay on the server.
/** What a launch answers, and what POST …/summaries lists for live progress. */
export type ZeroTouchRunSummary = z.output<typeof RunSummarySchema>;
export type BulkLaunchResult = z.output<typeof BulkLaunchSchema>;
export type LeaderboardPage = z.output<typeof LeaderboardSchema>;
/** One vendor's latest run on the leaderboard; `rank` is the organization-wide rank, filters aside. */
export type LeaderboardRow = LeaderboardPage["items"][number];
export type LeaderboardComponent = LeaderboardRow["components"][number];
/** A run's status, or `not_assessed` for a vendor without one (listed with include_not_assessed). */
export type LeaderboardStatus = LeaderboardRow["status"];
/** Query of GET /v1/zero_touch_assessment/leaderboard, in the API's own parameter names. */
export type LeaderboardQuery = Omit<
  NonNullable<operations["zeroTouchLeaderboard"]["parameters"]["query"]>,
  "limit" | "offset"
> & {
  limit: number;
  offset: number;
};
/** A run with its whole result (scored on the fly, provisionally, until it finishes). */
export type ZeroTouchRun = z.output<typeof RunSchema>;
export type RunResult = ZeroTouchRun["result"];
export type RunComponent = RunResult["components"][number];
export type ScoreInput = RunComponent["inputs"][number];
export type Reputation = NonNullable<RunResult["reputation"]>;
export type ReputationFinding = Reputation["findings"][number];
export type Standing = Reputation["overall"];
export type FindingSeverity = ReputationFinding["severity"];
export type RunSource = RunResult["sources"][number];
export type SourceKind = RunSource["kind"];
export type RunProfile = NonNullable<RunResult["profile"]>;
export type RunChanges = NonNullable<RunResult["changes_since_previous"]>;
export type ControlChange = RunChanges["controls"][number];
/** How much of the configured weight had data, against the organization's minimum (null on older runs). */
export type RunCoverage = NonNullable<RunResult["coverage"]>;
/** One control of the run's control set: its verdict, the matcher's, the quotes and any override. */
export type RunControl = RunResult["controls"][number];
export type ControlVerdict = RunControl["verdict"];
export type ControlOverride = NonNullable<RunControl["override"]>;
export type OverrideInput = z.input<typeof OverrideBody>;
/** The fields of a correction that may be applied one by one (the preview lists them). */
export type CorrectableField = NonNullable<z.input<typeof CorrectBody>["apply"]>[number];
export type ReviewInput = z.input<typeof ReviewBody>;
export type ReviewAction = ReviewInput["action"];
export type CorrectionPreview = z.output<typeof CorrectionPreviewSchema>;
/** A field a correction changes; before and after are the record's values (text for name and website). */
export type FieldChange = CorrectionPreview["changes"][number];
export type AuditPage = z.output<typeof AuditListSchema>;
export type AuditEntry = AuditPage["data"][number];
export type TemplateList = z.output<typeof TemplatesSchema>;
export type ZeroTouchTemplate = TemplateList["items"][number];
export type ZeroTouchSettings = z.output<typeof ConfigSchema>;

export const zeroTouchKeys = {
  all: ["zero-touch"] as const,
  leaderboards: ["zero-touch", "leaderboard"] as const,
  leaderboard: (query: LeaderboardQuery) => ["zero-touch", "leaderboard", query] as const,
  run: (id: string) => ["zero-touch", "run", id] as const,
  audit: (id: string) => ["zero-touch", "run", id, "audit"] as const,
  config: ["zero-touch", "config"] as const,
  templates: ["zero-touch", "templates"] as const,
  summaries: (ids: readonly string[]) => ["zero-touch", "summaries", ids] as const,
};

/** The API's largest page: bulk launches, summaries and the unscored vendors go 200 at a time. */
export const ZERO_TOUCH_PAGE_MAX = 200;
/** How often a page asks again while runs are queued or running. */
export const POLL_MS = 1000;

export const isRunSettled = (status: RunStatus) => status === "complete" || status === "failed";

/** One page of the leaderboard; the previous page stays on screen while the next loads. */
export function useLeaderboard(query: LeaderboardQuery) {
  return useQuery({
    queryKey: zeroTouchKeys.leaderboard(query),
    queryFn: ({ signal }) => dataOf(api.GET("/v1/zero_touch_assessment/leaderboard", { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The run changes (review, correction, configuration): their code loads with the first use. */
export const loadZeroTouchMutations = () => import("./zero-touch-mutations");
