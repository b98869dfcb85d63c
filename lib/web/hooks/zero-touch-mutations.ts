import type { QueryClient } from "@tanstack/react-query";
import type { ZeroTouchConfig } from "@/lib/contract/zero-touch";
import { api, dataOf } from "../api";
import {
  type CorrectableField,
  type CorrectionPreview,
  type OverrideInput,
  type ReviewInput,
  type TemplateList,
  type ZeroTouchRun,
  type ZeroTouchSettings,
  zeroTouchKeys,
} from "./zero-touch";

// Apart from the queries: the run and configuration pages load this with their first change.

/** POST …/{id}/review: approve, escalate, archive or note (with the vendor's new status, if chosen). */
export function reviewRun(id: string, input: ReviewInput): Promise<ZeroTouchRun> {
  return dataOf(
    api.POST("/v1/zero_touch_assessment/{assessment_id}/review", {
      params: { path: { assessment_id: id } },
      body: input,
    }),
  );
}

/** POST …/{id}/correct/preview: what the instruction would change, nothing written. */
export function previewCorrection(id: string, instruction: string): Promise<CorrectionPreview> {
  return dataOf(
    api.POST("/v1/zero_touch_assessment/{assessment_id}/correct/preview", {
      params: { path: { assessment_id: id } },
      body: { instruction },
    }),
  );
}

/**
 * POST …/{id}/correct: applies the instruction (only the `apply` fields of what it names) and
 * answers the rescored run.
 */
export function applyCorrection(
  id: string,
  instruction: string,
  apply: readonly CorrectableField[],
): Promise<ZeroTouchRun> {
  return dataOf(
    api.POST("/v1/zero_touch_assessment/{assessment_id}/correct", {
      params: { path: { assessment_id: id } },
      body: { instruction, apply: [...apply] },
    }),
  );
}

/** POST …/{id}/control_overrides: a reviewer's verdict on one control (null removes it); the rescored run. */
export function overrideControl(id: string, input: OverrideInput): Promise<ZeroTouchRun> {
  return dataOf(
    api.POST("/v1/zero_touch_assessment/{assessment_id}/control_overrides", {
      params: { path: { assessment_id: id } },
      body: input,
    }),
  );
}

/** POST …/config with the changed fields (admins only). */
export function saveZeroTouchConfig(config: Partial<ZeroTouchConfig>): Promise<ZeroTouchSettings> {
  return dataOf(api.POST("/v1/zero_touch_assessment/config", { body: config }));
}

/** POST …/template: runs use the template's control set from now on (admins only). */
export function switchTemplate(templateKey: string): Promise<TemplateList> {
  return dataOf(api.POST("/v1/zero_touch_assessment/template", { body: { template_key: templateKey } }));
}

/**
 * Shows the run as the server now has it on its page, and refetches what it changes: its audit trail,
 * the leaderboard and, once it settles, the vendor (a pushed risk level or status).
 */
export function showRun(queryClient: QueryClient, run: ZeroTouchRun): void {
  queryClient.setQueryData(zeroTouchKeys.run(run.id), run);
  void queryClient.invalidateQueries({ queryKey: zeroTouchKeys.audit(run.id) });
  void queryClient.invalidateQueries({ queryKey: zeroTouchKeys.leaderboards });
  // vendorKeys.detail (./vendors), spelled out so the zero touch pages don't load the vendor hooks.
  void queryClient.invalidateQueries({ queryKey: ["vendors", "detail", run.vendor_id] });
}
