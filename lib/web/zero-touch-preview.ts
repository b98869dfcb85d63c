import {
  type ComponentKey,
  type ComponentStatus,
  componentKeys,
  compositeOf,
  coverageOf,
  effectiveWeights,
  isComponentEnabled,
  isSufficientlyCovered,
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
  /** Ranked on its composite now (the API's judgement under the saved minimum coverage). */
  is_sufficient: boolean;
}

/** A row as the draft configuration would score and judge it. */
export interface DraftJudgement {
  composite: number | null;
  /** Percent of the draft's configured weight that had data. */
  coverage: number;
  /** Ranked on its composite: one, and at least the draft's minimum coverage behind it. */
  sufficient: boolean;
}

/**
 * A row's composite, coverage and sufficiency under the draft, by the arithmetic the API scores with
 * (lib/contract/zero-touch.ts): under the saved configuration it is the API's own judgement.
 */
export function judgeUnderDraft(config: ZeroTouchConfig, row: Pick<RankableRow, "components">): DraftJudgement {
  const components = underDraft(config, row.components);
  const composite = compositeOf(config, components);
  const coverage = coverageOf(config, components);
  return {
    composite,
    coverage,
    sufficient: isSufficientlyCovered(config.minimum_coverage, { composite_score: composite, coverage }),
  };
}

export interface RankMove {
  vendorId: string;
  vendorName: string;
  oldRank: number;
  newRank: number;
  oldComposite: number | null;
  newComposite: number | null;
  /** Coverage under the draft, and whether the vendor would still (or again) be ranked. */
  newCoverage: number;
  wasSufficient: boolean;
  isSufficient: boolean;
}

/**
 * The leaderboard's rows re-ranked under a draft configuration, as the API ranks: each row's
 * composite and coverage recomputed from its components, runs with enough coverage first, each group
 * highest composite first (unscored last, ties in their current order), the first `top`. New ranks
 * count from the first row's current rank, so a top slice keeps the leaderboard's numbers.
 */
export function rerankPreview(config: ZeroTouchConfig, rows: readonly RankableRow[], top = 10): RankMove[] {
  const first = rows.reduce((lowest, row) => Math.min(lowest, row.rank), Number.POSITIVE_INFINITY);
  const base = Number.isFinite(first) ? first : 1;
  const judged = rows.map((row) => ({ row, draft: judgeUnderDraft(config, row) }));
  judged.sort((a, b) => {
    if (a.draft.sufficient !== b.draft.sufficient) {
      return a.draft.sufficient ? -1 : 1;
    }
    const x = a.draft.composite;
    const y = b.draft.composite;
    if (x === null || y === null) {
      return x === y ? a.row.rank - b.row.rank : x === null ? 1 : -1;
    }
    return y - x || a.row.rank - b.row.rank;
  });
  return judged.slice(0, top).map(({ row, draft }, index) => ({
    vendorId: row.vendor_id,
    vendorName: row.vendor_name,
    oldRank: row.rank,
    newRank: base + index,
    oldComposite: row.composite_score,
    newComposite: draft.composite,
    newCoverage: draft.coverage,
    wasSufficient: row.is_sufficient,
    isSufficient: draft.sufficient,
  }));
}

export interface CoverageShift {
  vendorId: string;
  vendorName: string;
  rank: number;
  /** Coverage under the draft. */
  coverage: number;
  /** "drops": ranked now, insufficient evidence under the draft; "rises": the other way round. */
  direction: "drops" | "rises";
}

/**
 * Which of the leaderboard's current top `top` (by rank) the draft's minimum coverage and weights
 * would move between ranked and insufficient evidence, in rank order.
 */
export function coverageShifts(config: ZeroTouchConfig, rows: readonly RankableRow[], top = 10): CoverageShift[] {
  const shifts: CoverageShift[] = [];
  for (const row of [...rows].sort((a, b) => a.rank - b.rank).slice(0, top)) {
    const draft = judgeUnderDraft(config, row);
    if (draft.sufficient !== row.is_sufficient) {
      shifts.push({
        vendorId: row.vendor_id,
        vendorName: row.vendor_name,
        rank: row.rank,
        coverage: draft.coverage,
        direction: draft.sufficient ? "rises" : "drops",
      });
    }
  }
  return shifts;
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

/** A leaderboard row as "Select all unscored" reads it (vendors without a run included). */
export interface UnscoredCandidate {
  vendor_id: string;
  vendor_name: string;
  composite_score: number | null;
  status: RunStatus | "not_assessed";
}

/**
 * Vendors to score: those without a run, and those whose latest run has no composite, except runs
 * still queued or running (launching again would only queue a duplicate). In the rows' order.
 */
export function unscoredVendors(rows: readonly UnscoredCandidate[]): { id: string; name: string }[] {
  return rows
    .filter(
      (row) =>
        row.status === "not_assessed" ||
        (row.composite_score === null && row.status !== "queued" && row.status !== "running"),
    )
    .map((row) => ({ id: row.vendor_id, name: row.vendor_name }));
}
