import { z } from "zod";
import { completeJson, LlmError, type LlmSettings } from "@/lib/llm/chat";
import type { ControlEvaluator, EvaluableControl, Evidence, EvidenceDocument } from "./evaluator";
import { verdicts } from "./evaluator";
import { candidatePassages, evaluateControlOffline, indexEvidence } from "./offline";

const MAX_PASSAGES = 12;
const MAX_QUOTES = 3;

const Answer = z.object({
  result: z.enum(verdicts),
  rationale: z.string().max(4000),
  quotes: z
    .array(z.object({ document_id: z.string(), quote: z.string().max(2000) }))
    .max(20)
    .default([]),
});

const SYSTEM_PROMPT = [
  "You are a third-party risk analyst evaluating a vendor's evidence documents against one security control.",
  'Answer with a JSON object: {"result": "met" | "partially_met" | "not_met" | "no_evidence", "rationale": string, "quotes": [{"document_id": string, "quote": string}]}.',
  "met: the passages show the control's criteria are in place; partially_met: some criteria are shown, others not;",
  "not_met: the passages state the practice is absent or contradict a criterion; no_evidence: they do not show it either way.",
  "Use only the passages given. Each quote must be copied verbatim from one passage, with that passage's document_id.",
].join(" ");

const normalize = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * An OpenAI-compatible model (LLM_*) judges each control on the passages the offline index finds
 * most relevant; a control with no relevant passage is no_evidence without asking. A quote the
 * documents do not contain verbatim is dropped, so the evidence shown is always real text.
 */
export function llmEvaluator(settings: LlmSettings, documents: EvidenceDocument[]): ControlEvaluator {
  const index = indexEvidence(documents);
  const normalizedText = new Map(documents.map((document) => [document.id, normalize(document.text)]));
  const names = new Map(documents.map((document) => [document.id, document.name]));
  return {
    async evaluate(control: EvaluableControl) {
      const passages = candidatePassages(control, index, MAX_PASSAGES);
      if (passages.length === 0) {
        return evaluateControlOffline(control, index);
      }
      const question = {
        control: {
          ref: control.ref,
          title: control.title,
          description: control.description,
          criteria: control.criteria,
        },
        passages: passages.map((passage) => ({
          document_id: documents[passage.documentIndex]?.id,
          document_name: documents[passage.documentIndex]?.name,
          text: passage.text,
        })),
      };
      const raw = await completeJson(settings, [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: JSON.stringify(question) },
      ]);
      const parsed = Answer.safeParse(raw);
      if (!parsed.success) {
        throw new LlmError(`The model's evaluation of ${control.ref} did not have the expected shape.`);
      }
      const evidence: Evidence[] = parsed.data.quotes
        .filter((quote) => normalizedText.get(quote.document_id)?.includes(normalize(quote.quote)))
        .slice(0, MAX_QUOTES)
        .map((quote) => ({
          document_id: quote.document_id,
          document_name: names.get(quote.document_id) ?? "",
          quote: quote.quote.trim(),
        }));
      return { result: parsed.data.result, rationale: parsed.data.rationale, evidence };
    },
  };
}
