import { serveThread } from "@/lib/threads/serve";
import type { AnswerRequest } from "./answer-thread";
import { answerOffline, prepareEvidence } from "./answerer";
import type { MachineAnswer } from "./answerer/types";

/** The body of an answering thread (./answer-thread): the offline answerer over one session's text. */
serveThread<AnswerRequest, MachineAnswer[]>(async (request) => {
  const prepared = prepareEvidence(request.evidence);
  return request.questions.map((question) => answerOffline(question, prepared));
});
