import { conceptOf, withKinds } from "./lexicon";
import type { Reading } from "./prepare";
import type { QuestionProfile } from "./question";
import type { RankedReading } from "./retrieval";

export type Stance = "affirm" | "hedged" | "negated";

/** A mention that bears on the answer: the concept named, and what its clause says of it. */
export interface Support {
  reading: Reading;
  rank: number;
  clause: number;
  concept: string;
  /** Offsets of the mention in the passage's folded text. */
  start: number;
  end: number;
  stance: Stance;
  /** An "except …" clause: it states what the clause before it denied, and outweighs it. */
  exception: boolean;
  /** The concept's qualifier holds (a region named where data is stored); inference does without. */
  qualified: boolean;
}

/** A mention that does not count, and why: shown when nothing else answers. */
export interface Ignored {
  reading: Reading;
  concept: string;
  why: string;
}

/** The clauses read with one: itself, a parenthesis or relative clause after it, the clause a parenthesis follows. */
function clausesWith(reading: Reading, clause: number): number[] {
  const joined = [clause];
  const next = reading.clauses[clause + 1];
  if (next && (next.paren || next.relative)) {
    joined.push(clause + 1);
  }
  const current = reading.clauses[clause];
  if (current?.resumes) {
    joined.push(clause - 1, clause - 2);
  }
  if (current?.paren || current?.relative) {
    joined.push(clause - 1);
    if (current.paren && next && !next.paren) {
      joined.push(clause + 1);
    }
  }
  return joined;
}

function qualified(reading: Reading, clause: number, qualifiers: string[] | undefined): boolean {
  if (!qualifiers) {
    return true;
  }
  const joined = clausesWith(reading, clause);
  return reading.mentions.some((mention) => qualifiers.includes(mention.concept) && joined.includes(mention.clause));
}

/** A clause that speaks of holding a certificate: what it names is held, not what applies. */
const speaksOfHolding = (reading: Reading, clause: number) =>
  reading.mentions.some(
    (mention) => mention.clause === clause && conceptOf(mention.concept).generic && conceptOf(mention.concept).held,
  );

/** Words of a vendor's name that identify it ("PayBridge Payroll" → paybridge, payroll). */
export function vendorWordsOf(vendor: string): string[] {
  return (vendor.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter(
    (word) =>
      !["inc", "ltd", "llc", "llp", "gmbh", "the", "and", "corp", "group", "services", "partners"].includes(word),
  );
}

/** "admin roles in Peoplely", "accounts in their portal": the vendor's own platform, not our systems. */
function onVendorPlatform(reading: Reading, end: number, vendorWords: string[]): boolean {
  const after = reading.lower.slice(end, end + 40);
  const match = /^\s+(?:in|on|within|inside|to)\s+(?:the\s+)?([a-z0-9]+)/.exec(after);
  const word = match?.[1] ?? "";
  return ["their", "its"].includes(word) || vendorWords.includes(word.replace(/'s$/, ""));
}

/** "runs their own payroll and background checks": the vendor's own records, not our data. */
function vendorsOwn(reading: Reading, clauseStart: number, start: number): boolean {
  return /\b(?:their|its) own\b/.test(reading.lower.slice(Math.max(clauseStart, start - 40), start));
}

/** The mentions of the question's concepts in the ranked passages, each weighed in its clause. */
export function collectSupport(profile: QuestionProfile, ranked: RankedReading[], vendorWords: string[] = []) {
  const supports: Support[] = [];
  const ignored: Ignored[] = [];
  for (const { reading, rank } of ranked) {
    // A web address names words, not facts ("azure-consulting.com" says nothing of hosting).
    if (reading.passage.source === "website") {
      continue;
    }
    for (const mention of reading.mentions) {
      if (!profile.wanted.has(mention.concept)) {
        continue;
      }
      const concept = conceptOf(mention.concept);
      const clause = reading.clauses[mention.clause];
      if (!clause) {
        continue;
      }
      const ignore = (why: string) => ignored.push({ reading, concept: mention.concept, why });
      if (clause.unknown) {
        ignore(reading.question ? "is a question" : "leaves it open");
        continue;
      }
      if (clause.otherParty && !concept.comparative) {
        ignore("is about another company");
        continue;
      }
      if (clause.conditional && !concept.conditional) {
        ignore("is conditional");
        continue;
      }
      if (profile.held && clause.planned && !clause.negated) {
        ignore("is planned, not held");
        continue;
      }
      if (
        concept.families.includes("access") &&
        !concept.generic &&
        onVendorPlatform(reading, mention.end, vendorWords)
      ) {
        ignore("is about the vendor's own platform, not our systems");
        continue;
      }
      if (concept.families.includes("datatype") && vendorsOwn(reading, clause.start, mention.start)) {
        ignore("is about the vendor's own records, not our data");
        continue;
      }
      if (!profile.held && concept.held && !concept.generic && speaksOfHolding(reading, mention.clause)) {
        ignore("names a certificate held, not a rule that applies");
        continue;
      }
      const previous = reading.clauses[mention.clause - 1];
      let negated = clause.negated;
      if (clause.tail === "exception") {
        negated = !(previous?.negated ?? false);
      } else if (clause.tail === "contrary") {
        negated = true;
      }
      supports.push({
        reading,
        rank,
        clause: mention.clause,
        concept: mention.concept,
        start: mention.start,
        end: mention.end,
        stance: negated ? "negated" : clause.hedged ? "hedged" : "affirm",
        exception: clause.tail === "exception" && !negated,
        qualified: qualified(reading, mention.clause, concept.qualifiedBy),
      });
    }
  }
  return { supports, ignored };
}

/** Whether a mention states a concept (itself or a kind of it: health data states personal data). */
export const states = (support: Support, id: string) => withKinds(support.concept).includes(id);

/** Whether a mention suggests a concept without stating it ("SOC 2" for SOC 2 Type II). */
export const suggests = (support: Support, id: string) =>
  withKinds(support.concept).some((kind) => conceptOf(kind).suggests?.includes(id));
