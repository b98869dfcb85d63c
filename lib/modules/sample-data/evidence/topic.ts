import type { EvidenceContext } from "./context";

/** One sentence of evidence, worded for a vendor. */
export type Line = (c: EvidenceContext) => string;

/**
 * How one practice (a control's subject) can read in a vendor's documents. The wording follows the
 * control criteria closely enough for the offline evaluator: `full` evidences every criterion,
 * `partial` one of them, `absent` states the practice is missing, `exception` (optional) is an
 * exception to an otherwise evidenced practice.
 */
export interface Topic {
  heading: string;
  full: Line[];
  partial: Line[];
  absent: Line[];
  exception?: Line;
}

/** What a vendor's documents say about a practice; `omitted` leaves it out. */
export type Coverage = "full" | "partial" | "absent" | "exception" | "omitted";

/** The sentences a document holds for a practice covered this way. */
export function linesOf(topic: Topic, coverage: Coverage, c: EvidenceContext): string[] {
  switch (coverage) {
    case "full":
      return topic.full.map((line) => line(c));
    case "partial":
      return topic.partial.map((line) => line(c));
    case "absent":
      return topic.absent.map((line) => line(c));
    case "exception":
      return topic.exception
        ? [...topic.full.map((line) => line(c)), topic.exception(c)]
        : topic.partial.map((line) => line(c));
    default:
      return [];
  }
}
