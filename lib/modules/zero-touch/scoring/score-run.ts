import { createHash } from "node:crypto";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import {
  type ComponentKey,
  componentLabels,
  compositeOf,
  configuredWeight,
  effectiveWeights,
  isComponentEnabled,
  type ZeroTouchConfig,
} from "@/lib/contract/zero-touch";
import type { Queryable } from "@/lib/db/client";
import type { ControlEvaluation, EvaluableControl, EvidenceDocument } from "@/lib/evidence-matching";
import { llmEvaluator, offlineEvaluator } from "@/lib/evidence-matching";
import type { LlmSettings } from "@/lib/llm/chat";
import { controlsOfSets } from "@/lib/modules/controls/service";
import { gatherEvidence } from "../research/evidence";
import { researchSources } from "../research/sources";
import type { VendorEvidence } from "../research/types";
import type { RunComponent, RunProfile, RunResult } from "../result-types";
import { changesSince } from "./changes";
import {
  type ComponentScore,
  controlsComponent,
  financialHealthComponent,
  peopleComponent,
  registrationComponent,
  securityComponent,
} from "./components";
import { evaluateControlsOnThread, THREAD_THRESHOLD_CHARS } from "./controls-thread";
import { buildProfile } from "./profile";
import { assembleReputation } from "./reputation";

export interface ScoreRequest {
  orgId: string;
  vendorId: string;
  controlSetIds: string[];
  config: ZeroTouchConfig;
  /** The model that evaluates controls when LLM_* is set (and no transaction is held); null: offline. */
  model: LlmSettings | null;
  /** The run's own last snapshot: its controls component is kept when documents and controls are unchanged. */
  current: RunResult | null;
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
  const kept = request.current?.components.find((component) => component.key === "controls");
  if (kept && request.current?.controls_fingerprint === fingerprint) {
    return { component: { ...kept } as ComponentScore, fingerprint };
  }
  if (documents.length === 0) {
    return { component: controlsComponent([], 0), fingerprint };
  }
  const evaluations = await evaluate(request.model, documents, controls);
  const evaluated = controls.map((control, index) => ({
    control,
    evaluation: evaluations[index] as ControlEvaluation,
  }));
  return { component: controlsComponent(evaluated, documents.length), fingerprint };
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
    configured_weight: configuredWeight(config, component.key),
    weight: weights[component.key],
    source: component.source,
    explanation: component.explanation,
    inputs: component.inputs,
  }));
  const composite = compositeOf(config, components);
  const scoredCount = components.filter((component) => component.status === "scored").length;
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
    controls_fingerprint: controls.fingerprint,
  };
  if (request.previous) {
    result.changes_since_previous = changesSince(request.previous.id, request.previous.result, result);
  }
  return { result, profile: buildProfile(evidence, composite, scoredCount, reputation), evidence };
}
