/**
 * Labelled cases for measuring the offline evidence matcher: one passage of vendor document text, one control,
 * and the verdict a careful human security reviewer would give. Labels were written from the meaning of the text,
 * independently of any matcher implementation.
 */

export type Verdict = "met" | "partially_met" | "not_met" | "no_evidence";

export type Trait =
  | "plain"
  | "negation"
  | "partial"
  | "planned"
  | "exception"
  | "table"
  | "heading"
  | "off_topic"
  | "synonyms";

export interface LabelledCase {
  /** unique, e.g. "soc2-cc6.1-met-1" */
  id: string;
  catalog: "soc2" | "iso27001" | "zero_touch";
  /** the control's ref exactly as in the catalog */
  controlRef: string;
  /** the document text the matcher reads; may hold several sentences, line breaks, markdown-like tables or headings */
  passage: string;
  expected: Verdict;
  traits: Trait[];
  /** one line: why this label (for a reader checking the set) */
  why: string;
}
