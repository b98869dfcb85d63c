import { cn } from "@/components/ui/cn";
import type { ComponentKey } from "@/lib/contract/zero-touch";
import type { LeaderboardComponent } from "@/lib/web/hooks/zero-touch";
import { COMPONENT_LABELS, formatScore, valuesOf } from "./labels";

const track = "overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700";
const fill = "bg-blue-700 dark:bg-blue-400";

const widthOf = (score: number) => `${Math.max(0, Math.min(100, score))}%`;

/** A 0–100 score as a bar with its number beside it: the number is what screen readers read (the bar is decoration). */
export function ScoreBar({ score }: { score: number | null }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={cn("block h-2 w-24 shrink-0", track)}>
        {score === null ? null : <span className={cn("block h-full", fill)} style={{ width: widthOf(score) }} />}
      </span>
      <span className="tabular-nums text-slate-900 dark:text-slate-100">
        {score === null ? "Not scored" : formatScore(score)}
      </span>
    </span>
  );
}

/** A component's score in words: "80", "no data", "off". */
function componentText(component: LeaderboardComponent | undefined): string {
  if (!component || component.status === "disabled") {
    return "off";
  }
  return component.status === "scored" && component.score !== null ? formatScore(component.score) : "no data";
}

/** The five components as small vertical bars, each named with its score for screen readers. */
export function ComponentBars({ components }: { components: readonly LeaderboardComponent[] }) {
  const byKey = new Map<ComponentKey, LeaderboardComponent>(components.map((component) => [component.key, component]));
  return (
    <ul aria-label="Component scores" className="flex items-end gap-1">
      {valuesOf(COMPONENT_LABELS).map((key) => {
        const component = byKey.get(key);
        const text = componentText(component);
        const score = component?.status === "scored" ? component.score : null;
        return (
          <li key={key} title={`${COMPONENT_LABELS[key]}: ${text}`} className="flex">
            <span className="sr-only">
              {COMPONENT_LABELS[key]}: {text}
            </span>
            <span aria-hidden="true" className={cn("relative block h-6 w-2 rounded-sm", track)}>
              {score === null ? (
                component?.status === "disabled" ? null : (
                  <span className="absolute inset-x-0 bottom-0 h-px bg-slate-500" />
                )
              ) : (
                <span className={cn("absolute inset-x-0 bottom-0", fill)} style={{ height: widthOf(score) }} />
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
