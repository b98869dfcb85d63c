import { answered, listOf, quote, unanswered } from "./answer";
import { conceptOf } from "./lexicon";
import type { Reading } from "./prepare";
import type { OptionProfile, QuestionProfile } from "./question";
import { type Ignored, type Support, states, suggests } from "./support";
import type { MachineAnswer } from "./types";

const MAX_QUOTES = 2;

/** What the passages say of one option. */
interface OptionEvidence {
  option: OptionProfile;
  /** Passages that state it. */
  direct: Support[];
  /** Passages that only hedge or suggest it. */
  weak: Support[];
  /** Passages from which it is inferred (all the concepts of one implying group). */
  inferred: Support[];
  /** Passages that deny it. */
  against: Support[];
}

const first = (supports: Support[]) => [...supports].sort((a, b) => a.rank - b.rank);
const readingsOf = (supports: Support[]) => first(supports).map((support) => support.reading);

function quotes(supports: Support[]): string {
  const seen = new Set<number>();
  const picked = first(supports).filter((support) => {
    if (seen.has(support.reading.passage.id)) {
      return false;
    }
    seen.add(support.reading.passage.id);
    return true;
  });
  return picked
    .slice(0, MAX_QUOTES)
    .map((support) => quote(support.reading))
    .join(" and ");
}

/**
 * A denial about something else the clause names ("promised not to upload our subscriber list into
 * any AI tool" denies AI use, not that they get the list): it does not rule the option out.
 */
function aboutSomethingElse(option: OptionProfile, support: Support): boolean {
  const carrying = new Set(
    option.concepts.flatMap((id) => [...conceptOf(id).families, ...(conceptOf(id).deniedThrough ?? [])]),
  );
  return support.reading.mentions.some((mention) => {
    const concept = conceptOf(mention.concept);
    return (
      mention.clause === support.clause && !concept.generic && !concept.families.some((family) => carrying.has(family))
    );
  });
}

function evidenceFor(option: OptionProfile, supports: Support[], profile: QuestionProfile): OptionEvidence {
  const found: OptionEvidence = { option, direct: [], weak: [], inferred: [], against: [] };
  for (const support of supports) {
    if (!support.qualified) {
      continue;
    }
    const stated = option.concepts.some((id) => states(support, id));
    const suggested = !stated && option.concepts.some((id) => suggests(support, id));
    if (!stated && !suggested) {
      continue;
    }
    if (support.stance === "negated") {
      if (!aboutSomethingElse(option, support)) {
        found.against.push(support);
      }
    } else if (stated && support.stance === "affirm") {
      found.direct.push(support);
    } else {
      found.weak.push(support);
    }
  }
  if (profile.infers && found.direct.length === 0 && found.weak.length === 0) {
    for (const id of option.concepts) {
      for (const group of conceptOf(id).impliedBy ?? []) {
        const members = group.map((member) =>
          supports.filter((support) => support.stance !== "negated" && states(support, member)),
        );
        if (members.every((list) => list.length > 0)) {
          found.inferred.push(...members.map((list) => first(list)[0] as Support));
          break;
        }
      }
    }
  }
  return found;
}

const supportCount = (evidence: OptionEvidence) =>
  evidence.direct.length + evidence.weak.length + (evidence.inferred.length > 0 ? 1 : 0);

function chosen(evidence: OptionEvidence): boolean {
  const count = supportCount(evidence);
  if (count === 0) {
    return false;
  }
  const outweighed = evidence.against.length >= count && !evidence.direct.some((support) => support.exception);
  return !outweighed;
}

const riskOf = (option: OptionProfile) => Math.max(0, ...option.concepts.map((id) => conceptOf(id).risk ?? 0));

function bestRank(evidence: OptionEvidence): number {
  return Math.min(...[...evidence.direct, ...evidence.weak, ...evidence.inferred].map((support) => support.rank));
}

function because(evidence: OptionEvidence): string {
  if (evidence.direct.length > 0) {
    return `"${evidence.option.label}": ${quotes(evidence.direct)}`;
  }
  if (evidence.weak.length > 0) {
    return `"${evidence.option.label}" (suggested, not stated outright): ${quotes(evidence.weak)}`;
  }
  const from = evidence.inferred.map((support) => conceptOf(support.concept).label);
  return `"${evidence.option.label}" (inferred from ${listOf([...new Set(from)], "and")}, not named in the text): ${quotes(evidence.inferred)}`;
}

/** What was looked for, for the reasoning of an unanswered question. */
function lookedFor(profile: QuestionProfile): string[] {
  const ids = [...profile.topic, ...profile.options.flatMap((option) => option.concepts)];
  const words = [...new Set(ids)].flatMap((id) => conceptOf(id).examples.slice(0, 2));
  return [...new Set(words)].slice(0, 10);
}

export function noEvidence(profile: QuestionProfile, ignored: Ignored[], extra?: string): MachineAnswer {
  const looked = lookedFor(profile);
  const what = looked.length > 0 ? `no passage mentions ${listOf(looked)}` : "no passage addresses the question";
  const set = ignored.filter((item, index) => ignored.findIndex((other) => other.reading === item.reading) === index);
  const aside =
    set.length > 0
      ? `; the passages that come close do not settle it: ${set
          .slice(0, 2)
          .map((item) => `${quote(item.reading)} ${item.why}`)
          .join("; ")}`
      : "";
  return unanswered(`${extra ?? what}${aside}.`);
}

/** Whether a mention qualifies a particular one next to it ("ISO 27001 certification", "ISO certified"). */
function qualifiesAnOption(profile: QuestionProfile, support: Support): boolean {
  const families = new Set(
    profile.options.flatMap((option) => option.concepts.flatMap((id) => conceptOf(id).families)),
  );
  return support.reading.mentions.some((other) => {
    const concept = conceptOf(other.concept);
    return (
      other.start !== support.start &&
      !concept.generic &&
      concept.families.some((family) => families.has(family)) &&
      /^[\s-]{0,2}$/.test(
        support.reading.folded.slice(Math.min(support.end, other.end), Math.max(support.start, other.start)),
      )
    );
  });
}

const NEGATION_CUE = /\b(?:not|no|never|none|nor|without|nothing|nobody|no one|cannot)\b|n't\b/g;

/** "no logins to our servers": the negation bears on the logins, not on the servers. */
function negatesSomethingElse(support: Support): boolean {
  const { reading } = support;
  const clause = reading.clauses[support.clause];
  if (!clause) {
    return false;
  }
  let cue = -1;
  for (const match of reading.lower.slice(clause.start, support.start).matchAll(NEGATION_CUE)) {
    cue = clause.start + (match.index ?? 0);
  }
  if (cue < 0) {
    return false;
  }
  const { families, deniedThrough = [] } = conceptOf(support.concept);
  return reading.mentions.some(
    (mention) =>
      mention.start > cue &&
      mention.end <= support.start &&
      !conceptOf(mention.concept).families.some(
        (family) => families.includes(family) || deniedThrough.includes(family),
      ),
  );
}

/**
 * Statements of absence: the question's subject denied in general ("no access to our systems",
 * "no certifications", "nothing on our network"), not one option ("no ISO 27001 certification").
 */
function noneEvidence(profile: QuestionProfile, supports: Support[]): Support[] {
  return supports.filter(
    (support) =>
      (support.stance === "negated" &&
        profile.topic.includes(support.concept) &&
        !qualifiesAnOption(profile, support) &&
        !negatesSomethingElse(support)) ||
      (support.stance !== "negated" && profile.opposing.includes(support.concept)),
  );
}

/**
 * Options ranked by risk (user accounts < network < administrator): denying the least of them
 * ("no access to our EHR") denies them all, which says "none".
 */
function leastDenied(evidence: OptionEvidence[]): Support[] {
  const ranked = evidence.filter((item) => riskOf(item.option) > 0);
  if (ranked.length < 2) {
    return [];
  }
  const least = [...ranked].sort((a, b) => riskOf(a.option) - riskOf(b.option))[0] as OptionEvidence;
  return least.against.filter((support) =>
    /\b(?:access|log ?ins?|logins?|accounts?|seats?|credentials)\b/.test(
      support.reading.lower.slice(support.start, support.end),
    ),
  );
}

function ruledOut(evidence: OptionEvidence[]): string {
  const denied = evidence.filter((item) => item.against.length > 0 && !chosen(item));
  if (denied.length === 0) {
    return "";
  }
  return ` Ruled out by the text: ${denied.map((item) => `"${item.option.label}" (${quotes(item.against)})`).join("; ")}.`;
}

/** A single or multiple choice among options that stand for concepts. */
export function decideSelect(profile: QuestionProfile, supports: Support[], ignored: Ignored[]): MachineAnswer {
  const evidence = profile.options
    .filter((option) => !option.none)
    .map((option) => evidenceFor(option, supports, profile));
  let picked = evidence.filter(chosen);
  if (profile.question.response_type === "single_select" && picked.length > 1) {
    const best = [...picked].sort(
      (a, b) =>
        riskOf(b.option) - riskOf(a.option) ||
        b.direct.length - a.direct.length ||
        supportCount(b) - supportCount(a) ||
        bestRank(a) - bestRank(b),
    )[0] as OptionEvidence;
    picked = [best];
  }
  if (picked.length > 0) {
    const grounded = picked.every((item) => item.direct.length > 0);
    const others =
      profile.question.response_type === "single_select"
        ? evidence.filter((item) => chosen(item) && !picked.includes(item))
        : [];
    const alsoSeen =
      others.length > 0
        ? ` The text also supports ${listOf(others.map((item) => `"${item.option.label}"`))}; the riskier option is given.`
        : "";
    const readings: Reading[] = picked.flatMap((item) => readingsOf([...item.direct, ...item.weak, ...item.inferred]));
    return answered(
      picked.map((item) => item.option.label),
      `${picked.map(because).join("; ")}.${alsoSeen}${ruledOut(evidence)}`,
      grounded ? "grounded" : "weak",
      readings,
    );
  }
  const none = profile.options.find((option) => option.none);
  const absence = none ? [...noneEvidence(profile, supports), ...leastDenied(evidence)] : [];
  if (none && absence.length > 0) {
    const direct = absence.some((support) => support.stance !== "hedged");
    return answered(
      [none.label],
      `"${none.label}": ${quotes(absence)}.${ruledOut(evidence)}`,
      direct ? "grounded" : "weak",
      readingsOf(absence),
    );
  }
  const denial = ruledOut(evidence);
  return noEvidence(
    profile,
    ignored,
    denial ? `the text only rules options out, and supports none.${denial.replace(/\.$/, "")}` : undefined,
  );
}

/** A yes/no question about one subject: stated → Yes; denied (or its opposite stated) → No. */
export function decideYesNo(profile: QuestionProfile, supports: Support[], ignored: Ignored[]): MachineAnswer {
  const yesLabel = profile.question.options.find((option) => option.trim().toLowerCase() === "yes") ?? "Yes";
  const noLabel = profile.question.options.find((option) => option.trim().toLowerCase() === "no") ?? "No";
  const relevant = supports.filter((support) => support.qualified);
  const yes = relevant.filter((support) => support.stance !== "negated" && profile.topic.includes(support.concept));
  const no = relevant.filter(
    (support) =>
      (support.stance === "negated" && profile.topic.includes(support.concept)) ||
      (support.stance !== "negated" && profile.opposing.includes(support.concept)),
  );
  if (yes.length > 0) {
    const firm = yes.some((support) => support.stance === "affirm");
    const exception = yes.some((support) => support.exception);
    // "Printing is handled by a partner; everything else by our staff": one passage, no contradiction.
    const elsewhere = no.filter((support) => !yes.some((other) => other.reading === support.reading));
    const contested = elsewhere.length > 0 && !exception;
    const reasoning = `"${yesLabel}": ${quotes(yes)}.${contested ? ` Other passages say otherwise: ${quotes(elsewhere)}; the statement that it happens is taken.` : ""}`;
    return answered([yesLabel], reasoning, firm && !contested ? "grounded" : "weak", readingsOf(yes));
  }
  if (no.length > 0) {
    const firm = no.some((support) => support.stance !== "hedged");
    return answered([noLabel], `"${noLabel}": ${quotes(no)}.`, firm ? "grounded" : "weak", readingsOf(no));
  }
  return noEvidence(profile, ignored);
}
