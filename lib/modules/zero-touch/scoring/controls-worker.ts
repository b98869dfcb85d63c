import type { ControlEvaluation } from "@/lib/evidence-matching";
import { offlineEvaluator } from "@/lib/evidence-matching";
import { serveThread } from "@/lib/threads/serve";
import type { ControlsRequest } from "./controls-thread";

/** The body of a controls thread (./controls-thread): the offline engine over one run's documents. */
serveThread<ControlsRequest, ControlEvaluation[]>(async (request) => {
  const evaluator = offlineEvaluator(request.documents);
  const evaluations: ControlEvaluation[] = [];
  for (const control of request.controls) {
    evaluations.push(await evaluator.evaluate(control));
  }
  return evaluations;
});
