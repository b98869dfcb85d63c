import type { BadgeVariant } from "@/components/ui/badge";
import type { SelectOption } from "@/components/ui/select";
import { CONTEXT_MAX_CHARS, CONTEXT_WINDOW_CHARS } from "@/lib/contract/intake";
import { formatCount } from "@/lib/web/format";
import type {
  Citation,
  Confidence,
  EvidenceSource,
  IntakeAnswer,
  IntakeSessionStatus,
  IntakeSessionSummary,
  QuestionnaireType,
  ResponseType,
} from "@/lib/web/intake";
import { isAnswering } from "@/lib/web/intake";

export { CONTEXT_MAX_CHARS, CONTEXT_WINDOW_CHARS, formatCount };

export const SESSION_STATUS_LABELS: Record<IntakeSessionStatus, string> = {
  pending: "Waiting to start",
  processing: "Answering",
  complete: "Complete",
  failed: "Failed",
};

export const SESSION_STATUS_VARIANTS: Record<IntakeSessionStatus, BadgeVariant> = {
  pending: "neutral",
  processing: "info",
  complete: "success",
  failed: "danger",
};

export const SESSION_STATUS_OPTIONS: SelectOption[] = (
  Object.entries(SESSION_STATUS_LABELS) as [IntakeSessionStatus, string][]
).map(([value, label]) => ({ value, label }));

export function isSessionStatus(value: string): value is IntakeSessionStatus {
  return Object.hasOwn(SESSION_STATUS_LABELS, value);
}

/** Still being answered: the page polls it. */

export const CONFIDENCE_LABELS: Record<Confidence, string> = {
  grounded: "Grounded",
  weak: "Weak",
  none: "No evidence",
};

export const CONFIDENCE_VARIANTS: Record<Confidence, BadgeVariant> = {
  grounded: "success",
  weak: "warning",
  none: "danger",
};

export const SOURCE_LABELS: Record<EvidenceSource, string> = {
  context: "Context",
  website: "Website",
  description: "Description",
  use_case: "Use case",
};

export const RESPONSE_TYPE_LABELS: Record<ResponseType, string> = {
  free_text: "Free text",
  single_select: "One choice",
  multi_select: "Several choices",
};

export const QUESTIONNAIRE_TYPE_LABELS: Record<QuestionnaireType, string> = {
  irq: "Inherent risk",
  vendor_onboarding: "Vendor onboarding",
  assessment: "Assessment",
  informational: "Informational",
};

export function questionnaireTypeLabel(type: string): string {
  return Object.hasOwn(QUESTIONNAIRE_TYPE_LABELS, type) ? QUESTIONNAIRE_TYPE_LABELS[type as QuestionnaireType] : type;
}

/** "7 of 15 answered", counting the questions whose answer is settled (answered or failed). */
export function progressText(session: Pick<IntakeSessionSummary, "answered_count" | "question_count">): string {
  return `${formatCount(session.answered_count)} of ${formatCount(session.question_count)} answered`;
}

/** What the live region says about the answering: its progress, then how it ended. */
export function progressAnnouncement(
  session: Pick<IntakeSessionSummary, "status" | "answered_count" | "question_count" | "failed_count">,
): string {
  if (isAnswering(session.status)) {
    return `${SESSION_STATUS_LABELS[session.status]}: ${progressText(session)}.`;
  }
  if (session.status === "failed") {
    return "Answering failed: no question could be answered. Answer them yourself.";
  }
  const failed = session.failed_count > 0 ? ` ${formatCount(session.failed_count)} could not be answered.` : "";
  return `Answering complete: ${progressText(session)}.${failed}`;
}

/** An answer a person should give: the machine found no or weak evidence, or failed, and no one answered yet. */
export function needsPerson(answer: Pick<IntakeAnswer, "status" | "confidence" | "human_answer">): boolean {
  if (answer.human_answer) {
    return false;
  }
  return answer.status === "failed" || (answer.status === "answered" && answer.confidence !== "grounded");
}

/** The answers in two groups, each in the API's order: those that need a person first, then the rest. */
export function groupAnswers<A extends Pick<IntakeAnswer, "status" | "confidence" | "human_answer">>(
  answers: readonly A[],
): { needsYou: A[]; rest: A[] } {
  const needsYou: A[] = [];
  const rest: A[] = [];
  for (const answer of answers) {
    (needsPerson(answer) ? needsYou : rest).push(answer);
  }
  return { needsYou, rest };
}

/** A piece of a text: highlighted when it is the passage cited. */
export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/**
 * `text` cut around the passage `[start, end)`: before, the passage (highlighted), after. Offsets are
 * clamped to the text; an empty or missing range leaves the text whole.
 */
export function highlightSegments(text: string, range: Pick<Citation, "start" | "end"> | null): TextSegment[] {
  const start = range ? Math.max(0, Math.min(range.start, text.length)) : 0;
  const end = range ? Math.max(start, Math.min(range.end, text.length)) : 0;
  if (!range || end <= start) {
    return text === "" ? [] : [{ text, highlighted: false }];
  }
  return [
    { text: text.slice(0, start), highlighted: false },
    { text: text.slice(start, end), highlighted: true },
    { text: text.slice(end), highlighted: false },
  ].filter((segment) => segment.text !== "");
}

/** A citation's quote, short enough for a button: at most `max` characters, cut at a word. */
export function shortQuote(text: string, max = 90): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) {
    return flat;
  }
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

export type ContextLengthState = "ok" | "long" | "too_long";

/** Where the context's length stands: read whole, only its first 20,000 characters read, or refused. */
export function contextLengthState(length: number): ContextLengthState {
  if (length > CONTEXT_MAX_CHARS) {
    return "too_long";
  }
  return length > CONTEXT_WINDOW_CHARS ? "long" : "ok";
}

/** The counter under the context box. */
export function contextCounterText(length: number): string {
  return `${formatCount(length)} of ${formatCount(CONTEXT_MAX_CHARS)} characters`;
}

/** What an answer says, as one line: the chosen options or the text; null when it says nothing. */
export function answerValue(answer: { answer_text: string | null; selected_options: string[] }): string | null {
  if (answer.selected_options.length > 0) {
    return answer.selected_options.join(", ");
  }
  const text = answer.answer_text?.trim();
  return text ? text : null;
}

/** The stored text a citation's offsets point into, or null when the session has none for its source. */
export function sourceText(
  session: {
    context: string | null;
    vendor_description: string | null;
    use_case: string | null;
    vendor_website: string | null;
  },
  source: EvidenceSource,
): string | null {
  switch (source) {
    case "context":
      return session.context;
    case "description":
      return session.vendor_description;
    case "use_case":
      return session.use_case;
    case "website":
      return session.vendor_website;
  }
}

export const sessionHref = (id: string) => `/intake/${encodeURIComponent(id)}`;
export const questionnaireHref = (id: string) => `/settings/intake/${encodeURIComponent(id)}`;
