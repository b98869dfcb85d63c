import type { ToastOptions } from "@/components/ui/toast";
import { findUnscoredVendors, launchRuns } from "@/lib/web/hooks/zero-touch-bulk-launch";
import type { LaunchState } from "./launch-progress";

// Loaded with the first "Select all unscored" or "Run zero touch", not with the leaderboard.

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
