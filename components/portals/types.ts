import type { z } from "zod";
import type { PortalListSchema, PortalSchema } from "@/lib/modules/portals/schemas";

// Types only: the zod schemas stay on the server. The action schemas (activity, response, create)
// are not importable from the web half, so their shapes are spelled out here as the API documents them.
export type Portal = z.output<typeof PortalSchema>;
export type PortalList = z.output<typeof PortalListSchema>;
export type PortalType = Portal["type"];
export type PortalState = Portal["state"];

/** GET /v1/portals, in the API's own parameter names. */
export interface PortalListQuery {
  limit: number;
  offset: number;
  state?: string;
  type?: string;
  vendor_id?: string;
}

/** One item of GET /v1/portals/activity. */
export interface PortalActivity {
  portal_id: string;
  answered: number;
  total: number;
  last_vendor_activity_at: number | null;
}

export interface PortalAnswer {
  answer_text: string | null;
  selected_options: string[];
  comment: string | null;
  documents: { id: string; name: string }[];
  /** The email address that last saved it. */
  answered_by: string;
  updated_at: number;
}

export interface PortalQuestion {
  id: string;
  text: string;
  required: boolean;
  response_type: "free_text" | "single_select" | "multi_select";
  options: string[];
  answer: PortalAnswer | null;
}

export interface PortalSection {
  key: string;
  title: string;
  questions: PortalQuestion[];
}

/** GET /v1/portals/{portal_id}/response. */
export interface PortalResponse {
  portal_id: string;
  response_id: string | null;
  progress: { answered: number; total: number; required_unanswered: number };
  last_vendor_activity_at: number | null;
  sections: PortalSection[];
  /** Colleagues the recipient handed sections to; section_key null: every section. */
  invitees: { email: string; section_key: string | null }[];
}

/** POST /v1/portals. */
export interface CreatePortalInput {
  vendor_id: string;
  type: PortalType;
  recipient_email: string;
  due_at?: number;
  display_name?: string;
  questionnaire_ids?: string[];
}

/** The part of POST /v1/portals/{portal_id}/assessment's answer the page uses. */
export interface CreatedAssessment {
  id: string;
  name: string;
}
