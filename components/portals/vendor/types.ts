// The vendor-side JSON of /api/portal/{id} (lib/modules/portals/vendor/schemas.ts), as the page reads it.

export type PortalType =
  | "assessment"
  | "informational"
  | "irq"
  | "findings_commitment"
  | "vendor_onboarding"
  | "rfp"
  | "case";
export type PortalState = "open" | "overdue" | "submitted" | "closed";
export type ResponseType = "free_text" | "single_select" | "multi_select";

export interface Visitor {
  email: string;
  /** null: the recipient, who may answer every section, hand sections over and submit. */
  section_key: string | null;
}

export interface RequestIntro {
  id: string;
  organization_name: string;
  type: PortalType;
  display_name: string | null;
  state: PortalState;
  paused: boolean;
  /** Unix seconds. */
  due_at: number | null;
  submitted_at: number | null;
  sections: { key: string; title: string; question_count: number }[];
  visitor: Visitor | null;
}

export interface Progress {
  answered: number;
  total: number;
  required_unanswered: number;
}

export interface PortalDocument {
  id: string;
  name: string;
}

export interface PortalAnswer {
  answer_text: string | null;
  selected_options: string[];
  comment: string | null;
  documents: PortalDocument[];
  confirmed: boolean;
  answered_by: string;
  updated_at: number;
}

export interface EarlierAnswer {
  answer_text: string | null;
  selected_options: string[];
  comment: string | null;
  answered_at: number;
}

export interface PortalQuestion {
  id: string;
  text: string;
  guidance: string | null;
  response_type: ResponseType;
  options: string[];
  required: boolean;
  answer: PortalAnswer | null;
  earlier_answer: EarlierAnswer | null;
}

export interface PortalSection {
  key: string;
  title: string;
  editable: boolean;
  handed_to: string[];
  questions: PortalQuestion[];
}

export interface Questionnaire extends Omit<RequestIntro, "sections" | "visitor"> {
  visitor: Visitor;
  progress: Progress;
  sections: PortalSection[];
}

export interface SavedAnswer {
  answer: PortalAnswer;
  progress: Progress;
}

/** What the vendor's inputs hold for one question (empty strings, never null). */
export interface AnswerValues {
  answer_text: string;
  selected_options: string[];
  comment: string;
}

export type AnswerField = keyof AnswerValues;
