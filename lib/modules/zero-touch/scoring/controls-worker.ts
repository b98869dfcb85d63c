import { parentPort, workerData } from "node:worker_threads";
import { offlineEvaluator } from "@/lib/modules/assessments/engine/offline-evaluator";
import type { ControlsReply, ControlsRequest } from "./controls-thread";

/** The body of a controls thread (./controls-thread): the offline engine over one run's documents. */
async function evaluate(request: ControlsRequest): Promise<ControlsReply> {
  const evaluator = offlineEvaluator(request.documents);
  const evaluations = [];
  for (const control of request.controls) {
    evaluations.push(await evaluator.evaluate(control));
  }
  return { evaluations };
}

const port = parentPort;
if (port) {
  evaluate(workerData as ControlsRequest).then(
    (reply) => port.postMessage(reply),
    () => port.postMessage({ error: "The controls could not be evaluated." } satisfies ControlsReply),
  );
}
