/** What moved between a zero touch run and the previous one (a run's `changes`): scores, reasons, control verdicts. */
import { componentLabels } from "@/lib/contract/zero-touch";
import type { ComponentChange, ControlChange, ControlVerdict, RunChanges, RunComponent } from "../result-types";

function reasonFor(before: RunComponent | undefined, after: RunComponent): string {
  if (!before || before.status !== after.status) {
    return `${before ? before.status : "absent"} → ${after.status}${after.status === "scored" ? "" : `: ${after.explanation}`}`;
  }
  const beforeLabels = new Set(before.inputs.map((input) => input.label));
  const afterLabels = new Set(after.inputs.map((input) => input.label));
  const added = after.inputs.filter((input) => !beforeLabels.has(input.label)).map((input) => input.label);
  const removed = before.inputs.filter((input) => !afterLabels.has(input.label)).map((input) => input.label);
  const parts = [
    ...(added.length
      ? [`new: ${added.slice(0, 3).join("; ")}${added.length > 3 ? ` and ${added.length - 3} more` : ""}`]
      : []),
    ...(removed.length
      ? [`gone: ${removed.slice(0, 3).join("; ")}${removed.length > 3 ? ` and ${removed.length - 3} more` : ""}`]
      : []),
    ...(before.weight !== after.weight ? [`weight ${before.weight} → ${after.weight}`] : []),
  ];
  return parts.length > 0 ? parts.join(", ") : "unchanged inputs";
}

const signed = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value * 10) / 10)}`;

const verdictLabel = (verdict: string | null) => (verdict ?? "not evaluated").replace("_", " ");

/** Controls whose verdict moved, and every override (a reviewer's verdict is always worth showing). */
function controlChanges(
  previous: ControlVerdict[] | undefined,
  current: ControlVerdict[] | undefined,
): ControlChange[] {
  const before = new Map((previous ?? []).map((control) => [control.control_id, control.verdict]));
  return (current ?? []).flatMap((control) => {
    const was = before.get(control.control_id) ?? null;
    if (was === control.verdict && !control.override) {
      return [];
    }
    return [
      {
        control_id: control.control_id,
        ref: control.ref,
        before: was,
        after: control.verdict,
        override_reason: control.override?.reason ?? null,
      },
    ];
  });
}

/** What moved between the previous run's snapshot and this one, component by component and control by control. */
export function changesSince(
  previousRunId: string,
  previous: { composite_score: number | null; components: RunComponent[]; controls?: ControlVerdict[] },
  current: { composite_score: number | null; components: RunComponent[]; controls?: ControlVerdict[] },
): RunChanges {
  const components: ComponentChange[] = current.components.map((after) => {
    const before = previous.components.find((component) => component.key === after.key);
    return { key: after.key, before: before?.score ?? null, after: after.score, reason: reasonFor(before, after) };
  });
  const moved = components.filter((change) => change.before !== change.after || change.reason !== "unchanged inputs");
  const { composite_score: before } = previous;
  const { composite_score: after } = current;
  const headline =
    before === null || after === null
      ? `Composite ${before ?? "unscored"} → ${after ?? "unscored"}.`
      : `Composite ${before} → ${after} (${signed(after - before)}).`;
  const details = moved.map((change) =>
    change.before !== null && change.after !== null
      ? `${componentLabels[change.key]} ${signed(change.after - change.before)} (${change.reason})`
      : `${componentLabels[change.key]}: ${change.reason}`,
  );
  const controls = controlChanges(previous.controls, current.controls);
  const overrides = controls
    .filter((change) => change.override_reason !== null)
    .map((change) => `${change.ref} overridden to ${verdictLabel(change.after)} (${change.override_reason})`);
  const all = [...details, ...overrides];
  return {
    previous_run_id: previousRunId,
    composite_before: before,
    composite_after: after,
    summary: all.length > 0 ? `${headline} ${all.join("; ")}.` : `${headline} Nothing moved.`,
    components,
    controls,
  };
}
