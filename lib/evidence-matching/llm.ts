import { z } from "zod";
import { completeJson, type LlmSettings } from "@/lib/llm/chat";
import type {
  ControlEvaluation,
  ControlEvaluator,
  EvaluableControl,
  EvaluationResult,
  Evidence,
  EvidenceDocument,
} from "./evaluator";
import { verdicts } from "./evaluator";
import { candidatePassages, type EvidenceIndex, evaluateControlOffline, indexEvidence } from "./offline";

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
  "met: the passages show the control's criteria are in place; partially_met: some criteria are shown, others not, or the practice is in place with a stated exception;",
  "not_met: the passages state the practice is absent, or only planned (planned, will be, roadmap, in progress, by a future date: not in place today);",
  "no_evidence: the passages do not address the control either way (headings, tables of contents and pointers to other sections are not evidence).",
  "A passage worded in the negative never makes a control met.",
  "For met, partially_met and not_met, quote the passages your verdict rests on; for no_evidence, give no quotes.",
  "Use only the passages given. Each quote must be copied verbatim from one passage, with that passage's document_id.",
].join(" ");

/** Verdicts that must rest on a quote: evidence in place, in part, or stated absent. */
const QUOTED: EvaluationResult[] = ["met", "partially_met", "not_met"];

/**
 * A document's text with whitespace runs folded and case lowered, and where each folded character
 * came from: a model's quote found in the folded text maps back to the exact slice of the original.
 */
interface FoldedText {
  text: string;
  origin: number[];
}

function fold(text: string): FoldedText {
  let folded = "";
  const origin: number[] = [];
  let inSpace = false;
  for (let position = 0; position < text.length; position += 1) {
    const character = text[position] as string;
    if (/\s/.test(character)) {
      if (!inSpace && folded.length > 0) {
        folded += " ";
        origin.push(position);
      }
      inSpace = true;
      continue;
    }
    inSpace = false;
    folded += character.toLowerCase();
    origin.push(position);
  }
  return { text: folded, origin };
}

const foldQuote = (quote: string) => quote.replace(/\s+/g, " ").trim().toLowerCase();

/** The document's own words for a model's quote, or null when the document does not say it. */
function verbatim(document: { text: string; folded: FoldedText }, quote: string): string | null {
  const wanted = foldQuote(quote);
  if (wanted.length < 3) {
    return null;
  }
  const at = document.folded.text.indexOf(wanted);
  if (at < 0) {
    return null;
  }
  const start = document.folded.origin[at] ?? 0;
  const end = (document.folded.origin[at + wanted.length - 1] ?? start) + 1;
  return document.text.slice(start, end);
}

function offlineInstead(control: EvaluableControl, index: EvidenceIndex, why: string): ControlEvaluation {
  const offline = evaluateControlOffline(control, index);
  return { ...offline, rationale: `${why} The offline reading is used instead: ${offline.rationale}` };
}

/**
 * An OpenAI-compatible model (LLM_*) judges each control on the passages the offline index finds
 * most relevant; a control with no relevant passage is evaluated offline without asking. A quote the
 * documents do not contain is dropped, and a kept quote is the document's own text. A verdict that
 * must rest on a quote (met, partially met, not met) and keeps none cannot stand: the control gets
 * the offline verdict, and its rationale says so. No evidence carries no quote.
 */
export function llmEvaluator(settings: LlmSettings, documents: EvidenceDocument[]): ControlEvaluator {
  const index = indexEvidence(documents);
  const byId = new Map(
    documents.map((document) => [document.id, { ...document, folded: fold(document.text) }] as const),
  );
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
      const answer = await completeJson(
        settings,
        [
          { role: "system", content: SYSTEM_PROMPT },
          { role: "user", content: JSON.stringify(question) },
        ],
        Answer,
      );
      const { result, rationale } = answer;
      if (result === "no_evidence") {
        return { result, rationale, evidence: [] };
      }
      const seen = new Set<string>();
      const evidence: Evidence[] = answer.quotes
        .flatMap((quote) => {
          const document = byId.get(quote.document_id);
          const text = document ? verbatim(document, quote.quote) : null;
          const key = `${quote.document_id}\n${text}`;
          if (!document || text === null || seen.has(key)) {
            return [];
          }
          seen.add(key);
          return [{ document_id: document.id, document_name: document.name, quote: text }];
        })
        .slice(0, MAX_QUOTES);
      if (QUOTED.includes(result) && evidence.length === 0) {
        return offlineInstead(
          control,
          index,
          `The model answered ${result} without a quote found in the documents, so its verdict cannot stand.`,
        );
      }
      return { result, rationale, evidence };
    },
  };
}
