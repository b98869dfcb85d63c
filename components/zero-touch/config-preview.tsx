import { type ComponentKey, componentKeys, componentLabels, type ZeroTouchConfig } from "@/lib/contract/zero-touch";
import type { LeaderboardRow } from "@/lib/web/hooks/zero-touch";
import {
  type CoverageShift,
  coverageShifts,
  movementLabel,
  movementOf,
  type RankMove,
  rerankPreview,
} from "@/lib/web/zero-touch-preview";
import { formatShare } from "./detail-labels";
import { formatPercent, formatScore } from "./labels";

const muted = "text-slate-600 dark:text-slate-400";
const headerClass = "py-2 pr-3 text-left text-xs font-semibold uppercase tracking-wide";

/** Each component's share of the composite under the draft, as bars with their percentage. */
export function WeightPreview({ weights }: { weights: Record<ComponentKey, number> }) {
  return (
    <ul aria-label="Effective weights" className="space-y-1.5 text-sm">
      {componentKeys.map((key) => (
        <li key={key} className="flex items-center gap-3">
          <span className="w-32 shrink-0 text-slate-900 dark:text-slate-100">{componentLabels[key]}</span>
          <span
            aria-hidden="true"
            className="block h-2 w-40 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <span className="block h-full bg-blue-700 dark:bg-blue-400" style={{ width: formatShare(weights[key]) }} />
          </span>
          <span className="tabular-nums text-slate-900 dark:text-slate-100">{formatShare(weights[key])}</span>
        </li>
      ))}
    </ul>
  );
}

const ARROWS = { up: "↑", down: "↓", same: "→" } as const;

function Movement({ move }: { move: RankMove }) {
  if (!move.isSufficient) {
    return (
      <span className="text-amber-800 dark:text-amber-300">
        {move.wasSufficient ? "Drops to insufficient evidence" : "Insufficient evidence"}
      </span>
    );
  }
  if (!move.wasSufficient) {
    return <span className="text-green-800 dark:text-green-400">Ranked again</span>;
  }
  const movement = movementOf(move);
  const tone =
    movement.direction === "up"
      ? "text-green-800 dark:text-green-400"
      : movement.direction === "down"
        ? "text-red-700 dark:text-red-400"
        : muted;
  return (
    <span className={tone}>
      <span aria-hidden="true">{ARROWS[movement.direction]} </span>
      {movementLabel(movement)}
    </span>
  );
}

/** A rank, or "not ranked" for a run with insufficient evidence (the leaderboard shows no rank for it). */
function RankText({ rank, ranked }: { rank: number; ranked: boolean }) {
  return ranked ? <span>{rank}</span> : <span className={muted}>not ranked</span>;
}

function shiftText(shift: CoverageShift): string {
  const where = `rank ${shift.rank}, ${formatPercent(shift.coverage)} coverage`;
  return shift.direction === "drops"
    ? `${shift.vendorName} (${where}) would drop to insufficient evidence`
    : `${shift.vendorName} (${where}) would be ranked again`;
}

/**
 * Which of the current top 10 the draft's minimum coverage (and weights) would move between ranked
 * and insufficient evidence, judged as the API judges them.
 */
export function CoveragePreview({ config, rows }: { config: ZeroTouchConfig; rows: readonly LeaderboardRow[] }) {
  const shifts = coverageShifts(config, rows);
  const minimum = `With a minimum coverage of ${formatPercent(config.minimum_coverage)}`;
  if (shifts.length === 0) {
    return (
      <p className="text-sm text-slate-800 dark:text-slate-200">
        {minimum}, none of the current top 10 moves between ranked and insufficient evidence.
      </p>
    );
  }
  return (
    <div className="text-sm text-slate-800 dark:text-slate-200">
      <p>{minimum}, of the current top 10:</p>
      <ul aria-label="Top 10 changes in evidence" className="mt-1 list-disc pl-5">
        {shifts.map((shift) => (
          <li
            key={shift.vendorId}
            className={
              shift.direction === "drops" ? "text-amber-800 dark:text-amber-300" : "text-green-800 dark:text-green-400"
            }
          >
            {shiftText(shift)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * How the leaderboard's top 10 would move under the draft: the first 50 rows re-scored from their
 * components with the draft's switches and weights, judged against its minimum coverage, then
 * re-ranked (runs with insufficient evidence after every ranked one).
 */
export function RankPreview({ config, rows }: { config: ZeroTouchConfig; rows: readonly LeaderboardRow[] }) {
  const scoredRows = rows.filter((row) => row.composite_score !== null);
  if (scoredRows.length === 0) {
    return (
      <p className={`text-sm ${muted}`}>No vendor has a composite score yet, so there is no ranking to preview.</p>
    );
  }
  const moves = rerankPreview(config, rows);
  return (
    <div className="space-y-4">
      <CoveragePreview config={config} rows={rows} />
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Top 10 under this configuration</caption>
        <thead className="text-slate-700 dark:text-slate-300">
          <tr className="border-b border-slate-200 dark:border-slate-800">
            <th scope="col" className={headerClass}>
              Vendor
            </th>
            <th scope="col" className={headerClass}>
              Rank
            </th>
            <th scope="col" className={headerClass}>
              Move
            </th>
            <th scope="col" className={`${headerClass} hidden sm:table-cell`}>
              Composite
            </th>
            <th scope="col" className={`${headerClass} hidden sm:table-cell`}>
              Coverage
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {moves.map((move) => (
            <tr key={move.vendorId}>
              <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900 dark:text-slate-100">
                {move.vendorName}
              </th>
              <td className="whitespace-nowrap py-2 pr-3 tabular-nums text-slate-900 dark:text-slate-100">
                <RankText rank={move.oldRank} ranked={move.wasSufficient} /> <span aria-hidden="true">→</span>
                <span className="sr-only">to</span> <RankText rank={move.newRank} ranked={move.isSufficient} />
              </td>
              <td className="whitespace-nowrap py-2 pr-3">
                <Movement move={move} />
              </td>
              <td className="hidden whitespace-nowrap py-2 pr-3 tabular-nums text-slate-800 sm:table-cell dark:text-slate-200">
                {formatScore(move.oldComposite)} <span aria-hidden="true">→</span>
                <span className="sr-only">to</span> {formatScore(move.newComposite)}
              </td>
              <td className="hidden whitespace-nowrap py-2 tabular-nums text-slate-800 sm:table-cell dark:text-slate-200">
                {formatPercent(move.newCoverage)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
