import { type ComponentKey, componentKeys, componentLabels, type ZeroTouchConfig } from "@/lib/contract/zero-touch";
import type { LeaderboardRow } from "@/lib/web/hooks/zero-touch";
import { movementLabel, movementOf, type RankMove, rerankPreview } from "@/lib/web/zero-touch-preview";
import { formatShare } from "./detail-labels";
import { formatScore } from "./labels";

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

/**
 * How the leaderboard's top 10 would move under the draft: the first 50 rows re-scored from their
 * components with the draft's switches and weights, then re-ranked.
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
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {moves.map((move) => (
          <tr key={move.vendorId}>
            <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-900 dark:text-slate-100">
              {move.vendorName}
            </th>
            <td className="whitespace-nowrap py-2 pr-3 tabular-nums text-slate-900 dark:text-slate-100">
              {move.oldRank} <span aria-hidden="true">→</span>
              <span className="sr-only">to</span> {move.newRank}
            </td>
            <td className="whitespace-nowrap py-2 pr-3">
              <Movement move={move} />
            </td>
            <td className="hidden whitespace-nowrap py-2 tabular-nums text-slate-800 sm:table-cell dark:text-slate-200">
              {formatScore(move.oldComposite)} <span aria-hidden="true">→</span>
              <span className="sr-only">to</span> {formatScore(move.newComposite)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
