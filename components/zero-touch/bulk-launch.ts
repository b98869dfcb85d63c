import type { ToastOptions } from "@/components/ui/toast";
import { api, dataOf } from "@/lib/web/api";
import { isApiRequestError } from "@/lib/web/api-client";
import { ZERO_TOUCH_PAGE_MAX } from "@/lib/web/hooks/zero-touch";
import { chunked } from "@/lib/web/hooks/zero-touch-launch";
import { unscoredVendors } from "@/lib/web/zero-touch-preview";
import type { LaunchState } from "./launch-progress";

// Loaded with the first "Select all unscored" or "Run zero touch", not with the leaderboard.

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

export interface FlowContext {
  toast: (options: ToastOptions) => number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** "Acme Ltd" or "3 vendors". */
const vendorsSubject = (names: string[]) =>
  names.length === 1 && names[0] ? names[0] : `${names.length} vendor${names.length === 1 ? "" : "s"}`;

/**
 * "Select all unscored": the unscored vendors shown as rows on this page (selected as rows) and the
 * others, with their names; null (told in a toast) when there are none or they could not be found.
 */
export async function findToSelect(
  ctx: FlowContext,
  shown: ReadonlySet<string>,
): Promise<{ shownIds: string[]; others: Map<string, string> } | null> {
  try {
    const unscored = await findUnscoredVendors();
    if (unscored.length === 0) {
      ctx.toast({ title: "Every vendor has a zero touch score" });
      return null;
    }
    return {
      shownIds: unscored.filter((vendor) => shown.has(vendor.id)).map((vendor) => vendor.id),
      others: new Map(unscored.filter((vendor) => !shown.has(vendor.id)).map((vendor) => [vendor.id, vendor.name])),
    };
  } catch (error) {
    ctx.toast({ title: "Couldn't find the unscored vendors", description: messageOf(error), variant: "error" });
    return null;
  }
}

/** "Run zero touch" for the vendors (by ID, with their names): what to follow, or null when nothing started. */
export async function startRuns(ctx: FlowContext, names: ReadonlyMap<string, string>): Promise<LaunchState | null> {
  try {
    const outcome = await launchRuns([...names.keys()]);
    if (outcome.runs.length > 0) {
      const started = outcome.runs.map((run) => names.get(run.vendorId) ?? "");
      ctx.toast({ title: `Started zero touch for ${vendorsSubject(started)}`, variant: "success" });
    }
    return { names, runs: outcome.runs, refused: outcome.failed };
  } catch (error) {
    ctx.toast({ title: "Couldn't start zero touch", description: messageOf(error), variant: "error" });
    return null;
  }
}
