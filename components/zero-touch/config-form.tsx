"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { focusRing } from "@/components/ui/cn";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import {
  type ComponentKey,
  componentKeys,
  componentLabels,
  componentSwitches,
  configuredWeight,
  isComponentEnabled,
  type ScoreTarget,
  scoreTargets,
  type ZeroTouchConfig,
} from "@/lib/contract/zero-touch";
import {
  type LeaderboardRow,
  loadZeroTouchMutations,
  type ZeroTouchSettings,
  zeroTouchKeys,
} from "@/lib/web/hooks/zero-touch";
import { previewWeights } from "@/lib/web/zero-touch-preview";
import { RankPreview, WeightPreview } from "./config-preview";
import { formatShare, SCORE_TARGET_LABELS } from "./detail-labels";

const SCORE_TARGET_OPTIONS = scoreTargets.map((target) => ({ value: target, label: SCORE_TARGET_LABELS[target] }));
const muted = "text-slate-600 dark:text-slate-400";
const subheading = "text-sm font-semibold text-slate-900 dark:text-slate-100";

const COMPONENT_HELP: Record<ComponentKey, string> = {
  controls:
    "The control set's controls, evaluated by the assessment engine over the vendor's documents. Always included.",
  financial_health:
    "Financial statements and insurance certificates on file, the fact sheet's financials, financial radar events.",
  security: "Security attestations and contacts on file, the fact sheet's security posture, security radar events.",
  registration: "Tax registrations, sites and legal entities recorded in the vendor's supplier profile.",
  people: "Radar screening of executives and associations, and the people the fact sheet names.",
};

/** A minimum coverage the API takes: a whole percent from 0 to 100. */
export const isValidMinimumCoverage = (value: number) => Number.isInteger(value) && value >= 0 && value <= 100;
const MINIMUM_COVERAGE_ERROR = "Enter a whole percent from 0 to 100.";

/** The fields the draft changes from the saved configuration (what Save sends). */
export function changedFields(saved: ZeroTouchConfig, draft: ZeroTouchConfig): Partial<ZeroTouchConfig> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof ZeroTouchConfig)[]) {
    if (draft[key] !== saved[key]) {
      changed[key] = draft[key];
    }
  }
  return changed as Partial<ZeroTouchConfig>;
}

function ComponentControl({
  componentKey,
  draft,
  share,
  canEdit,
  describedBy,
  onChange,
}: {
  componentKey: ComponentKey;
  draft: ZeroTouchConfig;
  share: number;
  canEdit: boolean;
  describedBy: string | undefined;
  onChange: (patch: Partial<ZeroTouchConfig>) => void;
}) {
  const sliderId = useId();
  const label = componentLabels[componentKey];
  const { include, weight } = componentSwitches[componentKey];
  const enabled = isComponentEnabled(draft, componentKey);
  const value = configuredWeight(draft, componentKey);
  return (
    <div className="space-y-2 py-3">
      {include === null ? (
        <div className="text-sm">
          <p className="font-medium text-slate-900 dark:text-slate-100">{label}</p>
          <p className={muted}>{COMPONENT_HELP[componentKey]}</p>
        </div>
      ) : (
        <Checkbox
          label={`Include ${label.toLowerCase()}`}
          description={COMPONENT_HELP[componentKey]}
          checked={enabled}
          disabled={!canEdit}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ [include]: event.target.checked })}
        />
      )}
      <div className="flex flex-wrap items-center gap-3 pl-6">
        <label htmlFor={sliderId} className="w-40 text-sm text-slate-900 dark:text-slate-100">
          {label} weight
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          disabled={!canEdit || !enabled}
          aria-describedby={describedBy}
          aria-valuetext={enabled ? `${value}, ${formatShare(share)} of the composite` : `${value}, switched off`}
          onChange={(event) => onChange({ [weight]: Number(event.target.value) })}
          className={`w-48 accent-blue-700 disabled:opacity-60 dark:accent-blue-500 ${focusRing}`}
        />
        <output htmlFor={sliderId} className="w-24 text-sm tabular-nums text-slate-900 dark:text-slate-100">
          {value} <span className={muted}>({enabled ? formatShare(share) : "off"})</span>
        </output>
      </div>
    </div>
  );
}

export interface ConfigFormProps {
  settings: ZeroTouchSettings;
  /** The leaderboard's first rows, for the ranking preview (undefined while loading). */
  rows: readonly LeaderboardRow[] | undefined;
  rowsError: string | null;
  canEdit: boolean;
  /** The read-only notice's ID, for members: the controls point at it. */
  readOnlyNoteId: string | undefined;
}

/**
 * The configuration as a draft: component switches and weights with a live preview of the effective
 * weights and of how the leaderboard's top 10 would move, where the score goes, the verification pass;
 * Save sends the changed fields.
 */
export function ConfigForm({ settings, rows, rowsError, canEdit, readOnlyNoteId }: ConfigFormProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const saved = settings.config;
  const [draft, setDraft] = useState<ZeroTouchConfig>(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changes = useMemo(() => changedFields(saved, draft), [saved, draft]);
  const dirty = Object.keys(changes).length > 0;
  const weights = useMemo(() => previewWeights(draft), [draft]);
  const pushNoteId = useId();
  const minimumField = useRef<HTMLInputElement>(null);
  const minimumValid = isValidMinimumCoverage(draft.minimum_coverage);
  // The preview follows the last minimum that could be saved while the field holds something else.
  const previewConfig = useMemo(
    () => (minimumValid ? draft : { ...draft, minimum_coverage: saved.minimum_coverage }),
    [draft, minimumValid, saved.minimum_coverage],
  );

  // A configuration saved elsewhere (another tab, another admin) replaces an untouched draft.
  const base = useRef(saved);
  useEffect(() => {
    if (base.current !== saved) {
      setDraft((current) => (Object.keys(changedFields(base.current, current)).length === 0 ? saved : current));
      base.current = saved;
    }
  }, [saved]);

  const change = (patch: Partial<ZeroTouchConfig>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !dirty || !canEdit) {
      return;
    }
    if (!minimumValid) {
      minimumField.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const answer = await (await loadZeroTouchMutations()).saveZeroTouchConfig(changes);
      base.current = answer.config;
      setDraft(answer.config);
      queryClient.setQueryData(zeroTouchKeys.config, answer);
      // A new minimum coverage judges every run again at once: the leaderboard (and this page's
      // preview, which compares the draft with it) reads the new judgement.
      void queryClient.invalidateQueries({ queryKey: zeroTouchKeys.leaderboards });
      toast({ title: "Saved the zero touch configuration", variant: "success" });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };

  const standsDown = draft.score_target === "vendor_inherent";

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <UnsavedChangesGuard when={dirty && canEdit} />
      <Card
        title="Components and weights"
        description="The composite is the weighted mean of the components a run could score; one without data counts for nothing, and the others' weights are renormalised."
      >
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="divide-y divide-slate-200 dark:divide-slate-800">
            {componentKeys.map((key) => (
              <ComponentControl
                key={key}
                componentKey={key}
                draft={draft}
                share={weights[key]}
                canEdit={canEdit}
                describedBy={readOnlyNoteId}
                onChange={change}
              />
            ))}
          </div>
          <section aria-label="Effective weights preview">
            <h3 className={subheading}>Effective weights</h3>
            <p className={`mb-2 text-sm ${muted}`}>Each component's share when every one switched on has data.</p>
            <WeightPreview weights={weights} />
          </section>
        </div>
      </Card>

      <Card
        title="Evidence needed to rank"
        description="A run is ranked on its composite only when enough of the configured weight had data."
      >
        <FormField
          label="Minimum coverage"
          description="Percent (0 to 100) of the weight of the components switched on that must have data. Below it the run's tier is Insufficient evidence: it is listed after every ranked vendor and nothing is pushed to the vendor. Saving judges every run again at once."
          error={minimumValid ? undefined : MINIMUM_COVERAGE_ERROR}
        >
          {(control) => (
            <div className="flex items-center gap-2">
              <Input
                {...control}
                ref={minimumField}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                className="w-24"
                value={Number.isNaN(draft.minimum_coverage) ? "" : draft.minimum_coverage}
                disabled={!canEdit}
                aria-describedby={[control["aria-describedby"], readOnlyNoteId].filter(Boolean).join(" ") || undefined}
                onChange={(event) =>
                  change({ minimum_coverage: event.target.value === "" ? Number.NaN : Number(event.target.value) })
                }
              />
              <span aria-hidden="true" className="text-sm text-slate-900 dark:text-slate-100">
                %
              </span>
            </div>
          )}
        </FormField>
      </Card>

      <Card
        title="How the top 10 would move"
        description="The leaderboard's first 50 vendors re-scored from their components with this draft, judged against its minimum coverage, then re-ranked."
      >
        {rowsError ? (
          <p className="text-sm text-red-700 dark:text-red-400">Couldn't load the leaderboard: {rowsError}</p>
        ) : rows === undefined ? (
          <p className={`text-sm ${muted}`}>Loading the leaderboard…</p>
        ) : (
          <RankPreview config={previewConfig} rows={rows} />
        )}
      </Card>

      <Card title="Where the score goes">
        <div className="space-y-4">
          <FormField
            label="Score target"
            description="The risk level the composite score sets after each run, on the vendor or on the services assessed."
            className="max-w-md"
          >
            <Select
              value={draft.score_target}
              options={SCORE_TARGET_OPTIONS}
              disabled={!canEdit}
              aria-describedby={readOnlyNoteId}
              onChange={(event) => change({ score_target: event.target.value as ScoreTarget })}
            />
          </FormField>
          <Checkbox
            label="Push risk tier to vendor"
            description="Sets the vendor's inherent risk level from the risk tier the profile gives it. It stands down while the score target is vendor inherent risk: the score sets that level then."
            checked={draft.push_risk_tier_to_vendor}
            disabled={!canEdit}
            aria-describedby={[standsDown ? pushNoteId : null, readOnlyNoteId].filter(Boolean).join(" ") || undefined}
            onChange={(event) => change({ push_risk_tier_to_vendor: event.target.checked })}
          />
          {standsDown && draft.push_risk_tier_to_vendor ? (
            <p id={pushNoteId} className="pl-6 text-sm text-amber-800 dark:text-amber-300">
              Standing down: the score target is vendor inherent risk, so the tier is not pushed.
            </p>
          ) : null}
          <Checkbox
            label="Verification pass"
            description="A second pass checks a finished run against the vendor's own pages (it needs web access)."
            checked={draft.verification_pass}
            disabled={!canEdit}
            aria-describedby={readOnlyNoteId}
            onChange={(event) => change({ verification_pass: event.target.checked })}
          />
        </div>
      </Card>

      {canEdit ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={saving} disabled={!dirty}>
            Save configuration
          </Button>
          <Button variant="secondary" disabled={!dirty || saving} onClick={() => setDraft(saved)}>
            Discard changes
          </Button>
          <p role="status" className={`text-sm ${muted}`}>
            {dirty ? "You have unsaved changes." : ""}
          </p>
        </div>
      ) : null}
      <FormError message={error} />
    </form>
  );
}
