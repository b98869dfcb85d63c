import { createHash } from "node:crypto";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import {
  type ComponentKey,
  componentLabels,
  compositeOf,
  configuredWeight,
  coverageOf,
  effectiveWeights,
  isComponentEnabled,
  type ZeroTouchConfig,
} from "@/lib/contract/zero-touch";
import type { Queryable } from "@/lib/db/client";
import type { ControlEvaluation, EvaluableControl, EvidenceDocument } from "@/lib/evidence-matching";
import { llmEvaluator, offlineEvaluator } from "@/lib/evidence-matching";
import type { LlmSettings } from "@/lib/llm/chat";
import { controlsOfSets } from "@/lib/modules/controls";
import { gatherEvidence } from "../research/evidence";
import { researchSources } from "../research/sources";
import type { VendorEvidence } from "../research/types";
import type {
  ControlOverride,
  ControlVerdict,
  RunComponent,
  RunCoverage,
  RunProfile,
  RunResult,
} from "../result-types";
import {
  type ComponentScore,
  controlsComponent,
  financialHealthComponent,
  peopleComponent,
  registrationComponent,
  securityComponent,
} from "./components";
import { evaluateControlsOnThread, THREAD_THRESHOLD_CHARS } from "./controls-thread";
import { coverageVerdict } from "./coverage";
import { buildProfile } from "./profile";
import { assembleReputation } from "./reputation";
import { changesSince } from "./run-diff";

export interface ScoreRequest {
  orgId: string;
  vendorId: string;
  controlSetIds: string[];
  config: ZeroTouchConfig;
  /** The model that evaluates controls when LLM_* is set (and no transaction is held); null: offline. */
  model: LlmSettings | null;
  /** The run's own last snapshot: its control verdicts are kept when documents and controls are unchanged. */
  current: RunResult | null;
  /** Reviewers' verdicts by control ID, laid over the matcher's. */
  overrides: Record<string, ControlOverride>;
  previous: { id: string; result: RunResult } | null;
}

export interface ScoredRun {
  result: RunResult;
  profile: RunProfile;
  evidence: VendorEvidence;
}

function fingerprintOf(documents: EvidenceDocument[], controls: EvaluableControl[]): string {
  const hash = createHash("sha256");
  for (const document of documents) {
    hash.update(`${document.id}:${document.text.length}:${document.text.slice(0, 64)}`);
  }
  for (const control of controls) {
    hash.update(`${control.id}:${control.weight}`);
  }
  return hash.digest("hex").slice(0, 32);
}

/** A model answers over the network; large evidence is matched on a thread; small evidence in place. */
async function evaluate(model: LlmSettings | null, documents: EvidenceDocument[], controls: EvaluableControl[]) {
  const size = documents.reduce((total, document) => total + document.text.length, 0);
  if (!model && size > THREAD_THRESHOLD_CHARS) {
    return evaluateControlsOnThread({ documents, controls });
  }
  const evaluator = model ? llmEvaluator(model, documents) : offlineEvaluator(documents);
  const evaluations: ControlEvaluation[] = [];
  for (const control of controls) {
    evaluations.push(await evaluator.evaluate(control));
    // Other requests and webhook deliveries go between two controls.
    await yieldToEventLoop();
  }
  return evaluations;
}

/** The matcher's verdicts with the reviewers' overrides laid over them. */
export function withOverrides(
  verdicts: ControlVerdict[],
  overrides: Record<string, ControlOverride>,
): ControlVerdict[] {
  return verdicts.map((control) => {
    const override = overrides[control.control_id] ?? null;
    return { ...control, override, verdict: override ? override.verdict : control.engine_verdict };
  });
}

async function matchedVerdicts(request: ScoreRequest, controls: EvaluableControl[], documents: EvidenceDocument[]) {
  const evaluations = documents.length === 0 ? [] : await evaluate(request.model, documents, controls);
  return controls.map((control, index): ControlVerdict => {
    const evaluation: ControlEvaluation = evaluations[index] ?? {
      result: "no_evidence",
      rationale: "No document of the vendor has readable text: nothing was looked at.",
      evidence: [],
    };
    return {
      control_id: control.id,
      ref: control.ref,
      title: control.title,
      weight: control.weight,
      verdict: evaluation.result,
      engine_verdict: evaluation.result,
      rationale: evaluation.rationale,
      evidence: evaluation.evidence,
      override: null,
    };
  });
}

async function scoreControls(request: ScoreRequest, q: Queryable, evidence: VendorEvidence) {
  const rows = await controlsOfSets(q, request.orgId, request.controlSetIds);
  const controls: EvaluableControl[] = rows.map((row) => ({
    id: row.id,
    ref: row.ref,
    title: row.title,
    description: row.description,
    criteria: row.criteria,
    keywords: row.keywords,
    weight: row.weight,
  }));
  const documents = evidence.documents.flatMap((document) =>
    document.text?.trim() ? [{ id: document.id, name: document.name, text: document.text }] : [],
  );
  const fingerprint = fingerprintOf(documents, controls);
  const kept = request.current?.controls_fingerprint === fingerprint ? request.current.controls : undefined;
  const matched = kept && kept.length === controls.length ? kept : await matchedVerdicts(request, controls, documents);
  const verdicts = withOverrides(matched, request.overrides);
  return { verdicts, component: controlsComponent(verdicts, documents.length), fingerprint };
}

/** Coverage of a scoring under the configuration's minimum, with each component's share of data. */
export function runCoverage(config: ZeroTouchConfig, composite: number | null, scored: ComponentScore[]): RunCoverage {
  const shares = scored.map((component) => ({
    key: component.key,
    status: component.status,
    score: component.score,
    data_share: component.status === "scored" ? (component.dataShare ?? 1) : 0,
  }));
  const percent = coverageOf(config, shares);
  return coverageVerdict(config.minimum_coverage, composite, percent, {
    components: shares.map((share) => ({
      key: share.key,
      configured_weight: configuredWeight(config, share.key),
      data_share: share.data_share,
    })),
  });
}

function disabled(key: ComponentKey): ComponentScore {
  return {
    key,
    status: "disabled",
    score: null,
    source: "Configuration",
    explanation: "Switched off in the zero touch configuration.",
    inputs: [],
  };
}

/**
 * Scores one vendor from what the platform holds: each component, the composite over the components
 * that resolved (weights renormalised), reputation, sources, and what moved since the previous run.
 * `profile` is rebuilt here; callers that keep the existing profile (rescore) ignore it.
 */
export async function scoreRun(q: Queryable, request: ScoreRequest): Promise<ScoredRun> {
  const { config } = request;
  const evidence = await gatherEvidence(q, request.orgId, request.vendorId);
  const reputation = assembleReputation(evidence);
  const controls = await scoreControls(request, q, evidence);
  const scored: ComponentScore[] = [
    controls.component,
    isComponentEnabled(config, "financial_health") ? financialHealthComponent(evidence) : disabled("financial_health"),
    isComponentEnabled(config, "security") ? securityComponent(evidence) : disabled("security"),
    isComponentEnabled(config, "registration") ? registrationComponent(evidence) : disabled("registration"),
    isComponentEnabled(config, "people") ? peopleComponent(evidence, reputation) : disabled("people"),
  ];
  const weights = effectiveWeights(
    config,
    Object.fromEntries(scored.map((component) => [component.key, component.status])),
  );
  const components: RunComponent[] = scored.map((component) => ({
    key: component.key,
    label: componentLabels[component.key],
    status: component.status,
    score: component.score,
    data_share: component.status === "scored" ? (component.dataShare ?? 1) : 0,
    configured_weight: configuredWeight(config, component.key),
    weight: weights[component.key],
    source: component.source,
    explanation: component.explanation,
    inputs: component.inputs,
  }));
  const composite = compositeOf(config, components);
  const scoredCount = components.filter((component) => component.status === "scored").length;
  const coverage = runCoverage(config, composite, scored);
  const result: RunResult = {
    composite_score: composite,
    scored_at: Math.floor(Date.now() / 1000),
    components,
    reputation,
    sources: researchSources(evidence, config),
    push: { score_target: config.score_target, pushed: false, risk_level_name: null },
    push_skipped_reason: null,
    risk_tier_push_skipped_reason: null,
    changes_since_previous: null,
    coverage,
    controls: controls.verdicts,
    controls_fingerprint: controls.fingerprint,
  };
  if (request.previous) {
    result.changes_since_previous = changesSince(request.previous.id, request.previous.result, result);
  }
  return { result, profile: buildProfile(evidence, composite, scoredCount, reputation), evidence };
}
