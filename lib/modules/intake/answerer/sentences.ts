import { linesOf, type TextSpan } from "@/lib/text/lines";
import { CONTEXT_WINDOW_CHARS, type EvidenceSource, type IntakeEvidence } from "./types";

/** A sentence (or bullet, header line, table row) of one evidence source, where it stands in the stored text. */
export interface Passage {
  /** Index among all passages of the evidence. */
  id: number;
  source: EvidenceSource;
  /** Offsets into the stored text of `source`: text === stored.slice(start, end). */
  start: number;
  end: number;
  text: string;
  /** Order within its source, for "the next sentence". */
  position: number;
}

const MAX_PASSAGE_CHARS = 600;
/** A line that starts a unit of its own: a bullet, a numbered item, a header of a mail. */
const LINE_STARTS_UNIT =
  /^\s*(?:>\s*)*(?:[-*•·▪‣◦]\s|\d{1,2}[.)]\s|[a-z][.)]\s|(?:from|to|cc|bcc|date|sent|subject|re|fw|fwd)\s*:|-{3,}|_{3,})/i;
/** A line of a reply that holds nothing but its quote markers, or a separator ("---", "====="). */
const BLANK_LINE = /^\s*(?:>\s*)*(?:[-_=*~]{3,}\s*)?$/;
/** Words after which a full stop does not end a sentence. */
const ABBREVIATION =
  /(?:^|[\s(])(?:e\.g|i\.e|etc|inc|ltd|llc|co|corp|no|vs|approx|dr|mr|mrs|ms|st|jr|sr|fig|sec|dept|mt|u\.s|u\.k|a\.m|p\.m|[a-z])\.$/i;

function trimSpan(text: string, span: TextSpan): TextSpan | null {
  let { start, end } = span;
  while (start < end && /[\s>]/.test(text[start] ?? "")) {
    start += 1;
  }
  while (end > start && /\s/.test(text[end - 1] ?? "")) {
    end -= 1;
  }
  return /[A-Za-z0-9]/.test(text.slice(start, end)) ? { start, end } : null;
}

/** A short line without closing punctuation, followed by a capitalised one: a heading or a label line. */
function endsHeading(before: string, next: string): boolean {
  const last = before.split("\n").at(-1)?.trim() ?? "";
  return last.length > 0 && last.length < 60 && !/[.,;:!?\-–—]$/.test(last) && /^\s*(?:>\s*)*[A-Z0-9£$€]/.test(next);
}

/** Paragraphs: runs of lines broken by blank lines and by lines that start a unit of their own. */
function paragraphsOf(text: string): TextSpan[] {
  const paragraphs: TextSpan[] = [];
  let current: TextSpan | null = null;
  for (const line of linesOf(text)) {
    const content = text.slice(line.start, line.end);
    if (BLANK_LINE.test(content)) {
      if (current) {
        paragraphs.push(current);
      }
      current = null;
      continue;
    }
    if (current && (LINE_STARTS_UNIT.test(content) || endsHeading(text.slice(current.start, current.end), content))) {
      paragraphs.push(current);
      current = null;
    }
    current = current ? { start: current.start, end: line.end } : { ...line };
  }
  if (current) {
    paragraphs.push(current);
  }
  return paragraphs;
}

/** Sentence spans of a paragraph: at a terminator followed by a capital, a digit or a quote, not after an abbreviation. */
function sentencesOf(text: string, paragraph: TextSpan): TextSpan[] {
  const spans: TextSpan[] = [];
  const boundary = /[.!?]["”')\]]?(?=\s+(?:>\s*)*["“'([]?[A-Z0-9£$€])/g;
  boundary.lastIndex = paragraph.start;
  let from = paragraph.start;
  for (let match = boundary.exec(text); match && match.index < paragraph.end; match = boundary.exec(text)) {
    const cut = match.index + match[0].length;
    if (ABBREVIATION.test(text.slice(Math.max(from, cut - 12), cut))) {
      continue;
    }
    spans.push({ start: from, end: cut });
    from = cut;
  }
  spans.push({ start: from, end: paragraph.end });
  return spans;
}

/** A long unit cut at whitespace into pieces of at most MAX_PASSAGE_CHARS. */
function pieces(text: string, span: TextSpan): TextSpan[] {
  const result: TextSpan[] = [];
  let { start } = span;
  while (span.end - start > MAX_PASSAGE_CHARS) {
    let cut = text.lastIndexOf(" ", start + MAX_PASSAGE_CHARS);
    if (cut <= start) {
      cut = start + MAX_PASSAGE_CHARS;
    }
    result.push({ start, end: cut });
    start = cut;
  }
  result.push({ start, end: span.end });
  return result;
}

/** The passages of one stored text, of which only the first `limit` characters are read. */
export function splitPassages(source: EvidenceSource, stored: string, limit: number, firstId: number): Passage[] {
  const text = stored.slice(0, limit);
  const passages: Passage[] = [];
  for (const paragraph of paragraphsOf(text)) {
    for (const sentence of sentencesOf(text, paragraph)) {
      for (const piece of pieces(text, sentence)) {
        const span = trimSpan(text, piece);
        if (span) {
          passages.push({
            id: firstId + passages.length,
            source,
            start: span.start,
            end: span.end,
            text: text.slice(span.start, span.end),
            position: passages.length,
          });
        }
      }
    }
  }
  return passages;
}

/** Every source of the evidence as passages: the context (its first CONTEXT_WINDOW_CHARS), description, use case, website. */
export function passagesOf(evidence: IntakeEvidence): Passage[] {
  const passages: Passage[] = [];
  const sources: [EvidenceSource, string | null][] = [
    ["description", evidence.description],
    ["use_case", evidence.use_case],
    ["context", evidence.context],
    ["website", evidence.website],
  ];
  for (const [source, stored] of sources) {
    if (stored) {
      const limit = source === "context" ? CONTEXT_WINDOW_CHARS : stored.length;
      passages.push(...splitPassages(source, stored, limit, passages.length));
    }
  }
  return passages;
}
