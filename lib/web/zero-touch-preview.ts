import {
  type ComponentKey,
  type ComponentStatus,
  componentKeys,
  compositeOf,
  effectiveWeights,
  isComponentEnabled,
  type RunStatus,
  type ScoredComponent,
  type ZeroTouchConfig,
} from "../contract/zero-touch";

// Pure arithmetic behind the zero touch pages: the configuration's previews and the leaderboard's
// "Select all unscored". The scoring itself is lib/contract/zero-touch.ts, shared with the API.

/**
 * Each component's share of the composite under a draft configuration, as if every enabled component
 * resolved (a run renormalises again over those that actually did).
 */
export function previewWeights(config: ZeroTouchConfig): Record<ComponentKey, number> {
  const statuses: Partial<Record<ComponentKey, ComponentStatus>> = {};
  for (const key of componentKeys) {
    statuses[key] = isComponentEnabled(config, key) ? "scored" : "disabled";
  }
  return effectiveWeights(config, statuses);
}

/**
 * A run's components as the draft configuration would weigh them: a component it switches off is
 * disabled; one it switches on that the run did not score has no score to count (unavailable).
 */
export function underDraft(config: ZeroTouchConfig, components: readonly ScoredComponent[]): ScoredComponent[] {
  return components.map((component) => {
    if (!isComponentEnabled(config, component.key)) {
      return { ...component, status: "disabled" };
    }
    return component.status === "disabled" ? { ...component, status: "unavailable", score: null } : component;
  });
}

export interface RankableRow {
  vendor_id: string;
  vendor_name: string;
  rank: number;
  composite_score: number | null;
  components: readonly ScoredComponent[];
}

export interface RankMove {
  vendorId: string;
  vendorName: string;
  oldRank: number;
  newRank: number;
  oldComposite: number | null;
  newComposite: number | null;
}

/**
 * The leaderboard's rows re-ranked under a draft configuration: each row's composite recomputed from
 * its components, ranked highest first (unscored last, ties in their current order), the first `top`.
 * New ranks count from the first row's current rank, so a top slice keeps the leaderboard's numbers.
 */
export function rerankPreview(config: ZeroTouchConfig, rows: readonly RankableRow[], top = 10): RankMove[] {
  const first = rows.reduce((lowest, row) => Math.min(lowest, row.rank), Number.POSITIVE_INFINITY);
  const base = Number.isFinite(first) ? first : 1;
  const scored = rows.map((row) => ({ row, composite: compositeOf(config, underDraft(config, row.components)) }));
  scored.sort((a, b) => {
    if (a.composite === null || b.composite === null) {
      return a.composite === b.composite ? a.row.rank - b.row.rank : a.composite === null ? 1 : -1;
    }
    return b.composite - a.composite || a.row.rank - b.row.rank;
  });
  return scored.slice(0, top).map(({ row, composite }, index) => ({
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    oldRank: row.rank,
    newRank: base + index,
    oldComposite: row.composite_score,
    newComposite: composite,
  }));
}

export type Movement = { direction: "up" | "down"; places: number } | { direction: "same"; places: 0 };

export function movementOf(move: Pick<RankMove, "oldRank" | "newRank">): Movement {
  const places = move.oldRank - move.newRank;
  if (places === 0) {
    return { direction: "same", places: 0 };
  }
  return places > 0 ? { direction: "up", places } : { direction: "down", places: -places };
}

/** "Up 3 places", "Down 1 place", "No change". */
export function movementLabel(movement: Movement): string {
  if (movement.direction === "same") {
    return "No change";
  }
  const places = `${movement.places} place${movement.places === 1 ? "" : "s"}`;
  return movement.direction === "up" ? `Up ${places}` : `Down ${places}`;
}

/**
 * Vendors to score: those without a run, and those whose latest run has no composite, except runs
 * still queued or running (launching again would only queue a duplicate). In the vendors' order.
 */
export function unscoredVendors<V extends { id: string }>(
  vendors: readonly V[],
  rows: readonly { vendor_id: string; composite_score: number | null; status: RunStatus }[],
): V[] {
  const settledOrScored = new Set(
    rows
      .filter((row) => row.composite_score !== null || row.status === "queued" || row.status === "running")
      .map((row) => row.vendor_id),
  );
  return vendors.filter((vendor) => !settledOrScored.has(vendor.id));
}
