import { conceptById, conceptOf, concepts, conceptsIn, statersOf, withKinds } from "./lexicon";
import { type Bracket, bracketOf } from "./money";
import { foldText } from "./text";
import type { IntakeQuestion } from "./types";

export interface OptionProfile {
  label: string;
  /** The concepts the option stands for. */
  concepts: string[];
  /** "No access", "None held": chosen only on a statement of absence. */
  none: boolean;
  /** For amount questions: the range the option covers, in US dollars. */
  bracket: Bracket | null;
}

export type QuestionKind = "yes_no" | "amount" | "select" | "free_text";

/** A question as the answerer reads it: what it is about, what each option stands for, what to search. */
export interface QuestionProfile {
  question: IntakeQuestion;
  kind: QuestionKind;
  /** What the question is about: a yes/no answer's subject, a select's statement of absence. */
  topic: string[];
  /** Concepts that, stated, deny the topic (remote work denies on-site work). */
  opposing: string[];
  options: OptionProfile[];
  /** It asks what the vendor holds (certifications): planned is not held, nothing is inferred. */
  held: boolean;
  /** Applicability may be inferred (weakly) from what the data is: regulations. */
  infers: boolean;
  /** A free text question asking for names ("Which sub-processors are named?"). */
  asksNames: boolean;
  /** Every concept whose mention may bear on the answer. */
  wanted: Set<string>;
}

const isYesNo = (options: string[]) =>
  options.length === 2 &&
  options
    .map((option) => option.trim().toLowerCase())
    .sort()
    .join("/") === "no/yes";

/** Guidance sentences of the form "Label: what it covers." give an option its words. */
function guidanceFor(label: string, guidance: string): string {
  const at = guidance.indexOf(`${label}:`);
  if (at < 0) {
    return "";
  }
  const rest = guidance.slice(at + label.length + 1);
  const end = rest.search(/\.(?:\s|$)/);
  return end >= 0 ? rest.slice(0, end) : rest;
}

function labelConcepts(label: string): string[] {
  const lower = label.toLowerCase();
  const named = concepts
    .filter((concept) => concept.labels?.some((words) => new RegExp(`(?:^|\\W)${words}(?:\\W|$)`).test(lower)))
    .map((concept) => concept.id);
  return [...new Set([...conceptsIn(foldText(label)), ...named])];
}

/** The family most options' concepts share: the options of one question are alternatives of one kind. */
function dominantFamily(perOption: string[][]): string | null {
  const counts = new Map<string, number>();
  for (const ids of perOption) {
    const families = new Set(ids.flatMap((id) => conceptOf(id).families));
    for (const family of families) {
      counts.set(family, (counts.get(family) ?? 0) + 1);
    }
  }
  let best: string | null = null;
  for (const [family, count] of counts) {
    if (best === null || count > (counts.get(best) ?? 0)) {
      best = family;
    }
  }
  return best;
}

const inFamily = (family: string | null) => (id: string) => family === null || conceptOf(id).families.includes(family);

const profiles = new Map<string, QuestionProfile>();
const MAX_CACHED_PROFILES = 500;

/** A question's profile, computed once per wording (the same questions are asked of every intake). */
export function profileQuestion(question: IntakeQuestion): QuestionProfile {
  const key = JSON.stringify([question.text, question.response_type, question.options, question.guidance ?? ""]);
  const cached = profiles.get(key);
  if (cached) {
    return { ...cached, question };
  }
  const profile = computeProfile(question);
  if (profiles.size >= MAX_CACHED_PROFILES) {
    profiles.clear();
  }
  profiles.set(key, profile);
  return profile;
}

function computeProfile(question: IntakeQuestion): QuestionProfile {
  const guidance = question.guidance ?? "";
  const textConcepts = conceptsIn(foldText(question.text));
  const guidanceConcepts = conceptsIn(foldText(guidance));
  const brackets = question.options.map(bracketOf);
  const kind: QuestionKind =
    question.response_type === "free_text"
      ? "free_text"
      : isYesNo(question.options)
        ? "yes_no"
        : brackets.filter(Boolean).length >= 2
          ? "amount"
          : "select";

  // An option stands for the concepts its label names, and those its guidance gives it that no
  // other option's label names ("Health data: patient records" does not make it personal data).
  const own = question.options.map((label) => (kind === "select" ? labelConcepts(label) : []));
  const raw = question.options.map((label, index) => {
    const others = new Set(own.filter((_, other) => other !== index).flat());
    const fromGuidance = kind === "select" ? conceptsIn(foldText(guidanceFor(label, guidance))) : [];
    return [...new Set([...(own[index] ?? []), ...fromGuidance.filter((id) => !others.has(id))])].filter(
      (id) => !conceptOf(id).generic,
    );
  });
  const family = dominantFamily(raw.filter((ids) => ids.length > 0));
  const perOption = raw.map((ids) => (ids.some(inFamily(family)) ? ids.filter(inFamily(family)) : ids));
  const claimed = new Set(perOption.flat().flatMap((id) => statersOf(id).direct));
  const options: OptionProfile[] = question.options.map((label, index) => {
    const none = kind === "select" && /^(?:no|none|not)\b/i.test(label.trim());
    let ids = none ? [] : (perOption[index] ?? []);
    if (kind === "select" && /^other\b/i.test(label.trim()) && family) {
      ids = concepts
        .filter((concept) => concept.families.includes(family) && !concept.generic && !claimed.has(concept.id))
        .map((concept) => concept.id);
    }
    return { label, concepts: ids, none, bracket: brackets[index] ?? null };
  });

  const all = [...new Set([...textConcepts, ...guidanceConcepts])];
  const optionIds = new Set(options.flatMap((option) => option.concepts));
  const answering = new Set(
    [...optionIds].flatMap((id) => {
      const { direct, suggesting } = statersOf(id);
      return [...direct, ...suggesting];
    }),
  );
  let topic: string[];
  if (kind === "yes_no" || kind === "free_text") {
    const specific = all.filter((id) => !conceptOf(id).generic);
    topic = specific.length > 0 ? specific : all;
  } else {
    topic = all.filter((id) => inFamily(family)(id) && !answering.has(id));
  }
  const opposing = concepts
    .filter((concept) => concept.opposes?.some((id) => topic.includes(id)))
    .map((concept) => concept.id);
  const held = topic.some((id) => conceptById.get(id)?.held);

  const wanted = new Set<string>([...topic, ...opposing]);
  for (const id of optionIds) {
    const { direct, suggesting } = statersOf(id);
    for (const stater of [...direct, ...suggesting]) {
      wanted.add(stater);
    }
    for (const group of held ? [] : (conceptById.get(id)?.impliedBy ?? [])) {
      for (const member of group) {
        for (const stater of statersOf(member).direct) {
          wanted.add(stater);
        }
      }
    }
  }
  for (const id of [...wanted]) {
    for (const kindId of withKinds(id)) {
      wanted.add(kindId);
    }
  }
  if (kind === "amount") {
    wanted.add("money");
    wanted.add("spend_generic");
  }
  return {
    question,
    kind,
    topic,
    opposing,
    options,
    held,
    infers: !held,
    asksNames: /\bnamed?\b|\bnames\b|\bwho (?:are|is)\b|\bwhich (?:companies|firms|providers|vendors|partners)\b/i.test(
      question.text,
    ),
    wanted,
  };
}
