import type { Mention } from "./lexicon";

/**
 * A clause of a passage and what it says of the things it names: stated, denied, hedged, left
 * open, conditional, about another company, or only planned. A passage is cut at contrasts ("but",
 * "except", "rather than"), semicolons, dashes, parentheses and relative clauses, so "names and
 * emails, but never card numbers" affirms one and denies the other.
 */
export interface Clause {
  /** Offsets into the passage's folded text. */
  start: number;
  end: number;
  negated: boolean;
  hedged: boolean;
  /** A question, or the matter said to be open ("need to confirm whether …"). */
  unknown: boolean;
  /** "if …", "unless …": it may or may not happen. */
  conditional: boolean;
  /** About another company ("unlike our last vendor", "the incumbent"). */
  otherParty: boolean;
  /** Planned or in progress ("working towards", "expected next year"). */
  planned: boolean;
  /** "except …" reverses the clause before it; "rather than …" denies what it names. */
  tail: "exception" | "contrary" | null;
  /** A parenthesis: it speaks of what the clause before it names. */
  paren: boolean;
  /** The clause after a parenthesis: it continues the clause before the parenthesis. */
  resumes: boolean;
  /** "who …", "which …": it continues the clause before it. */
  relative: boolean;
}

const BOUNDARY = new RegExp(
  [
    String.raw`\s*[;()[\]]\s*`,
    String.raw`\s+-+\s+`,
    String.raw`\s*\|\s*`,
    String.raw`,?\s+(?=(?:but|however|whereas|although|though|unless|except|excluding|other than|apart from|besides|beyond|rather than|instead of|unlike|since|because)\b)`,
    String.raw`,\s+(?=(?:which|who|whose|where|so|while|with|then|only|just|if|yet|plus)\b)`,
    String.raw`\s+(?=(?:if|unless)\s)`,
    String.raw`,\s+and\s+(?=[A-Z]|(?:they|we|it|he|she|our|their|its|this|these|those|you|i|there)\b)`,
  ].join("|"),
  "g",
);

/** Phrases with a negative word that negate nothing ("no later than 30 days"). */
const NOT_NEGATIONS =
  /\b(?:(?:never|not|doesn't|does not|won't|will not|don't|do not) leaves?|no later than|no more than|no less than|no fewer than|no longer than|not only|not just|whether or not|no matter|not limited to|without (?:undue )?delay|without exception|if not|no doubt|not least)\b/g;
const NEGATION = /\b(?:not|no|never|none|nor|neither|without|nothing|nobody|no one|cannot|zero)\b|n't\b/;
const HEDGE =
  /\b(?:may|might|could|possibly|probably|likely|perhaps|potentially|maybe|presumably|apparently|supposedly|i think|i believe|we think|we believe|seems?|appears? to|i guess)\b/;
const UNKNOWN =
  /\bwhether\b|\bnot sure\b|\bunsure\b|\bunclear\b|\bunknown\b|\btb[cd]\b|\bto be (?:confirmed|determined|decided|agreed)\b|\bneed to (?:check|confirm|ask|find out|verify|clarify|understand)\b|\b(?:will|to|we'll|i'll|let's|should) (?:ask|check|confirm|verify|clarify|find out)\b|\basked (?:them |him |her )?(?:whether|if|about)\b|\bwaiting (?:on|for)\b|\b(?:don't|do not|didn't) know\b|\bno idea\b|\b(?:haven't|have not|hasn't|has not) (?:confirmed|asked|checked|heard|said)\b/;
const CONDITIONAL = /^(?:if|unless|in case|should (?:they|we|it))\b|\b(?:if|unless|in case)\b/;
const OTHER_PARTY =
  /\bunlike\b|\b(?:our|the|their|a) (?:last|previous|former|prior|incumbent|outgoing) [a-z]+\b|\b(?:our|the|their|a) (?:current|existing|old) (?:vendor|provider|supplier|agency|firm|processor|partner|contractor|msp|company|consultant|auditor|broker|one)s?\b|\bcompetitors?\b|\bthe incumbent\b|\bused to\b/;
const PLANNED =
  /\bworking (?:towards?|on)\b|\bin progress\b|\bpursuing\b|\bexpect(?:s|ed)? (?:to|next|by|in|later|early)\b|\bplan(?:s|ned|ning)? to\b|\bplanned\b|\btarget(?:s|ing|ed)?\b|\broadmap\b|\bby (?:q[1-4]|next|the end|20\d\d)\b|\bnext (?:year|quarter|month)\b|\byet\b|\b(?:audit|assessment) (?:window|is scheduled|scheduled|underway|begins|opens)\b|\bhope to\b|\baim(?:s|ing)? to\b|\bwill (?:be|get|obtain|achieve|complete|undergo|start)\b|\bunderway\b/;
const RELATIVE = /^(?:who|which|whose|where)\b/;

interface Piece {
  start: number;
  end: number;
  paren: boolean;
  resumes: boolean;
  /** The consequence of a condition: "if they can't staff us, [shipping slips]". */
  consequence?: boolean;
}

function piecesOf(folded: string): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  let paren = false;
  let resumes = false;
  BOUNDARY.lastIndex = 0;
  for (let match = BOUNDARY.exec(folded); match; match = BOUNDARY.exec(folded)) {
    if (match[0].length === 0) {
      BOUNDARY.lastIndex += 1;
      continue;
    }
    if (match.index > from) {
      pieces.push({ start: from, end: match.index, paren, resumes });
    }
    paren = match[0].includes("(");
    resumes = match[0].includes(")");
    from = match.index + match[0].length;
  }
  if (from < folded.length) {
    pieces.push({ start: from, end: folded.length, paren, resumes });
  }
  return pieces.filter((piece) => /[a-z0-9]/i.test(folded.slice(piece.start, piece.end)));
}

/** The clause's text with the concepts it names blanked: "no big deal" negates nothing, "no card data" does. */
function blanked(lower: string, piece: Piece, mentions: Mention[]): string {
  let text = lower.slice(piece.start, piece.end);
  for (const mention of mentions) {
    const start = Math.max(mention.start, piece.start) - piece.start;
    const end = Math.min(mention.end, piece.end) - piece.start;
    if (start < end) {
      text = text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
    }
  }
  return text.replace(NOT_NEGATIONS, " ");
}

/** The clauses of one passage (its folded text, lower-cased, and the concepts it names). */
export function readClauses(folded: string, lower: string, mentions: Mention[], isQuestion: boolean): Clause[] {
  const clauses: Clause[] = [];
  let pieces = piecesOf(folded);
  // A relative clause about another company ends at its comma: "unlike X, who had admin access, Y will …".
  pieces = pieces.flatMap((piece, index) => {
    const text = lower.slice(piece.start, piece.end);
    const before = pieces[index - 1];
    const comma = text.indexOf(", ");
    const aboutOther = before && OTHER_PARTY.test(lower.slice(before.start, before.end));
    if (RELATIVE.test(text) && aboutOther && comma > 0) {
      return [
        { start: piece.start, end: piece.start + comma, paren: piece.paren, resumes: piece.resumes },
        { start: piece.start + comma + 2, end: piece.end, paren: false, resumes: false },
      ];
    }
    // "If they can't staff us, shipping slips": the condition's negation is not the consequence's.
    const condition = /^(?:if|unless|should|in case)\b/.test(text) ? text.indexOf(", ") : -1;
    if (condition > 0) {
      return [
        { ...piece, end: piece.start + condition },
        { start: piece.start + condition + 2, end: piece.end, paren: false, resumes: false, consequence: true },
      ];
    }
    return [piece];
  });
  pieces.forEach((piece, index) => {
    // "They'd need VPN access if we approve it": what depends on a condition is conditional too.
    const next = pieces[index + 1];
    if (
      next &&
      /^if\s/.test(lower.slice(next.start, next.end)) &&
      /^[\s,]*$/.test(lower.slice(piece.end, next.start))
    ) {
      piece.consequence = true;
    }
  });
  for (const piece of pieces) {
    const text = lower.slice(piece.start, piece.end).trim();
    const plain = blanked(lower, piece, mentions);
    const previous = clauses.at(-1);
    const tail = /^(?:except|excluding|other than|apart from|besides|beyond)\b/.test(text)
      ? "exception"
      : /^(?:rather than|instead of)\b/.test(text)
        ? "contrary"
        : null;
    clauses.push({
      start: piece.start,
      end: piece.end,
      negated: NEGATION.test(plain),
      hedged: HEDGE.test(text),
      unknown: isQuestion || UNKNOWN.test(text),
      conditional: CONDITIONAL.test(text) || Boolean(piece.consequence),
      otherParty: OTHER_PARTY.test(text) || Boolean(RELATIVE.test(text) && previous?.otherParty),
      planned: PLANNED.test(text),
      tail,
      paren: piece.paren,
      resumes: piece.resumes,
      relative: RELATIVE.test(text),
    });
  }
  return clauses;
}

/** The clause holding an offset of the folded text. */
export function clauseAt(clauses: Clause[], offset: number): number {
  const index = clauses.findIndex((clause) => offset >= clause.start && offset < clause.end);
  if (index >= 0) {
    return index;
  }
  const after = clauses.findIndex((clause) => clause.start > offset);
  return after > 0 ? after - 1 : Math.max(0, clauses.length - 1);
}
