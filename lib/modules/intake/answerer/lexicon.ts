import type { Concept } from "./concept";
import { accessConcepts } from "./lexicon-access";
import { complianceConcepts } from "./lexicon-compliance";
import { dataConcepts } from "./lexicon-data";
import { hostingConcepts } from "./lexicon-hosting";
import { relationshipConcepts } from "./lexicon-relationship";

export type { Concept } from "./concept";

/** Every concept of the intake lexicon, in order: on a tie between two matches, the earlier wins. */
export const concepts: Concept[] = [
  ...dataConcepts,
  ...accessConcepts,
  ...hostingConcepts,
  ...relationshipConcepts,
  ...complianceConcepts,
];

export const conceptById = new Map(concepts.map((concept) => [concept.id, concept] as const));

export function conceptOf(id: string): Concept {
  const concept = conceptById.get(id);
  if (!concept) {
    throw new Error(`The intake lexicon has no concept ${id}.`);
  }
  return concept;
}

/** Where a concept is named in a text (offsets into the folded text). */
export interface Mention {
  concept: string;
  start: number;
  end: number;
}

interface CompiledConcept {
  concept: Concept;
  order: number;
  lower: RegExp | null;
  cased: RegExp | null;
}

const wholeWord = (sources: string[]) => `(?<![a-z0-9])(?:${sources.join("|")})(?![a-z0-9])`;

const compiled: CompiledConcept[] = concepts.map((concept, order) => ({
  concept,
  order,
  lower: concept.terms.length > 0 ? new RegExp(wholeWord(concept.terms), "g") : null,
  cased: concept.caseTerms?.length ? new RegExp(`(?:${concept.caseTerms.join("|")})`, "g") : null,
}));

function matchesOf(pattern: RegExp | null, text: string, concept: string, order: number) {
  const found: (Mention & { order: number })[] = [];
  if (!pattern) {
    return found;
  }
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    found.push({ concept, start: match.index, end: match.index + match[0].length, order });
  }
  return found;
}

const familyPairs = new Set(
  concepts.flatMap((a) =>
    concepts.filter((b) => a.families.some((family) => b.families.includes(family))).map((b) => `${a.id} ${b.id}`),
  ),
);
const shareFamily = (a: string, b: string) => familyPairs.has(`${a} ${b}`);

/**
 * The concepts a text names. Within a family the longest match wins an overlap ("customer data" is
 * personal data, not data); concepts of different families may name the same words ("face matching"
 * is biometric data and AI).
 */
export function findMentions(folded: string, lower: string = folded.toLowerCase()): Mention[] {
  const all = compiled.flatMap(({ concept, order, lower: lowerPattern, cased }) => [
    ...matchesOf(lowerPattern, lower, concept.id, order),
    ...(lower.length === folded.length ? matchesOf(cased, folded, concept.id, order) : []),
  ]);
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.order - b.order || a.start - b.start);
  const kept: Mention[] = [];
  for (const candidate of all) {
    const clash = kept.some(
      (other) =>
        candidate.start < other.end &&
        other.start < candidate.end &&
        (other.concept === candidate.concept || shareFamily(other.concept, candidate.concept)),
    );
    if (!clash) {
      kept.push({ concept: candidate.concept, start: candidate.start, end: candidate.end });
    }
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The concepts a text names, once each, in order of first mention. */
export function conceptsIn(text: string): string[] {
  return [...new Set(findMentions(text).map((mention) => mention.concept))];
}

const kindsCache = new Map<string, string[]>();

/** A concept and everything it is a kind of (sensitive personal data → personal data). */
export function withKinds(id: string): string[] {
  const cached = kindsCache.get(id);
  if (cached) {
    return cached;
  }
  const result = [id];
  for (let index = 0; index < result.length; index += 1) {
    for (const kind of conceptById.get(result[index] as string)?.kindOf ?? []) {
      if (!result.includes(kind)) {
        result.push(kind);
      }
    }
  }
  kindsCache.set(id, result);
  return result;
}

const statersCache = new Map<string, { direct: string[]; suggesting: string[] }>();

/** Concepts that state `id` (its kinds: personal data is stated by health data) or suggest it. */
export function statersOf(id: string): { direct: string[]; suggesting: string[] } {
  const cached = statersCache.get(id);
  if (cached) {
    return cached;
  }
  const direct = concepts.filter((concept) => withKinds(concept.id).includes(id)).map((concept) => concept.id);
  const suggesting = concepts
    .filter((concept) => concept.suggests?.some((suggested) => direct.includes(suggested)))
    .map((concept) => concept.id);
  const staters = { direct, suggesting };
  statersCache.set(id, staters);
  return staters;
}
