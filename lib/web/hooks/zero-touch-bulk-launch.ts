import { api, dataOf } from "../api";
import { isApiRequestError } from "../api-client";
import { unscoredVendors } from "../zero-touch-preview";
import { ZERO_TOUCH_PAGE_MAX } from "./zero-touch";
import { chunked } from "./zero-touch-launch";

// Loaded with the first "Select all unscored" or "Run zero touch" (components/zero-touch/bulk-launch.ts),
// not with the leaderboard.

export interface NamedVendor {
  id: string;
  name: string;
}

/** Every item of a `{items, total}` list, asked 200 at a time. */
async function everyPage<T>(pageAt: (offset: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ; offset += ZERO_TOUCH_PAGE_MAX) {
    const page = await pageAt(offset);
    items.push(...page.items);
    if (page.items.length === 0 || offset + ZERO_TOUCH_PAGE_MAX >= page.total) {
      return items;
    }
  }
}

/**
 * The organization's vendors without a composite score (no run, or a latest run that scored
 * nothing): the whole leaderboard, vendors without a run included, read 200 rows at a time.
 */
export async function findUnscoredVendors(): Promise<NamedVendor[]> {
  const rows = await everyPage((offset) =>
    dataOf(
      api.GET("/v1/zero_touch_assessment/leaderboard", {
        params: { query: { include_not_assessed: true, limit: ZERO_TOUCH_PAGE_MAX, offset } },
      }),
    ),
  );
  return unscoredVendors(rows);
}

export interface LaunchOutcome {
  /** The runs created, each with its vendor. */
  runs: { id: string; vendorId: string }[];
  /** Vendors the API would not launch for, with its reason. */
  failed: { vendorId: string; error: string }[];
}

/**
 * POST …/bulk for the vendors, 200 at a time, one batch after the other: a batch the API refuses as a
 * whole counts each of its vendors as failed with the refusal's message, and the next batches still go.
 */
export async function launchRuns(vendorIds: readonly string[]): Promise<LaunchOutcome> {
  const outcome: LaunchOutcome = { runs: [], failed: [] };
  for (const batch of chunked(vendorIds, ZERO_TOUCH_PAGE_MAX)) {
    try {
      const result = await dataOf(api.POST("/v1/zero_touch_assessment/bulk", { body: { vendor_ids: batch } }));
      outcome.runs.push(...result.created.map((run) => ({ id: run.id, vendorId: run.vendor_id })));
      outcome.failed.push(...result.failed.map((failure) => ({ vendorId: failure.vendor_id, error: failure.error })));
    } catch (error) {
      if (isApiRequestError(error) && error.status === 401) {
        throw error;
      }
      const message = error instanceof Error ? error.message : String(error);
      outcome.failed.push(...batch.map((vendorId) => ({ vendorId, error: message })));
    }
  }
  return outcome;
}
