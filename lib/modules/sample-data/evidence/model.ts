import type { Coverage } from "./topic";
import type * as governance from "./topics-governance";
import type * as technical from "./topics-technical";

export type TopicId = keyof typeof governance | keyof typeof technical;

/** How a vendor's documents cover each practice (absent keys are omitted). */
export type EvidenceProfile = Partial<Record<TopicId, Coverage>>;

export type EvidenceFormat = "pdf" | "md" | "txt" | "png";

export interface EvidenceSection {
  heading: string;
  paragraphs: string[];
}

/** A generated document before rendering: the same model yields the file and its text. */
export interface EvidenceDocument {
  name: string;
  fileName: string;
  documentType: string;
  format: EvidenceFormat;
  title: string;
  /** Lines under the title (who, what, when). */
  preamble: string[];
  sections: EvidenceSection[];
}
