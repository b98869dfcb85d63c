import type { ControlEvaluation, ControlEvaluator, EvaluableControl, Evidence, EvidenceDocument } from "./evaluator";
import { type Requirement, requirementOf, shortfallOf } from "./quantities";
import {
  type Clause,
  conceptTokens,
  examplesOf,
  keywordStems,
  mentions,
  mentionsEvent,
  type Sentence,
  significantOf,
  significantStems,
  splitSentences,
  withoutExamples,
} from "./text";

const MAX_QUOTES = 3;
/** A criterion is evidenced by a passage holding at least this (weighted) share of its words. */
const CRITERION_COVERAGE = 0.5;
/** Without a keyword of the control nearby, a passage must hold this share to count on its own. */
const UNANCHORED_COVERAGE = 0.65;
/** A statement of absence counts for a control when it holds this share of one criterion's words. */
const ABSENCE_COVERAGE = 0.4;
const MET_SHARE = 2 / 3;
/** The next sentence may complete a criterion only for a unit that already holds this share of it. */
const NEIGHBOUR_BASE = 0.3;
/** Of the coverage asked, the share a passage with two specific terms of a long criterion needs. */
const LONG_CRITERION_SHARE = 2 / 3;
/** Units either side of a keyword unit (same paragraph or table) that may evidence its criteria. */
const NEIGHBOURS = 2;

/**
 * Words every control uses ("data", "security", "customer") or that describe the evidence rather
 * than the practice ("publicly", "stated", "documented", "page"): they weigh little in a criterion,
 * so a passage must match what is specific to it.
 */
const GENERIC = new Set(
  significantStems(
    "data customer security information system systems service services access process use used user users account " +
      "accounts document documented define defined perform performed provide provided available public publicly " +
      "state stated states exist maintain maintained ensure cover covers covering manage managed management control controls " +
      "program programme practice practices page site website time period new applicable relevant appropriate formal " +
      "describe describes explain explains show shows reachable main primary concrete specific support supported " +
      "list lists listed publish published personnel person level key in-scope scope before after " +
      "upon complete completed using use concrete accept accepts present presents relevant enable enabled meet meets",
  ),
);
/** How often a practice recurs qualifies it; it is not the practice ("performed at least annually"). */
const QUALIFIERS = new Set(significantStems("periodic"));
const weightOf = (token: string) => (GENERIC.has(token) ? 0.25 : QUALIFIERS.has(token) ? 0.5 : 1);

/** The documents read once, for every control of an assessment. */
export interface EvidenceIndex {
  documents: EvidenceDocument[];
  sentences: Sentence[][];
  /** Units by significant token, for finding a control's passages without reading every unit. */
  postings: Map<string, Sentence[]>;
}

export function indexEvidence(documents: EvidenceDocument[]): EvidenceIndex {
  const sentences = documents.map((document, index) => splitSentences(document.text, index));
  const postings = new Map<string, Sentence[]>();
  for (const unit of sentences.flat()) {
    for (const token of new Set([...unit.stems, ...unit.context])) {
      const list = postings.get(token);
      if (list) {
        list.push(unit);
      } else {
        postings.set(token, [unit]);
      }
    }
  }
  return { documents, sentences, postings };
}

// ---------------------------------------------------------------------------------------------
// A control as the matcher reads it.

export interface Term {
  /** Alternatives: "badges or biometrics" is one term met by either. */
  tokens: string[];
  weight: number;
  /** For an enumeration, its items: the more of them a passage names, the more of the term it meets. */
  items?: string[][];
}

export interface CriterionProfile {
  text: string;
  terms: Term[];
  total: number;
  /** Ways to meet it, when it offers several (", or ..."): each met alone meets it. */
  alternatives: { terms: Term[]; total: number }[];
  /** Tokens of the criterion's examples ("e.g. WebAuthn, security keys"): they count in its favour. */
  examples: Set<string>;
  /** "No critical issues are observed": worded as the absence of something bad. */
  negative: boolean;
  /** "No material data breach ... is reported": evidenced by a denial, contradicted by an occurrence. */
  aboutEvents: boolean;
  /** "Where hosting is outsourced, ...": an alternative route that, when shown, carries the control. */
  conditional: boolean;
  /** "... where relevant": counted only when shown. */
  optional: boolean;
  requirement: Requirement;
}

export interface ControlProfile {
  /** Specific tokens of the control's keywords and title: what a statement of a gap must name. */
  anchors: Set<string>;
  anchorList: string[];
  keywords: string[];
  keywordTokens: string[][];
  titleChunks: string[][];
  criteria: CriterionProfile[];
  /** Specific (non-generic) tokens of the criteria, keywords and title. */
  vocabulary: Set<string>;
}

/**
 * Words of a criterion that are not the practice: the assessed party ("the vendor's main website")
 * and legal qualifiers ("as permitted by local law", "where lawful").
 */
const withoutSubject = (criterion: string) =>
  criterion
    .replace(/\bthe vendor(?:['’]s)?\b/gi, " ")
    .replace(/\brather than\b[^,;.]*/gi, " ")
    .replace(/\b(?:where|if) (?:relevant|applicable)\b/gi, " ")
    .replace(
      /,?\s*\b(?:as (?:permitted|required|allowed) by (?:local |applicable )?laws?|where (?:lawful|permitted|legally permitted))\b/gi,
      " ",
    );

/**
 * An enumeration in a criterion ("covering access control, encryption, incident response and
 * acceptable use") lists what the practice applies to: naming any of the items shows it, so the
 * items form one term. The first item is taken as the last few words before the first comma.
 */
const ENUMERATION = /([^,;:()]+)((?:,\s*[^,;:()]+)+),?\s+(?:and\/or|and|or)\s+([^,;:().]+)/;
/** "recorded, risk-assessed and approved": a list of things done, each required, is not an enumeration. */
const PREDICATE_LIST =
  /^,\s*(?:[\w-]+ed(?=\s+(?:from|by|to|in|at|for|with|and|or|within|before|after|on|under)\b|\s*,|\s*$)|is\b|are\b|has\b|have\b|must\b|shall\b)/i;

/** An alternative found counts for what it is, except one standing in for a stronger word (ALSO_MET_BY). */
const alternativeWeight = (token: string) => (ALSO_MET_BY_TOKENS.has(token) ? 1 : weightOf(token));

/** A criterion word also met by a stronger statement: a stated deadline is prompt notice. */
const ALSO_MET_BY = new Map<string, string[]>([[significantStems("promptly")[0] ?? "", significantStems("timeframe")]]);
const ALSO_MET_BY_TOKENS = new Set([...ALSO_MET_BY.values()].flat());

function termsOf(text: string): Term[] {
  const enumeration = ENUMERATION.exec(text);
  if (enumeration && !PREDICATE_LIST.test(enumeration[2] ?? "")) {
    const lead = (enumeration[1] ?? "").trim().split(/\s+/);
    const first = lead.slice(-2).join(" ");
    const itemTexts = [first, ...(enumeration[2] ?? "").split(","), enumeration[3] ?? ""];
    const itemTokens = itemTexts.map((item) => significantStems(item)).filter((item) => item.length > 0);
    const items = [...new Set(itemTokens.flat())];
    const rest = termsOf(
      `${text.slice(0, enumeration.index)} ${lead.slice(0, -2).join(" ")} ${text.slice(enumeration.index + enumeration[0].length)}`,
    );
    const listed = { tokens: items, weight: 1.5, items: itemTokens };
    return [...rest.filter((term) => !term.tokens.some((token) => items.includes(token))), listed];
  }
  const terms: Term[] = [];
  const seen = new Set<string>();
  let alternative = false;
  for (const token of conceptTokens(text)) {
    if (token === "or") {
      alternative = terms.length > 0;
      continue;
    }
    if (!significantOf([token]).has(token)) {
      continue;
    }
    if (seen.has(token)) {
      alternative = false;
      continue;
    }
    seen.add(token);
    const last = terms.at(-1);
    if (alternative && last) {
      last.tokens.push(token);
      last.weight = Math.max(last.weight, weightOf(token));
    } else {
      terms.push({ tokens: [token, ...(ALSO_MET_BY.get(token) ?? [])], weight: weightOf(token) });
    }
    alternative = false;
  }
  return terms;
}

/**
 * "SSO is available on the plan tier relevant to the customer, or enforcement of SSO-only login is
 * possible": a criterion offering two ways to meet it is met by either.
 */
function alternativesOf(text: string): string[] {
  const parts = withoutExamples(text)
    .split(/,\s+or\s+/i)
    .map((part) => part.trim());
  return parts.length > 1 && parts.every((part) => part.split(/\s+/).length >= 3) ? parts : [];
}

function criterionProfile(criterion: string): CriterionProfile {
  const text = withoutSubject(criterion);
  const terms = termsOf(withoutExamples(text));
  const alternatives = alternativesOf(text).map((part) => {
    const partTerms = termsOf(part);
    return { terms: partTerms, total: partTerms.reduce((sum, term) => sum + term.weight, 0) };
  });
  return {
    text: criterion,
    terms,
    alternatives,
    total: terms.reduce((sum, term) => sum + term.weight, 0),
    examples: new Set(significantStems(examplesOf(text))),
    negative: /^\s*(?:no|none|there (?:is|are) no)\b/i.test(criterion),
    aboutEvents:
      /^\s*(?:no|none|there (?:is|are) no)\b/i.test(criterion) &&
      mentionsEvent(withoutExamples(criterion).toLowerCase()),
    conditional: /^\s*(?:where|if|when)\b/i.test(criterion),
    optional: /\b(?:where|if) (?:relevant|applicable)\s*(?:\(|$)/i.test(withoutExamples(criterion).trim()),
    requirement: requirementOf(withoutExamples(criterion)),
  };
}

/**
 * Profiles by what the matcher reads of a control (its title, criteria and keywords): callers build a
 * fresh control object per evaluation, and an organization's controls repeat across assessments.
 */
const profiles = new Map<string, ControlProfile>();
const MAX_PROFILES = 1000;

/** How the matcher reads a control (exported for tests and the accuracy bench's explanations). */
export function profileOf(control: EvaluableControl): ControlProfile {
  const key = [control.title, ...control.criteria, "", ...control.keywords].join("\u0000");
  const cached = profiles.get(key);
  if (cached) {
    return cached;
  }
  const criteria = control.criteria.map(criterionProfile);
  const titleChunks = control.title
    .split(/\s+(?:and|or|&)\s+|[,/]/i)
    .map((chunk) => significantStems(chunk))
    .filter((chunk) => chunk.length > 0 && chunk.some((token) => !GENERIC.has(token)));
  const vocabulary = new Set(
    [
      ...criteria.flatMap((criterion) => criterion.terms.flatMap((term) => term.tokens)),
      ...criteria.flatMap((criterion) => [...criterion.examples]),
      ...control.keywords.flatMap(significantStems),
      ...titleChunks.flat(),
    ].filter((token) => !GENERIC.has(token)),
  );
  const anchors = new Set(
    [...control.keywords.flatMap(significantStems), ...titleChunks.flat()].filter((token) => !GENERIC.has(token)),
  );
  // A keyword that reads as a frequency or a generic word ("quarterly", "access") names nothing.
  const naming = control.keywords.filter((keyword) =>
    significantStems(keyword).some((token) => !GENERIC.has(token) && !QUALIFIERS.has(token)),
  );
  const profile = {
    anchors,
    anchorList: [...anchors],
    keywords: naming.map(keywordStems),
    keywordTokens: naming.map(significantStems),
    titleChunks,
    criteria,
    vocabulary,
  };
  if (profiles.size >= MAX_PROFILES) {
    profiles.clear();
  }
  profiles.set(key, profile);
  return profile;
}

// ---------------------------------------------------------------------------------------------
// Reading the passages for one control.

const isEvidenceUnit = (unit: Sentence) => unit.kind === "statement" || unit.kind === "row";

function chunkPresent(chunk: string[], tokens: Set<string>): boolean {
  const specific = chunk.filter((token) => !GENERIC.has(token));
  const present = specific.filter((token) => tokens.has(token));
  const needed = specific.length >= 3 ? specific.length - 1 : specific.length;
  return present.length >= needed && present.length > 0;
}

/**
 * A unit names the control: one of its keywords, or a chunk of its title ("Security Awareness
 * Training"), in the unit or in the heading of its section ("Past incidents" names incident history).
 */
export function namesControl(unit: Sentence, profile: ControlProfile): boolean {
  if (!hasAny(unit, profile.anchorList)) {
    return false;
  }
  // A keyword is named when all its words are in the unit, in order.
  const named = profile.keywords.some(
    (keyword, position) =>
      (profile.keywordTokens[position] ?? []).every((token) => unit.stems.has(token)) && mentions(unit, keyword),
  );
  if (named) {
    return true;
  }
  if (profile.titleChunks.some((chunk) => chunkPresent(chunk, unit.stems))) {
    return true;
  }
  return (
    unit.context.size > 0 &&
    (profile.keywordTokens.some((keyword) => keyword.length > 0 && keyword.every((token) => unit.context.has(token))) ||
      profile.titleChunks.some((chunk) => chunkPresent(chunk, unit.context)))
  );
}

/** Whether the unit (or the heading it sits under) holds any of the tokens. */
function hasAny(unit: Sentence, tokens: string[]): boolean {
  return tokens.some((token) => unit.stems.has(token) || unit.context.has(token));
}

/** A clause names the control: all significant words of a keyword, or a chunk of its title. */
function clauseNames(clause: Clause, profile: ControlProfile): boolean {
  return (
    profile.keywordTokens.some((keyword) => keyword.length > 0 && keyword.every((token) => clause.tokens.has(token))) ||
    profile.titleChunks.some((chunk) => chunkPresent(chunk, clause.tokens))
  );
}

/** The units that may hold evidence for the control: any unit holding one of its specific words. */
function candidateUnits(profile: ControlProfile, index: EvidenceIndex): Sentence[] {
  const picked = new Set<Sentence>();
  for (const token of profile.vocabulary) {
    for (const unit of index.postings.get(token) ?? []) {
      picked.add(unit);
    }
  }
  return [...picked].sort((a, b) => a.documentIndex - b.documentIndex || a.index - b.index);
}

const affirmative = (clause: Clause) => clause.polarity === "affirm" || clause.polarity === "exception";
const negativeClause = (clause: Clause) => clause.polarity === "absent" || clause.polarity === "planned";

/**
 * The tokens of a unit's clauses that state something in place. For a criterion asking that no
 * breach or fine occurred, only a denial ("no breaches recorded") evidences it.
 */
const affirmedCache = new WeakMap<Sentence, Map<string, Set<string>>>();

function affirmedTokens(unit: Sentence, criterion: CriterionProfile, plainOnly = false): Set<string> {
  // Three readings (events, worded as an absence, plain), with or without negatively worded clauses.
  const key = `${criterion.aboutEvents ? "e" : criterion.negative ? "n" : "p"}${plainOnly ? "1" : "0"}`;
  let cached = affirmedCache.get(unit);
  if (!cached) {
    cached = new Map();
    affirmedCache.set(unit, cached);
  }
  const hit = cached.get(key);
  if (hit) {
    return hit;
  }
  const tokens = readAffirmed(unit, criterion, plainOnly);
  cached.set(key, tokens);
  return tokens;
}

function readAffirmed(unit: Sentence, criterion: CriterionProfile, plainOnly: boolean): Set<string> {
  const tokens = new Set<string>();
  for (const clause of unit.clauses) {
    if (plainOnly && clause.negated) {
      continue;
    }
    const counts = criterion.aboutEvents
      ? clause.event === "denied"
      : criterion.negative
        ? (affirmative(clause) && clause.event !== "occurred") || clause.event === "denied"
        : affirmative(clause);
    if (counts) {
      for (const token of clause.tokens) {
        tokens.add(token);
      }
    }
  }
  return tokens;
}

interface Coverage {
  /** Weighted share of the criterion's terms found. */
  score: number;
  /**
   * A specific word of the criterion is in the unit itself or in the heading or table header it
   * sits under (a row of a "Subprocessor | Purpose | Location" table lists subprocessors), not
   * only in the sentence after it.
   */
  own: boolean;
  /** Specific terms found (an example named counts as one), and their weight. */
  matched: number;
  matchedWeight: number;
  /** Specific terms of the criterion itself found (examples aside). */
  terms: number;
}

const NO_CONTEXT = new Set<string>();

function coverage(
  criterion: CriterionProfile,
  own: Set<string>,
  heading: Set<string>,
  neighbour: Set<string> = NO_CONTEXT,
): Coverage {
  const whole = termCoverage(criterion, own, heading, neighbour);
  return criterion.alternatives.reduce((best, alternative) => {
    const result = termCoverage({ ...criterion, ...alternative }, own, heading, neighbour);
    return result.score > best.score ? result : best;
  }, whole);
}

function termCoverage(
  criterion: Pick<CriterionProfile, "terms" | "total" | "examples">,
  own: Set<string>,
  heading: Set<string>,
  neighbour: Set<string>,
): Coverage {
  if (criterion.total === 0) {
    return { score: 0, own: false, matched: 0, matchedWeight: 0, terms: 0 };
  }
  let weight = 0;
  let matched = 0;
  let matchedWeight = 0;
  let ownSpecific = false;
  for (const term of criterion.terms) {
    const found = term.tokens.filter((token) => own.has(token) || heading.has(token) || neighbour.has(token));
    if (found.length === 0) {
      continue;
    }
    const inOwn = found.some((token) => own.has(token) || heading.has(token));
    // An enumeration counts half for one item named, fully when most are; of alternatives ("accounts
    // or just-in-time elevation"), the one found sets the weight.
    const named = term.items?.filter((item) =>
      item.some((token) => own.has(token) || heading.has(token) || neighbour.has(token)),
    ).length;
    const credit = term.items && named !== undefined ? Math.min(1, 0.5 + named / term.items.length) : 1;
    const termWeight = term.items ? term.weight : Math.min(term.weight, Math.max(...found.map(alternativeWeight)));
    weight += termWeight * credit;
    if (termWeight >= 1) {
      matched += 1;
      matchedWeight += termWeight * credit;
    }
    ownSpecific ||= inOwn && termWeight >= 1;
  }
  const examples = [...criterion.examples].filter((token) => own.has(token)).length;
  weight += Math.min(examples * 0.5, criterion.total / 2);
  ownSpecific ||= examples > 0;
  return {
    score: weight / criterion.total,
    own: ownSpecific,
    matched: matched + Math.min(examples, 2),
    matchedWeight: matchedWeight + Math.min(examples, 2),
    terms: matched,
  };
}

const specificTerms = (criterion: CriterionProfile) => criterion.terms.filter((term) => term.weight >= 1).length;

/**
 * Enough of the criterion, something specific of it in the unit, and two specific terms (or one
 * weighty one). A long criterion ("Network traffic is filtered by firewalls or security groups using
 * deny-by-default rules") is also met by a passage holding two of its specific terms and a third of
 * its weight ("Perimeter firewall: Yes, default deny").
 */
function covers(criterion: CriterionProfile, result: Coverage, threshold: number, longRule = true): boolean {
  const enough = result.matched >= Math.min(2, specificTerms(criterion)) || result.matchedWeight >= 1.5;
  const long = longRule && result.terms >= 3 && result.score >= threshold * LONG_CRITERION_SHARE;
  return result.own && (result.score >= threshold || long) && enough;
}

function quantified(criterion: CriterionProfile, unit: Sentence, result: Coverage): Coverage {
  const { requirement } = criterion;
  const { periods, durations, percents } = unit.quantities;
  const addressed =
    (requirement.maxPeriod !== undefined && periods.length > 0) ||
    ((requirement.minDuration !== undefined || requirement.maxDuration !== undefined) && durations.length > 0) ||
    (requirement.minPercent !== undefined && percents.length > 0);
  return addressed ? { ...result, matched: result.matched + 1, matchedWeight: result.matchedWeight + 0.5 } : result;
}

export interface CriterionFinding {
  criterion: CriterionProfile;
  /** The unit evidencing it (null when none does). */
  unit: Sentence | null;
  /** Units that address it with numbers short of what it asks ("once a year" for "quarterly"). */
  shortfall: { unit: Sentence; reason: string } | null;
}

function neighbours(unit: Sentence, index: EvidenceIndex, distance: number): Sentence[] {
  const units = index.sentences[unit.documentIndex] ?? [];
  const found: Sentence[] = [];
  for (let offset = -distance; offset <= distance; offset += 1) {
    const other = units[unit.index + offset];
    if (other && offset !== 0 && other.block === unit.block) {
      found.push(other);
    }
  }
  return found;
}

function findCriterion(
  criterion: CriterionProfile,
  units: Sentence[],
  near: Set<Sentence>,
  index: EvidenceIndex,
): CriterionFinding {
  let best: { unit: Sentence; score: number } | null = null;
  let shortfall: CriterionFinding["shortfall"] = null;
  const words = [...new Set([...criterion.terms.flatMap((term) => term.tokens), ...criterion.examples])];
  for (const unit of units) {
    if (!hasAny(unit, words)) {
      continue;
    }
    const own = affirmedTokens(unit, criterion);
    if (own.size === 0) {
      continue;
    }
    // The next unit of the paragraph may complete the statement, and a heading or table header names its subject.
    // A unit away from any mention of the control must evidence the criterion on its own.
    const anchored = near.has(unit);
    const following = index.sentences[unit.documentIndex]?.[unit.index + 1];
    // A passage stating how often, how long or what share ("weekly backups") addresses the criterion's
    // number, in full or short of it.
    const alone = quantified(criterion, unit, coverage(criterion, own, unit.context));
    const next =
      anchored &&
      alone.score >= NEIGHBOUR_BASE &&
      following &&
      following.block === unit.block &&
      isEvidenceUnit(following)
        ? affirmedTokens(following, criterion)
        : NO_CONTEXT;
    const result =
      next === NO_CONTEXT ? alone : quantified(criterion, unit, coverage(criterion, own, unit.context, next));
    const threshold = anchored ? CRITERION_COVERAGE : UNANCHORED_COVERAGE;
    if (!covers(criterion, result, threshold, anchored)) {
      continue;
    }
    const reason = shortfallOf(criterion.requirement, unit.quantities);
    if (reason) {
      shortfall ??= { unit, reason };
      continue;
    }
    // The unit saying most of it in its own words is the one to quote.
    const rank = coverage(criterion, own, NO_CONTEXT).score + alone.score / 2 + result.score / 4;
    if (!best || rank > best.score) {
      best = { unit, score: rank };
    }
  }
  return {
    criterion,
    unit: best?.unit ?? null,
    shortfall: best ? null : shortfall,
  };
}

export interface Finding {
  unit: Sentence;
  kind: "absent" | "planned" | "exception" | "occurred";
}

/** Statements of absence, plans and exceptions that are about this control. */
function gapsOf(profile: ControlProfile, units: Sentence[], near: Set<Sentence>, onTopicBlocks: Set<string>) {
  const findings: Finding[] = [];
  const shares = (clause: Clause) => [...clause.tokens].some((token) => profile.anchors.has(token));
  for (const unit of units) {
    const blockKey = `${unit.documentIndex}:${unit.block}`;
    for (const clause of unit.clauses) {
      const bare = clause.words <= 3;
      // A gap counts when the clause itself names the control or a good part of one criterion, or
      // when it is a bare value ("Result: Exception noted.", "No.") in a paragraph about the control.
      const aboutControl =
        (shares(clause) && clauseNames(clause, profile)) ||
        ((shares(clause) || near.has(unit)) &&
          profile.criteria.some((criterion) =>
            covers(criterion, coverage(criterion, clause.tokens, unit.context), ABSENCE_COVERAGE, false),
          )) ||
        (bare && onTopicBlocks.has(blockKey));
      if (!aboutControl) {
        continue;
      }
      if (negativeClause(clause)) {
        findings.push({ unit, kind: clause.polarity === "planned" ? "planned" : "absent" });
      } else if (clause.polarity === "exception") {
        findings.push({ unit, kind: "exception" });
      }
    }
  }
  // A breach or fine that happened contradicts a criterion asking that none did.
  for (const criterion of profile.criteria.filter((candidate) => candidate.negative)) {
    for (const unit of units) {
      for (const clause of unit.clauses) {
        if (clause.event === "occurred" && coverage(criterion, clause.tokens, unit.context).matched > 0) {
          findings.push({ unit, kind: "occurred" });
        }
      }
    }
  }
  return findings;
}

function quote(sentence: Sentence, index: EvidenceIndex): Evidence {
  const document = index.documents[sentence.documentIndex];
  return { document_id: document?.id ?? "", document_name: document?.name ?? "", quote: sentence.text };
}

function uniqueQuotes(sentences: Sentence[], index: EvidenceIndex): Evidence[] {
  const seen = new Set<Sentence>();
  return sentences
    .filter((sentence) => !seen.has(sentence) && seen.add(sentence))
    .slice(0, MAX_QUOTES)
    .map((sentence) => quote(sentence, index));
}

const listed = (items: string[]) => items.map((item) => `"${item}"`).join("; ");

function noEvidence(control: EvaluableControl, index: EvidenceIndex, mentioned: boolean): ControlEvaluation {
  const looked = control.keywords.slice(0, 5).join(", ");
  const count = index.documents.length;
  return {
    result: "no_evidence",
    rationale: mentioned
      ? `No evidence: the ${count} document(s) mention the subject but show none of the criteria in place or absent (looked for: ${listed(control.criteria)}).`
      : `No evidence: none of the ${count} document(s) addresses this control (looked for: ${looked}).`,
    evidence: [],
  };
}

/** The verdict rules of docs/api-notes.md "The evidence matcher's verdicts", on one control. */
/** "Implemented" said of a control named by its reference ("A.5.15 Access control: Applicable. Implemented."). */
const DECLARED_IN_PLACE = /\b(?:implemented|in place|compliant|operating effectively|yes)\b/;

/**
 * Units that speak of the control by its reference, as a statement of applicability does: those
 * naming the reference, the rest of their paragraph, and those under a heading naming it.
 */
function declaringUnits(control: EvaluableControl, index: EvidenceIndex): Sentence[] {
  const ref = control.ref.trim();
  if (ref.length < 2) {
    return [];
  }
  const escaped = ref.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`(?<![\\w.])${escaped}(?![\\w]|\\.\\d)`, "i");
  const lowerRef = ref.toLowerCase();
  const found = new Set<Sentence>();
  for (const units of index.sentences) {
    const blocks = new Set<number>();
    for (const unit of units) {
      if (unit.lower.includes(lowerRef) && pattern.test(unit.text)) {
        blocks.add(unit.block);
      }
    }
    for (const unit of units) {
      const underHeading = unit.headingText.toLowerCase().includes(lowerRef) && pattern.test(unit.headingText);
      if (isEvidenceUnit(unit) && (blocks.has(unit.block) || underHeading)) {
        found.add(unit);
      }
    }
  }
  return [...found];
}

/** What the matcher found for one control: per criterion the passage evidencing it, and the gaps stated. */
export interface ControlReading {
  profile: ControlProfile;
  /** Units stating the control (named by its reference) in place as a whole. */
  declared: Sentence[];
  /** Units holding a specific word of the control. */
  units: Sentence[];
  /** Units naming the control (a keyword or a title chunk). */
  named: Sentence[];
  findings: CriterionFinding[];
  gaps: Finding[];
}

export function readControl(control: EvaluableControl, index: EvidenceIndex): ControlReading {
  const profile = profileOf(control);
  const units = candidateUnits(profile, index).filter(isEvidenceUnit);
  const named = units.filter((unit) => namesControl(unit, profile));
  const near = new Set<Sentence>(named);
  for (const unit of named) {
    for (const other of neighbours(unit, index, NEIGHBOURS)) {
      near.add(other);
    }
  }
  const findings = profile.criteria.map((criterion) => findCriterion(criterion, units, near, index));
  const onTopicBlocks = new Set(
    [...near, ...findings.flatMap((finding) => (finding.unit ? [finding.unit] : []))].map(
      (unit) => `${unit.documentIndex}:${unit.block}`,
    ),
  );
  const gaps = gapsOf(profile, units, near, onTopicBlocks);
  const declared: Sentence[] = [];
  for (const unit of declaringUnits(control, index)) {
    for (const clause of unit.clauses) {
      if (clause.polarity === "affirm" && DECLARED_IN_PLACE.test(unit.lower)) {
        declared.push(unit);
      } else if (negativeClause(clause) || clause.polarity === "exception") {
        const kind =
          clause.polarity === "planned" ? "planned" : clause.polarity === "exception" ? "exception" : "absent";
        if (!gaps.some((gap) => gap.unit === unit)) {
          gaps.push({ unit, kind });
        }
      }
    }
  }
  return { profile, declared: [...new Set(declared)], units, named, findings, gaps };
}

export function evaluateControlOffline(control: EvaluableControl, index: EvidenceIndex): ControlEvaluation {
  const { declared, units, named, findings, gaps } = readControl(control, index);
  if (units.length === 0 && declared.length === 0 && gaps.length === 0) {
    return noEvidence(control, index, false);
  }

  const evidenced = findings.filter((finding) => finding.unit !== null);
  const shortfalls = findings.filter((finding) => finding.shortfall !== null);
  const counted = findings.filter(
    (finding) => !(finding.criterion.conditional || finding.criterion.optional) || finding.unit !== null,
  );
  const missing = counted.filter((finding) => finding.unit === null).map((finding) => finding.criterion.text);
  const total = counted.length;
  const shown = `${evidenced.length} of ${total} criteria evidenced`;
  // A control stated implemented by its reference, with none of its criteria shown, is shown in part.
  const supporting = [
    ...evidenced.flatMap((finding) => (finding.unit ? [finding.unit] : [])),
    ...(evidenced.length === 0 ? declared : []),
  ];
  const absences = gaps.filter((gap) => gap.kind !== "exception").map((gap) => gap.unit);
  const exceptions = gaps.filter((gap) => gap.kind === "exception").map((gap) => gap.unit);
  const planned = gaps.some((gap) => gap.kind === "planned") && !gaps.some((gap) => gap.kind === "absent");
  const notShown = missing.length ? ` Not shown: ${listed(missing)}.` : "";
  const short = shortfalls.map((finding) => `"${finding.criterion.text}" (${finding.shortfall?.reason})`);

  if (absences.length > 0 && supporting.length === 0 && shortfalls.length === 0) {
    return {
      result: "not_met",
      rationale: planned
        ? `The documents say the practice is planned, not in place today (${shown}).${notShown}`
        : `The documents state that the practice is not in place (${shown}).${notShown}`,
      evidence: uniqueQuotes(absences, index),
    };
  }
  if (absences.length > 0 || exceptions.length > 0) {
    const stated = absences.length > 0 ? "a gap in the control" : "an exception to the control";
    return {
      result: "partially_met",
      rationale: `${shown}, but the documents also state ${stated}.${notShown}`,
      evidence: uniqueQuotes([...supporting.slice(0, 2), ...absences, ...exceptions, ...supporting], index),
    };
  }
  if (shortfalls.length > 0) {
    return {
      result: "partially_met",
      rationale: `${shown}; short of what the control asks: ${short.join("; ")}.${notShown}`,
      evidence: uniqueQuotes(
        [...supporting, ...shortfalls.flatMap((finding) => (finding.shortfall ? [finding.shortfall.unit] : []))],
        index,
      ),
    };
  }
  const conditionalShown = evidenced.some((finding) => finding.criterion.conditional);
  if (total > 0 && (evidenced.length >= total * MET_SHARE || conditionalShown)) {
    return {
      result: "met",
      rationale: `${shown}: ${listed(evidenced.map((finding) => finding.criterion.text))}.${notShown}`,
      evidence: uniqueQuotes(supporting, index),
    };
  }
  if (evidenced.length > 0) {
    return {
      result: "partially_met",
      rationale: `${shown}.${notShown}`,
      evidence: uniqueQuotes(supporting, index),
    };
  }
  if (declared.length > 0) {
    return {
      result: "partially_met",
      rationale: `The documents state ${control.ref} implemented without showing how: ${shown}.${notShown}`,
      evidence: uniqueQuotes(declared, index),
    };
  }
  return noEvidence(control, index, named.length > 0);
}

export function offlineEvaluator(documents: EvidenceDocument[]): ControlEvaluator {
  const index = indexEvidence(documents);
  return { evaluate: async (control) => evaluateControlOffline(control, index) };
}

/**
 * The passages most likely to evidence the control, best first: what a model is shown. They are the
 * passages the offline reading relies on (evidence of a criterion, a stated gap or exception), then
 * the passages naming the control and their neighbours that hold one of its criteria's words. A
 * control the offline reading finds nothing for gets none, and is no_evidence without asking.
 */
export function candidatePassages(control: EvaluableControl, index: EvidenceIndex, limit: number): Sentence[] {
  const { profile, named, findings, gaps } = readControl(control, index);
  const relied = [
    ...findings.flatMap((finding) => [finding.unit, finding.shortfall?.unit ?? null]),
    ...gaps.map((gap) => gap.unit),
  ].filter((unit): unit is Sentence => unit !== null);
  const near = new Set<Sentence>();
  for (const unit of named) {
    for (const other of [unit, ...neighbours(unit, index, NEIGHBOURS)]) {
      if (isEvidenceUnit(other)) {
        near.add(other);
      }
    }
  }
  const terms = new Set(
    profile.criteria
      .flatMap((criterion) => criterion.terms.filter((term) => term.weight >= 1))
      .flatMap((term) => term.tokens),
  );
  const score = (unit: Sentence) =>
    Math.max(0, ...profile.criteria.map((criterion) => coverage(criterion, unit.stems, unit.context).score));
  const others = [...near]
    .filter((unit) => !relied.includes(unit) && [...unit.stems].some((token) => terms.has(token)))
    .sort((a, b) => score(b) - score(a));
  return [...new Set([...relied, ...others])].slice(0, limit);
}
