/**
 * Reading document text for the evidence matcher: the text is cut into units (sentences, table
 * rows, key-value lines, headings, questions) that keep their exact place in the document, so a
 * quote is always a verbatim slice; each unit is read into concept tokens (stems, with the
 * synonyms of ./lexicon.ts folded together) and into clauses that each carry a polarity: the
 * practice stated in place, stated absent, only planned, or in place with an exception.
 */
import { linesOf, type TextSpan } from "@/lib/text/lines";
import { type StemRules, stemWith } from "@/lib/text/stem";
import { buildLexicon, type LexiconEntry } from "./lexicon";
import { type Quantities, quantitiesOf } from "./quantities";

export type UnitKind = "statement" | "row" | "heading" | "question" | "pointer";

/**
 * What a clause says of the practice it names: in place ("affirm"), not in place ("absent"), only
 * planned ("planned"), in place with a stated exception ("exception"), or nothing either way.
 */
export type Polarity = "affirm" | "absent" | "planned" | "exception" | "neutral";

export interface Clause {
  tokens: Set<string>;
  polarity: Polarity;
  /**
   * The clause is worded in the negative even where that supports the control ("staff do not have
   * local administrator rights", "no breaches recorded"); the auditor's "no exceptions noted" is not.
   */
  negated: boolean;
  /** Words in the clause: a bare value ("Exception noted.", "No.") speaks of what its paragraph is about. */
  words: number;
  /** A breach, fine or incident the clause says happened, or says did not ("no breaches recorded"). */
  event: "occurred" | "denied" | null;
}

/** A sentence, table row, key-value line, heading or question of a document. */
export interface Sentence {
  documentIndex: number;
  /** Position within its document, for neighbouring units. */
  index: number;
  /** Paragraph (or table) number within its document: units of one block discuss one thing. */
  block: number;
  kind: UnitKind;
  /** The unit exactly as the document has it: the quote. */
  text: string;
  lower: string;
  /** Every concept token, stop words included, for phrase matches. */
  tokens: string[];
  /** The significant tokens (stop words, numbers and one-letter words removed). */
  stems: Set<string>;
  /** `tokens` space-joined and padded: " a b c ", for whole-phrase keyword matches. */
  stemText: string;
  clauses: Clause[];
  /** Significant tokens of the section heading, table header or question above the unit. */
  context: Set<string>;
  /** The section heading above the unit as written ("A.6.1 Screening"), or "". */
  headingText: string;
  quantities: Quantities;
}

const STOP_LIST = (
  "a an and are as at be been being by for from has have in into is it its of on or that the their them " +
  "there these they this those to was were which who will with within all any each such other than both " +
  "e g eg ie i.e etc per via least most must should shall may can also including include includes " +
  "organization organizations organisation organisations company exist exists existing our we us you your " +
  "if so not no do does did when where what how then whether through cannot never none nor without"
).split(" ");

/** Frequencies keep their "-ly": "monthly" is not "month" (a duration). */
const STEM_RULES: StemRules = {
  keepUpTo: 0,
  keep: new Set(["hourly", "daily", "nightly", "weekly", "monthly", "quarterly", "yearly"]),
  notPlural: /ss$/,
  dropFinalEAbove: 3,
};

/** "encrypted", "encryption" and "encrypts" meet. */
export const stem = (word: string) => stemWith(STEM_RULES, word);

/** Stop words in both spellings: as written, and as the stemmer leaves them ("where" → "wher"). */
const STOP_WORDS = new Set([...STOP_LIST, ...STOP_LIST.map(stem)]);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

const stemsOf = (text: string) => words(text).map(stem);

/**
 * Text shapes that name a concept without its words: a status host ("status.example.com") is a
 * status page, an address ("security@example.com") a reporting channel by email, a deadline
 * ("within 72 hours") a timeframe.
 */
function preNormalize(text: string): string {
  return text
    .replace(/\bstatus\.[a-z0-9-]+\.[a-z]{2,}\b/gi, " status page ")
    .replace(/\b[\w.+-]+@[\w-]+\.[\w.]+\b/g, " email ")
    .replace(/\bp=(reject|quarantine|none)\b/gi, " p $1 ")
    .replace(/\bevery \d+ (?:hours?|days?|weeks?|months?|years?)\b/gi, " periodic ")
    .replace(
      /\b(?:within|no later than|in under|in less than)\s+(?:\d+|one|two|three|five|seven|ten|fourteen|thirty)\s*(?:business |working |calendar )?(?:hours?|days?|weeks?|months?)\b|\b\d+-(?:hour|day)\b/gi,
      "$& timeframe",
    );
}

let lexicon: Map<string, LexiconEntry[]> | undefined;

/** The stems of a text with every synonym phrase replaced by its concept tokens. */
export function conceptTokens(text: string): string[] {
  lexicon ??= buildLexicon(stemsOf);
  const stems = stemsOf(preNormalize(text));
  const tokens: string[] = [];
  for (let position = 0; position < stems.length; ) {
    const current = stems[position] as string;
    const entry = lexicon
      .get(current)
      ?.find((candidate) => candidate.phrase.every((token, offset) => stems[position + offset] === token));
    if (entry) {
      tokens.push(...entry.concepts);
      position += entry.phrase.length;
    } else {
      tokens.push(current);
      position += 1;
    }
  }
  return tokens;
}

const isSignificant = (token: string) => token.length > 1 && !STOP_WORDS.has(token) && !/^\d+$/.test(token);

/** The significant concept tokens of a text, deduplicated, in order. */
export function significantStems(text: string): string[] {
  return [...new Set(conceptTokens(text).filter(isSignificant))];
}

export const significantOf = (tokens: string[]) => new Set(tokens.filter(isSignificant));

/**
 * Criteria give examples in parentheses ("(e.g. a hotline)", "(databases, storage, backups)"); they
 * are not required.
 */
const EXAMPLES = /\((?:e\.g\.|eg|for example|such as)([^)]*)\)|\(([^)]*,[^)]*)\)/gi;

export function withoutExamples(criterion: string): string {
  return criterion.replace(EXAMPLES, " ");
}

/** The examples a criterion gives, which count in its favour when a passage names them. */
export function examplesOf(criterion: string): string {
  return [...criterion.matchAll(EXAMPLES)].map((match) => match[1] ?? match[2] ?? "").join(" ");
}

/** A keyword (word or phrase) as its padded concept sequence: "vulnerability scan" also finds "scans". */
export function keywordStems(keyword: string): string {
  return ` ${conceptTokens(keyword).join(" ")} `;
}

export function mentions(sentence: Sentence, keywordStemText: string): boolean {
  return keywordStemText.trim().length > 0 && sentence.stemText.includes(keywordStemText);
}

// ---------------------------------------------------------------------------------------------
// Polarity: what a clause says of the practice it names.

/** Phrases with a negative word that do not negate anything ("no later than 48 hours"). */
const NOT_NEGATIONS =
  /\b(?:not only|no later than|no more than|no less than|no fewer than|not (?:to )?exceed\w*|no longer than|no longer (?:needed|required|necessary|in use)|whether or not|not limited to|without (?:undue )?delay|without exception|no matter|at no (?:additional|extra) cost|if not|not just)\b/g;
/**
 * Negation cues. "missing", "absent" and "none" negate as a value ("HSTS header | Missing", "Internal
 * audit function: None"), not inside a description ("M-03 Missing rate limiting on ...").
 */
const NEGATION =
  /\b(?:not|no|never|nor|neither|without|cannot|nothing|nobody|lacks?|lacking|absence of|yet to|unable to|fail(?:s|ed)? to)\b|n['’]t\b|(?:^|[:|-]\s*)(?:none|missing|absent)\b|\b(?:none|missing|absent)\s*[.!]?\s*$|\bnone (?:defined|in place|exists?|performed)\b/;
/** Negations that can clear a bad practice ("without" names what is missing, so it cannot). */
const CLEARING_NEGATION = /\b(?:not|no|never|none|nor|neither|cannot|nothing|nobody)\b|n['’]t\b/;
const PROHIBITION =
  /\b(?:prohibit(?:s|ed)?|forbid(?:s|den)?|not (?:permitted|allowed)|disallowed|may not|must not|shall not|should not|(?:is|are) barred)\b|^(?:please\s+)?do not\b/;
/** Words that switch a bad practice off ("TLS 1.0 and 1.1 disabled"). */
const SWITCHED_OFF =
  /\b(?:disabled|blocked|rejected|prevented|deprecated|turned off|switched off|not accepted|refused|bans?|banned|restricted|controlled|monitored|detected|reviewed)\b/;

/**
 * Practices that are themselves the gap: stated plainly they say the control is not in place
 * ("shares a single root login", "stored unencrypted"); negated or prohibited they say it is
 * ("shared logins are prohibited", "staff do not have local administrator rights").
 */
const BAD_PRACTICE = new RegExp(
  [
    String.raw`\b(?:plaintext|plain text|plain http|cleartext|unencrypted)\b`,
    String.raw`\bshared (?:\w+ ){0,2}(?:accounts?|logins?|credentials?|passwords?|keys?)\b`,
    String.raw`\bshares? (?:a |the |one )?(?:single )?(?:\w+ )?(?:logins?|accounts?|credentials?|passwords?)\b`,
    String.raw`\bgeneric accounts?\b`,
    String.raw`\bpassword[- ]only\b|\bpasswords? only\b`,
    String.raw`\bflat network\b|\bsame (?:flat )?network as\b`,
    String.raw`\b(?:full|broad|unrestricted) (?:administrator|admin|administrative|root)\b`,
    String.raw`\blocal (?:administrator|admin) (?:rights|privileges|access)\b`,
    String.raw`\b(?:unapproved|unreviewed)\b|\bunauthori[sz]ed (?:software|changes?|devices?|applications?)\b`,
    String.raw`\bdirect (?:write )?(?:access|grants?)\b|\bdirectly (?:to|against|in|on|into) (?:the )?production\b`,
    String.raw`\bindefinitely\b|\bforever\b`,
    String.raw`\bad[- ]hoc\b|\binformally\b|\bcase[- ]by[- ]case\b|\bat (?:their|his|her|its) own discretion\b`,
    String.raw`\bwhenever (?:it is |it's )?noticed\b|\bwhichever \w+ happens to\b|\buntil someone has time\b|\bover chat\b`,
    String.raw`\banyone (?:\w+ ){0,4}can\b`,
    String.raw`\b(?:is|are|remains?|but) optional\b`,
    String.raw`\btls ?v?1\.[01]\b|\bssl ?v?[23]\b|\bsslv[23]\b`,
    String.raw`\bexpired\b`,
    String.raw`\bgrade:? [b-f][+-]?(?![\w])`,
    String.raw`\bp none\b|\bp=none\b`,
    String.raw`\b(?:production|customer|real|live) data (?:is |are )?(?:\w+ )?(?:in|into) (?:the )?(?:test|development|dev|non-production|staging)\b`,
    String.raw`\bleaves? the (?:eu|us|uk|region|country|european union|united states)\b`,
    String.raw`\blegal action\b|\blaw enforcement\b`,
    String.raw`\bsingle (?:data cent(?:re|er)|site|region|volume|server|availability zone|point of failure|location)\b`,
    String.raw`\bsame (?:region|storage account|account|data cent(?:re|er)|location|site|cluster) as\b`,
    String.raw`\bpersonally owned\b|\bbring your own device\b|\bbyod\b`,
    String.raw`\b(?:routing|routes?|connectivity|network paths?|direct connections?) (?:to|from|between)\b`,
  ].join("|"),
);

/** An auditor's or tester's finding: "Exception noted." (its negation, "no exceptions noted", is a clean result). */
const EXCEPTION_NOTED =
  /\b(?:exceptions?|deviations?) (?:was |were |have been |has been )?(?:noted|identified|found|observed)\b/;

const PLANNED = new RegExp(
  [
    String.raw`\bwill (?:be )?(?:roll(?:ed)? out|introduc\w*|implement\w*|launch\w*|begin|start|enabl\w*|establish\w*|adopt\w*|deploy\w*|formali[sz]\w*|develop\w*|creat\w*|build\w*|complet\w*|publish\w*|put in place|set up|add\w*|list\w*|shar\w*|select\w*|switch\w* on|turn\w* on)\b`,
    String.raw`\bwe['’]ll\b`,
    String.raw`\b(?:plan|plans|planned|planning) to\b|\b(?:is|are) planned\b|\bplanned for\b|\bimplementation planned\b`,
    String.raw`\bintend(?:s|ed)? to\b|\baim(?:s|ing)? to\b|\bexpect(?:s|ed)? to\b|\bscheduled (?:to|for)\b|\btargeted (?:for|to)\b`,
    String.raw`\broadmap\b|\bin progress\b|\bunder ?way\b|\bin the process of\b|\bworking (?:on|toward|towards)\b|\bpreparing (?:for|to)\b`,
    String.raw`\bbeing (?:drafted|evaluated|developed|implemented|defined|built|rolled out|considered|established|prepared|planned|piloted|written)\b`,
    String.raw`\b(?:currently|are|is) evaluating\b|\bcoming soon\b|\bin the coming (?:months|weeks|year)\b`,
    String.raw`\blater this year\b|\bby (?:the end of )?(?:q[1-4]|next|this year|20\d\d)\b|\bin q[1-4]\b|\bin the (?:second|first) half of\b`,
    String.raw`\bnot yet\b|\byet to\b|\bonce (?:it|they|the|our|that)\b[^.;]*\b(?:complete|exist|launch|achiev|ready|done)\w*`,
    String.raw`\bwe['’]re building\b|\bwe are building\b`,
  ].join("|"),
);

const EXCEPTION = new RegExp(
  [
    String.raw`\bexcept\b|\bexcepting\b|\bwith the exception of\b|\bexclud(?:ed|es|ing)\b|\bexclusions?\b`,
    String.raw`\b(?:major|minor) nonconformit(?:y|ies)\b|\bout of scope\b|\boutside (?:of )?(?:the )?scope\b`,
    String.raw`\bpartial(?:ly)? (?:implemented|in place|deployed|met|complete)\b|\bpartially\b`,
    String.raw`\bonly (?:on|for|to|in) (?:the )?\w+ (?:plan|tier|edition)s?\b|\bavailable only\b|\bscope is limited\b|\bcovers only\b|\bonly covers\b`,
  ].join("|"),
);

/** "We have no data centres of our own", "our offices hold no customer data": scope, not a gap. */
const SCOPE_NEGATION =
  /\bof (?:our|its|their) own\b|\b(?:hold|holds|store|stores|process|processes|keep|keeps) no (?:customer|personal|client) data\b/;

/** A breach, fine or incident that happens (not incident response, an incident management procedure, ...). */
const EVENT =
  /\b(?:breach(?:es|ed)?|fined|fines?|penalt(?:y|ies)|enforcement actions?|exposed|compromised?|leak(?:ed|s)?|unauthori[sz]ed access|incidents?)\b(?!\s+(?:response|management|handling|notification|plan|procedure|commander|manager|process|playbook|team))/;
const EVENT_DENIED =
  /\b(?:no|zero|never)\b(?:\s+\w+){0,3}?\s+(?:breach(?:es)?|incidents?|actions?|fines?|penalt(?:y|ies)|reports?|issues?)\b(?!\s+(?:response|management|handling|notification|plan|procedure|commander|manager|process|playbook|team))|\bnot been (?:breached|fined|compromised)\b|\bno known breaches\b/;

/** An answer that gives no information: "Not provided.", "N/A", "No response". */
const NO_INFORMATION =
  /^(?:[\w\s/-]{0,40}:\s*)?(?:not (?:provided|answered|disclosed|applicable|specified|stated|known)|no (?:response|answer|information|data)|n\/a|tbd|unknown)\s*[.!]?$/;

/**
 * What a document says of its own legal effect ("does not amend, extend or alter the coverage",
 * "confers no rights", "for information only") says nothing of a practice.
 */
const DISCLAIMER =
  /\b(?:does|do|shall|will) not (?:amend|extend|alter|modify|waive|constitute|create|confer)\b|\bconfers? no rights\b|\b(?:as a matter of|for) information(?:al purposes)? only\b/;

export function polarityOf(clause: string): Polarity {
  if (NO_INFORMATION.test(clause.trim()) || DISCLAIMER.test(clause)) {
    return "neutral";
  }
  const cleaned = clause.replace(NOT_NEGATIONS, " ");
  const negated = NEGATION.test(cleaned);
  if (EXCEPTION_NOTED.test(cleaned)) {
    return negated ? "affirm" : "exception";
  }
  if (PLANNED.test(cleaned)) {
    return "planned";
  }
  const bad = BAD_PRACTICE.exec(cleaned);
  if (bad) {
    // Only a negation just before the bad practice ("staff do not have local administrator rights"), or
    // a prohibition or switch-off just after it ("shared logins are prohibited", "TLS 1.0 disabled",
    // "unapproved software cannot be installed"), clears it; a negation elsewhere negates something else
    // ("laptops are personally owned and are not enrolled").
    const before = cleaned.slice(Math.max(0, bad.index - 40), bad.index);
    const after = cleaned.slice(bad.index, bad.index + bad[0].length + 30);
    const cleared =
      CLEARING_NEGATION.test(before) || PROHIBITION.test(after) || SWITCHED_OFF.test(after) || /\bcannot\b/.test(after);
    return cleared ? "affirm" : "absent";
  }
  if (PROHIBITION.test(cleaned)) {
    return "affirm";
  }
  if (negated) {
    if (SCOPE_NEGATION.test(cleaned) || EVENT_DENIED.test(cleaned)) {
      return "neutral";
    }
    return "absent";
  }
  return EXCEPTION.test(cleaned) ? "exception" : "affirm";
}

/**
 * Whether a clause is worded in the negative. A rule ("production data may not be copied") is worded
 * as a rule, and a clean test result ("no exceptions noted") as a result: neither counts.
 */
export function isNegativelyWorded(clause: string): boolean {
  const cleaned = clause.replace(NOT_NEGATIONS, " ").replace(/\b(?:may|must|shall|should) not\b/g, " ");
  return (
    NEGATION.test(cleaned) &&
    !(EXCEPTION_NOTED.test(cleaned) && /\bno (?:\w+ )?(?:exceptions?|deviations?)\b/.test(cleaned))
  );
}

/** Whether a text names a breach, fine or incident. */
export const mentionsEvent = (lower: string) => EVENT.test(lower);

/**
 * A breach told as something that happened ("we detected unauthorised access", "fined after a breach
 * last year"), not a commitment about incidents in general ("customers are notified of security
 * incidents") or a check against "breached passwords".
 */
const HAPPENED =
  /\b(?:was|were|had|has been|have been|detected|discovered|suffered|experienced|exposed|fined|occurred|happened|leaked|last (?:year|month|week)|ago|on \d{1,2} \w+)\b/;
const IN_GENERAL = /\b(?:if|any|in the event|should|would|will|may)\b|\bbreached (?:passwords?|credentials?)\b/;

function eventOf(clause: string): Clause["event"] {
  if (EVENT_DENIED.test(clause)) {
    return "denied";
  }
  const told = EVENT.test(clause) && HAPPENED.test(clause) && !IN_GENERAL.test(clause);
  return told && !NEGATION.test(clause.replace(NOT_NEGATIONS, " ")) ? "occurred" : null;
}

/** Statements that a practice is absent or only planned ("we do not currently perform penetration tests"). */
export function statesAbsence(lower: string): boolean {
  const polarity = polarityOf(lower);
  return polarity === "absent" || polarity === "planned";
}

/**
 * Clauses of a unit: contrasts ("but", "however", "except"), semicolons and long labelled values
 * ("Root cause: a compromised credential ...") are read apart, so "X is enforced, except for Y" is
 * one statement in place and one exception. A short label with its value ("Vulnerability scanning:
 * No") stays one clause: the value speaks of the label.
 */
export function clausesOf(lower: string): string[] {
  const pieces = lower
    .split(
      /\s*;\s*|,?\s+(?=(?:but|however|whereas|although|though|except|excluding|with the exception|nor|so that|which still)\b)|,\s+(?=(?:so|while|which)\b)|,\s+and\s+/,
    )
    .flatMap((piece) => {
      const labelled = /^([^:]{2,120}):\s+(.+)$/.exec(piece);
      return labelled && (labelled[2] ?? "").split(/\s+/).length >= 5
        ? [labelled[1] ?? "", labelled[2] ?? ""]
        : [piece];
    })
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
  return pieces.length > 0 ? pieces : [lower];
}

/** "MFA is available but optional": a contrast without its own subject takes back what came before it. */
const TAKES_BACK =
  /^(?:but|however|yet),?\s+(?:not|optional|only|never|rarely|inconsistently|no longer|is|are|was|were|has|have|does|do|lacks?|without)\b/;

/** A unit's clauses, each read once: its tokens in order, and what it says. */
interface ReadClause {
  text: string;
  sequence: string[];
  tokens: Set<string>;
  polarity: Polarity;
  negated: boolean;
  words: number;
  event: Clause["event"];
}

function readClauses(lower: string): ReadClause[] {
  const clauses = clausesOf(lower).map((text) => {
    const sequence = conceptTokens(text);
    return {
      text,
      sequence,
      tokens: significantOf(sequence),
      polarity: polarityOf(text),
      negated: isNegativelyWorded(text),
      words: words(text).length,
      event: eventOf(text),
    };
  });
  for (let position = 1; position < clauses.length; position += 1) {
    const clause = clauses[position];
    const before = clauses[position - 1];
    if (
      clause &&
      before &&
      TAKES_BACK.test(clause.text) &&
      clause.polarity === "absent" &&
      before.polarity === "affirm"
    ) {
      before.polarity = "absent";
    }
  }
  return clauses;
}

// ---------------------------------------------------------------------------------------------
// Structure: where units start and end, and which are headings, table rows or questions.

const TABLE_ROW = /^\s*\|.*\|\s*$|^[^|\n]*\S\s+\|\s+\S[^|\n]*\|\s+\S/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const TOC_LINE = /(?:\.{3,}|…+|\s{4,})\s*\d+\s*$|^(?:table of )?contents$/i;
const SECTION_PREFIX =
  /^(?:#{1,6}\s|(?:\d+(?:\.\d+)*[.)]?|[A-Z]\.\d+(?:\.\d+)*[.)]?|(?:section|appendix|annex|part|chapter|article|clause|schedule)\s+[\w.]+)(?:\s*[:.–—-])?\s)/i;
const VERB = /\b(?:is|are|was|were|has|have|had|do|does|did|will|shall|must|can|may|should|would|could|need|needs)\b/i;
const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "&",
]);
/** A short value after a label: the line is a key-value statement ("HSTS: not set"), not a heading. */
const LABEL_VALUE = /^[^:]{1,60}:\s*\S|^[^-–—]{2,60}\s[-–—]\s+\S/;

function isTitleCase(line: string): boolean {
  const lettered = line.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));
  const significant = lettered.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  return significant.length > 0 && significant.every((word) => /^[^a-z]*[A-Z0-9]/.test(word));
}

/** A line that names a section rather than saying anything: headings, contents entries, banners. */
export function isHeadingLine(line: string): boolean {
  const text = line.trim();
  if (!text || text.length > 120 || /[.!?]["”)]?$/.test(text)) {
    return TOC_LINE.test(text);
  }
  if (TOC_LINE.test(text) || /^#{1,6}\s/.test(text)) {
    return true;
  }
  const wordCount = text.split(/\s+/).length;
  if (wordCount > 12 || VERB.test(text)) {
    return false;
  }
  if (SECTION_PREFIX.test(text)) {
    return true;
  }
  if (LABEL_VALUE.test(text)) {
    return false;
  }
  const letters = text.replace(/[^A-Za-z]/g, "");
  return (letters.length >= 2 && letters === letters.toUpperCase()) || isTitleCase(text) || wordCount <= 6;
}

/** A run-in heading ending a first sentence: "7.3 Security Incident Notification." */
function isRunInHeading(text: string): boolean {
  const bare = text.replace(/[.:]\s*$/, "");
  return SECTION_PREFIX.test(bare) && !VERB.test(bare) && bare.split(/\s+/).length <= 10 && isTitleCase(bare);
}

const POINTER =
  /^(?:please )?see\b|\brefer to\b|\b(?:is|are) (?:described|detailed|explained|covered|documented|set out) (?:in|below|above|elsewhere)\b|\bfor (?:more )?(?:details|information)\b|\b(?:section|page) (?:below|above)\b/i;
const ABBREVIATION = /(?:\b(?:e\.g|i\.e|etc|inc|ltd|co|corp|no|vs|approx|dr|mr|ms|st|fig|sec|art)|\b[a-z])\.$/i;
/** A domain ending a DNS record's name ("example.com. TXT ...") is not the end of a sentence. */
const DNS_NAME = /\b[a-z0-9-]+\.[a-z]{2,}\.$/i;
const DNS_RECORD_TYPE = /^\s+(?:TXT|IN|MX|CNAME|NS|SOA|A|AAAA|CAA|SRV)\b/;

/** Sentence spans within a paragraph: at terminators followed by a capital, never after an abbreviation or a domain. */
function sentenceSpans(text: string, start: number, end: number): TextSpan[] {
  const spans: TextSpan[] = [];
  const boundary = /[.!?;]["”')\]]?(?=\s+["“([]?[A-Z0-9])|\n(?=\s*[^a-z\s])/g;
  boundary.lastIndex = start;
  let from = start;
  for (let match = boundary.exec(text); match && match.index < end; match = boundary.exec(text)) {
    const cut = match.index + (match[0] === "\n" ? 0 : match[0].length);
    const before = text.slice(from, cut).trimEnd();
    const lastWord = before.split(/\s+/).pop() ?? "";
    const dnsName = DNS_NAME.test(lastWord) && DNS_RECORD_TYPE.test(text.slice(cut, cut + 12));
    if (match[0] !== "\n" && (ABBREVIATION.test(lastWord) || dnsName)) {
      continue;
    }
    spans.push({ start: from, end: cut });
    from = cut;
  }
  spans.push({ start: from, end });
  return spans;
}

function trimSpan(text: string, span: TextSpan): TextSpan | null {
  let { start, end } = span;
  while (start < end && /\s/.test(text[start] ?? "")) {
    start += 1;
  }
  while (end > start && /\s/.test(text[end - 1] ?? "")) {
    end -= 1;
  }
  return end - start >= 2 ? { start, end } : null;
}

interface RawUnit extends TextSpan {
  kind: UnitKind;
  block: number;
  /** A table's header row: it names the columns, not the section. */
  tableHeader?: boolean;
  /** For table rows: the header row's text. */
  header?: string;
}

const MAX_UNIT_CHARS = 600;

function rawUnits(text: string): RawUnit[] {
  const units: RawUnit[] = [];
  const lines = linesOf(text);
  let block = 0;
  let paragraph: TextSpan | null = null;
  let header: string | undefined;
  let inTable = false;
  /** Whether the line before closed a sentence or a block: only then can a line be a heading. */
  let previousEnded = true;
  const flush = () => {
    if (paragraph) {
      for (const span of sentenceSpans(text, paragraph.start, paragraph.end)) {
        const trimmed = trimSpan(text, span);
        if (!trimmed) {
          continue;
        }
        for (let start = trimmed.start; start < trimmed.end; start += MAX_UNIT_CHARS) {
          const piece = trimSpan(text, { start, end: Math.min(trimmed.end, start + MAX_UNIT_CHARS) });
          if (piece) {
            units.push({ ...piece, kind: "statement", block });
          }
        }
      }
      paragraph = null;
    }
  };
  for (let position = 0; position < lines.length; position += 1) {
    const line = lines[position] as TextSpan;
    const content = text.slice(line.start, line.end);
    const trimmed = content.trim();
    if (!trimmed) {
      flush();
      block += 1;
      inTable = false;
      previousEnded = true;
      continue;
    }
    const next = lines[position + 1];
    const nextContent = next ? text.slice(next.start, next.end) : "";
    if (TABLE_SEPARATOR.test(trimmed) && /[|-]/.test(trimmed)) {
      continue;
    }
    if (TABLE_ROW.test(trimmed)) {
      flush();
      previousEnded = true;
      if (!inTable) {
        block += 1;
        inTable = true;
        header = undefined;
      }
      const span = trimSpan(text, line);
      if (span) {
        if (TABLE_SEPARATOR.test(nextContent.trim()) && nextContent.includes("-")) {
          header = trimmed;
          units.push({ ...span, kind: "heading", block, tableHeader: true });
        } else {
          units.push({ ...span, kind: "row", block, header });
        }
      }
      continue;
    }
    if (inTable) {
      inTable = false;
      block += 1;
    }
    if (/^\s*(?:=+|-+)\s*$/.test(trimmed)) {
      const last = units.at(-1);
      if (!paragraph && last) {
        last.kind = "heading";
      } else if (paragraph) {
        const previous = paragraph;
        paragraph = null;
        const span = trimSpan(text, previous);
        if (span) {
          units.push({ ...span, kind: "heading", block });
        }
      }
      continue;
    }
    if (previousEnded && (!/^[a-z]/.test(trimmed) || !/\s/.test(trimmed)) && isHeadingLine(trimmed)) {
      flush();
      const span = trimSpan(text, line);
      if (span) {
        units.push({ ...span, kind: "heading", block });
      }
      continue;
    }
    previousEnded = /[.!?:;]["”)]?$/.test(trimmed);
    const startsItem = /^\s*(?:[-*•]|\d+[.)])\s/.test(content);
    if (paragraph && startsItem) {
      flush();
    }
    paragraph = paragraph ? { start: paragraph.start, end: line.end } : { start: line.start, end: line.end };
    if (!next || !nextContent.trim()) {
      flush();
    }
  }
  flush();
  return units;
}

/**
 * Concrete security practices: a passage naming two of them ("encrypted with AES-256 ... requires
 * MFA") describes security practices, which is what criteria asking for "concrete security
 * practices" or "security measures" look for.
 */
const PRACTICES = new Set(
  "mfa sso encrypt tls aes256 kms pentest backup siem firewall log scan patch antimalware mdm soc2 iso27001 rbac waf ddos segment audit"
    .split(" ")
    .flatMap((word) => conceptTokens(word)),
);

const PRACTICE_TOKEN = stem("securitypractice");

const ANSWER_NO = /^(?:a:|answer:)?\s*(?:no\b|not (?:at this time|currently|yet|at present)\b|none\b|n\/a\b)/i;
const ANSWER_YES = /^(?:a:|answer:)?\s*yes\b/i;

/** Units of a document: statements, table rows, key-value lines, headings and questions, each read. */
export function splitSentences(text: string, documentIndex: number): Sentence[] {
  const sentences: Sentence[] = [];
  let heading = new Set<string>();
  let headingText = "";
  let question: Sentence | null = null;
  for (const raw of rawUnits(text)) {
    const quote = text.slice(raw.start, raw.end);
    const lower = quote.toLowerCase();
    let kind = raw.kind;
    if (kind === "statement") {
      if (/\?["”)]?$/.test(quote.trim())) {
        kind = "question";
      } else if (isRunInHeading(quote)) {
        kind = "heading";
      } else if (POINTER.test(lower)) {
        kind = "pointer";
      }
    }
    const forTokens = raw.kind === "row" ? lower.replace(/^\s*\|/, "").replace(/\|\s*$/, "") : lower;
    // Statements are read clause by clause, their tokens the clauses' in order; headings and questions whole.
    const read = kind === "heading" || kind === "question" ? [] : readClauses(forTokens);
    const tokens = read.length > 0 ? read.flatMap((clause) => clause.sequence) : conceptTokens(forTokens);
    const stems = significantOf(tokens);
    const describesPractices = [...stems].filter((token) => PRACTICES.has(token)).length >= 2;
    if (describesPractices) {
      stems.add(PRACTICE_TOKEN);
    }
    const clauses: Clause[] = read.map(({ tokens: clauseTokens, polarity, negated, words: count, event }) => {
      if (describesPractices && [...clauseTokens].some((token) => PRACTICES.has(token))) {
        clauseTokens.add(PRACTICE_TOKEN);
      }
      return { tokens: clauseTokens, polarity, negated, words: count, event };
    });
    let context = heading;
    if (raw.kind === "row") {
      // A table is a list, its header names what each row gives.
      context = new Set([...heading, "list", ...significantOf(conceptTokens((raw.header ?? "").toLowerCase()))]);
    }
    let answered: string[] = [];
    if (question && kind !== "question") {
      context = new Set([...context, ...question.stems]);
      // "Do you have a privacy policy? Not at this time.": the answer says it of the question's subject.
      const answer = ANSWER_NO.test(quote.trim()) ? "absent" : ANSWER_YES.test(quote.trim()) ? "affirm" : null;
      if (answer) {
        clauses.unshift({
          tokens: question.stems,
          polarity: answer,
          negated: answer === "absent",
          words: question.tokens.length,
          event: null,
        });
        answered = question.tokens;
        for (const token of question.stems) {
          stems.add(token);
        }
      }
    }
    const sentence: Sentence = {
      documentIndex,
      index: sentences.length,
      block: raw.block,
      kind,
      text: quote,
      lower,
      tokens,
      stems,
      stemText: ` ${[...answered, ...tokens].join(" ")} `,
      clauses,
      context,
      headingText,
      quantities: quantitiesOf(lower),
    };
    sentences.push(sentence);
    if (kind === "heading" && !raw.tableHeader) {
      heading = stems;
      headingText = quote;
      question = null;
    } else if (kind === "question") {
      question = sentence;
    } else {
      question = null;
    }
  }
  return sentences;
}
