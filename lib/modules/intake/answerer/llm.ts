import { z } from "zod";
import { completeJson, LlmError, type LlmSettings } from "@/lib/llm/chat";
import { unanswered } from "./answer";
import { answerOffline, retrieveFor } from "./offline";
import type { PreparedEvidence, Reading } from "./prepare";
import type { Citation, IntakeQuestion, MachineAnswer } from "./types";

const MAX_PASSAGES = 14;
const MAX_CITATIONS = 4;

const ModelAnswer = z.object({
  selected_options: z.array(z.string().max(500)).max(50).default([]),
  answer_text: z.string().max(4000).nullable().default(null),
  confidence: z.enum(["grounded", "weak", "none"]),
  reasoning: z.string().max(4000),
  citations: z
    .array(z.object({ passage_id: z.string().max(40), quote: z.string().max(2000) }))
    .max(20)
    .default([]),
});
type ModelAnswer = z.infer<typeof ModelAnswer>;

const SYSTEM_PROMPT = [
  "You are a third-party risk analyst filling in one question of an intake questionnaire about a vendor, from passages of what the requester pasted (emails, statements of work, the vendor's own description).",
  'Answer with a JSON object: {"selected_options": string[], "answer_text": string | null, "confidence": "grounded" | "weak" | "none", "reasoning": string, "citations": [{"passage_id": string, "quote": string}]}.',
  "Use only the passages. Never guess: when no passage answers the question, give no option, answer_text null, confidence none, no citations, and say in the reasoning what you looked for.",
  "For a select question choose only options a passage supports, copied exactly from the options given; for single_select at most one. A negated statement ('they never handle customer records') does not support an option; a clear statement of absence ('no sub-processors', 'will not access our network') supports the No or None option. Statements about another company, questions, plans and conditions do not count.",
  "For free_text, answer_text is taken from the passages, verbatim or lightly trimmed.",
  "confidence grounded: a passage states it directly; weak: only indirect support (for example a regulation inferred from the kind of data, which the reasoning must say is inferred).",
  "Each citation quotes, word for word, the part of one passage the answer rests on, with that passage's id. Quote the passages you used in the reasoning too.",
].join(" ");

/** A passage's text with whitespace runs folded, case lowered and typography plain, and where each character came from. */
interface Folded {
  text: string;
  origin: number[];
}

const plainChar = (character: string) =>
  character
    .replace(/[‘’`´]/, "'")
    .replace(/[“”]/, '"')
    .replace(/[‐‑‒–—―]/, "-")
    .toLowerCase();

function fold(text: string): Folded {
  let folded = "";
  const origin: number[] = [];
  let inSpace = false;
  let lineStart = true;
  for (let position = 0; position < text.length; position += 1) {
    const character = text[position] as string;
    if (character === "\n") {
      lineStart = true;
    }
    if (/\s/.test(character) || (lineStart && character === ">")) {
      if (!inSpace && folded.length > 0) {
        folded += " ";
        origin.push(position);
      }
      inSpace = true;
      continue;
    }
    lineStart = false;
    inSpace = false;
    const plain = plainChar(character);
    for (const part of plain) {
      folded += part;
      origin.push(position);
    }
  }
  return { text: folded, origin };
}

const foldQuote = (quote: string) => fold(quote).text.trim();

/** The stored text's own words for a model's quote of a passage, or null when the passage does not say it. */
function locate(reading: Reading, quote: string): Citation | null {
  const wanted = foldQuote(quote);
  if (wanted.length < 3) {
    return null;
  }
  const folded = fold(reading.passage.text);
  const at = folded.text.indexOf(wanted);
  if (at < 0) {
    return null;
  }
  const from = folded.origin[at] ?? 0;
  const to = (folded.origin[at + wanted.length - 1] ?? from) + 1;
  const { source, start, text } = reading.passage;
  return { source, start: start + from, end: start + to, text: text.slice(from, to) };
}

/** The passages shown to the model: those retrieved for the question, and the vendor's description and the context's opening. */
function passagesFor(question: IntakeQuestion, prepared: PreparedEvidence): Reading[] {
  const { ranked } = retrieveFor(question, prepared);
  const chosen = ranked.slice(0, MAX_PASSAGES).map((item) => item.reading);
  if (question.response_type === "free_text") {
    const opening = prepared.readings.filter(
      (reading) => reading.passage.source !== "context" || reading.passage.position < 3,
    );
    for (const reading of opening) {
      if (!chosen.includes(reading) && reading.passage.source !== "website") {
        chosen.push(reading);
      }
    }
  }
  return chosen;
}

const passageId = (reading: Reading) => `p${reading.passage.id}`;

function offlineInstead(question: IntakeQuestion, prepared: PreparedEvidence, why: string): MachineAnswer {
  const offline = answerOffline(question, prepared);
  return { ...offline, reasoning: `${why} The offline reading is used instead: ${offline.reasoning}` };
}

/** Options as the question spells them; anything else the model returned is dropped. */
function canonicalOptions(question: IntakeQuestion, selected: string[]): { kept: string[]; dropped: string[] } {
  const key = (option: string) => option.replace(/\s+/g, " ").trim().toLowerCase();
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const option of selected) {
    const match = question.options.find((candidate) => key(candidate) === key(option));
    if (match && !kept.includes(match)) {
      kept.push(match);
    } else if (!match) {
      dropped.push(option);
    }
  }
  const limit =
    question.response_type === "single_select" ? 1 : question.response_type === "free_text" ? 0 : kept.length;
  return { kept: kept.slice(0, limit), dropped: [...dropped, ...kept.slice(limit)] };
}

function checked(question: IntakeQuestion, answer: ModelAnswer, passages: Reading[]): MachineAnswer {
  const { kept, dropped } = canonicalOptions(question, answer.selected_options);
  const text = question.response_type === "free_text" ? (answer.answer_text?.trim() ?? "") : "";
  if (answer.confidence === "none" || (kept.length === 0 && text.length === 0)) {
    const reasoning = answer.reasoning.replace(/^no evidence in the context:?\s*/i, "");
    return unanswered(reasoning || "the model found no passage that answers the question.");
  }
  const byId = new Map(passages.map((reading) => [passageId(reading), reading] as const));
  const citations: Citation[] = [];
  let missing = 0;
  for (const { passage_id, quote } of answer.citations) {
    const reading = byId.get(passage_id.trim());
    const citation = reading ? locate(reading, quote) : null;
    if (!citation) {
      missing += 1;
    } else if (
      citations.length < MAX_CITATIONS &&
      !citations.some(
        (other) => other.source === citation.source && other.start === citation.start && other.end === citation.end,
      )
    ) {
      citations.push(citation);
    }
  }
  const notes: string[] = [];
  if (dropped.length > 0) {
    notes.push(`Options not among the question's were dropped: ${dropped.map((option) => `"${option}"`).join(", ")}.`);
  }
  if (missing > 0) {
    notes.push(
      `${missing === 1 ? "A citation" : `${missing} citations`} of the model could not be found in the passages and ${missing === 1 ? "was" : "were"} dropped.`,
    );
  }
  if (citations.length === 0) {
    notes.push("No citation of the model checks out against the text, so the answer is weak.");
  }
  const grounded = answer.confidence === "grounded" && missing === 0 && citations.length > 0;
  return {
    answer_text: question.response_type === "free_text" ? text : kept.join(", "),
    selected_options: kept,
    reasoning: [answer.reasoning.trim(), ...notes].filter(Boolean).join(" "),
    confidence: grounded ? "grounded" : "weak",
    citations,
  };
}

/**
 * Answers one question with an OpenAI-compatible model from the same passages the offline answerer
 * retrieves. Every quote is checked against the text and mapped to its exact offsets; a quote not
 * found is dropped and the answer made weak; options must be the question's own. When the model
 * fails (unreachable, an error status, not the expected JSON) the offline answer is given, saying so.
 */
export async function answerWithModel(
  settings: LlmSettings,
  question: IntakeQuestion,
  prepared: PreparedEvidence,
): Promise<MachineAnswer> {
  const passages = passagesFor(question, prepared);
  if (passages.length === 0) {
    return answerOffline(question, prepared);
  }
  const request = {
    question: {
      text: question.text,
      response_type: question.response_type,
      options: question.options,
      guidance: question.guidance ?? null,
    },
    vendor_name: prepared.evidence.vendor_name,
    passages: passages.map((reading) => ({
      id: passageId(reading),
      source: reading.passage.source,
      text: reading.folded,
    })),
  };
  try {
    const answer = await completeJson(
      settings,
      [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: JSON.stringify(request) },
      ],
      ModelAnswer,
    );
    return checked(question, answer, passages);
  } catch (error) {
    if (error instanceof LlmError) {
      return offlineInstead(question, prepared, `The model could not answer (${error.message.replace(/\.$/, "")}).`);
    }
    throw error;
  }
}
