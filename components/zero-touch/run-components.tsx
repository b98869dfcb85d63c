import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { focusRing } from "@/components/ui/cn";
import { componentLabels } from "@/lib/contract/zero-touch";
import type { RunComponent, ScoreInput } from "@/lib/web/hooks/zero-touch";
import { formatEffect, formatShare } from "./detail-labels";
import { ScoreBar } from "./score-bar";

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";
const cellClass = "px-3 py-2.5 align-top";
const muted = "text-slate-600 dark:text-slate-400";

const COMPONENT_STATUS: Record<RunComponent["status"], { label: string; variant: "success" | "warning" | "neutral" }> =
  {
    scored: { label: "Scored", variant: "success" },
    unavailable: { label: "No data", variant: "warning" },
    disabled: { label: "Off", variant: "neutral" },
  };

/** A component's configured weight as its share of the weights of the components switched on. */
function configuredShare(component: RunComponent, components: readonly RunComponent[]): number {
  const total = components
    .filter((other) => other.status !== "disabled")
    .reduce((sum, other) => sum + other.configured_weight, 0);
  return component.status === "disabled" || total === 0 ? 0 : component.configured_weight / total;
}

function Inputs({ inputs }: { inputs: readonly ScoreInput[] }) {
  if (inputs.length === 0) {
    return null;
  }
  return (
    <ul className="mt-2 space-y-1" aria-label="Inputs that moved the score">
      {inputs.map((input, index) => (
        <li key={`${input.kind}-${input.id ?? index.toString()}`} className="flex gap-2">
          <span
            className={`w-12 shrink-0 text-right font-medium tabular-nums ${
              input.effect < 0 ? "text-red-700 dark:text-red-400" : "text-green-800 dark:text-green-400"
            }`}
          >
            {formatEffect(input.effect)}
          </span>
          <span>
            <span className="text-slate-900 dark:text-slate-100">{input.label}</span>
            {input.detail ? <span className={`block text-xs ${muted}`}>{input.detail}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The run's components: each one's status, score, weights, source and what moved it. */
export function RunComponents({ components }: { components: readonly RunComponent[] }) {
  return (
    <Card
      title="Components"
      description="The composite is the weighted mean of the components that scored; those without data count for nothing. With data: the share of each component that had data (for controls, of the control weight with evidence)."
      flush
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable) */}
      <section aria-label="Components table" tabIndex={0} className={`relative overflow-x-auto ${focusRing}`}>
        <table className="w-full border-collapse text-sm">
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className={headerClass}>
                Component
              </th>
              <th scope="col" className={headerClass}>
                Status
              </th>
              <th scope="col" className={headerClass}>
                Score
              </th>
              <th scope="col" className={headerClass}>
                With data
              </th>
              <th scope="col" className={headerClass}>
                Weight (configured → effective)
              </th>
              <th scope="col" className={headerClass}>
                Source
              </th>
              <th scope="col" className={headerClass}>
                Why
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {components.map((component) => {
              const status = COMPONENT_STATUS[component.status];
              return (
                <tr key={component.key}>
                  <th scope="row" className={`${cellClass} text-left font-medium text-slate-900 dark:text-slate-100`}>
                    {component.label || componentLabels[component.key]}
                  </th>
                  <td className={cellClass}>
                    <Badge variant={status.variant}>{status.label}</Badge>
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <ScoreBar score={component.status === "scored" ? component.score : null} />
                  </td>
                  <td className={`${cellClass} whitespace-nowrap tabular-nums text-slate-800 dark:text-slate-200`}>
                    {component.status === "disabled" ? "—" : formatShare(component.data_share)}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap tabular-nums text-slate-800 dark:text-slate-200`}>
                    {formatShare(configuredShare(component, components))} → {formatShare(component.weight)}
                  </td>
                  <td className={`${cellClass} text-slate-800 dark:text-slate-200`}>{component.source || "—"}</td>
                  <td className={`${cellClass} min-w-64 text-slate-800 dark:text-slate-200`}>
                    <p>{component.explanation}</p>
                    <Inputs inputs={component.inputs} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </Card>
  );
}
