/** The answerer's contract: what it reads and what it gives back for one question. */

export const responseTypes = ["free_text", "single_select", "multi_select"] as const;
export type ResponseType = (typeof responseTypes)[number];

export const evidenceSources = ["context", "website", "description", "use_case"] as const;
export type EvidenceSource = (typeof evidenceSources)[number];

export const confidences = ["grounded", "weak", "none"] as const;
/** grounded: a passage states it; weak: a passage suggests it or a model's citation did not check out; none: no evidence. */
export type Confidence = (typeof confidences)[number];

export interface IntakeQuestion {
  id: string;
  text: string;
  response_type: ResponseType;
  /** Empty for free_text. */
  options: string[];
  /** What to look for; part of the retrieval query. */
  guidance?: string | null;
}

/** What the requester filed. Offsets of citations are into these strings as stored. */
export interface IntakeEvidence {
  vendor_name: string;
  /** Up to 100,000 characters stored; only the first CONTEXT_WINDOW_CHARS are read. */
  context: string;
  description: string | null;
  use_case: string | null;
  website: string | null;
}

export interface Citation {
  source: EvidenceSource;
  /** Character offsets into the stored text of `source`: text === stored.slice(start, end). */
  start: number;
  end: number;
  text: string;
}

export interface MachineAnswer {
  /** Null when unanswered; for selects, the chosen options joined by ", ". */
  answer_text: string | null;
  /** Always a subset of the question's options; empty for free_text and unanswered. */
  selected_options: string[];
  /** Quotes the passages used; "No evidence in the context: …" when unanswered. */
  reasoning: string;
  confidence: Confidence;
  citations: Citation[];
}

export { CONTEXT_MAX_CHARS, CONTEXT_WINDOW_CHARS } from "@/lib/contract/intake";
