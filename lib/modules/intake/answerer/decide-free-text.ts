import { answered, quote } from "./answer";
import { noEvidence } from "./decide-select";
import { conceptOf } from "./lexicon";
import type { Reading } from "./prepare";
import type { QuestionProfile } from "./question";
import type { RankedReading } from "./retrieval";
import type { Ignored, Support } from "./support";
import type { MachineAnswer } from "./types";

const MAX_ANSWER_CHARS = 400;
/** Mail headers, greetings and sign-offs say nothing about the service. */
const BOILERPLATE =
  /^(?:from|to|cc|bcc|date|sent|subject|re|fwd?)\s*:|^-{2,}|forwarded message|^(?:hi|hello|hey|dear|thanks|thank you|best|regards|cheers)\b[^.]{0,30}$|@[\w-]+\.\w+|^\+?\d[\d ()-]{6,}$/i;
/** Words that are capitalised without being a name. */
const NOT_NAMES = new Set(
  (
    "I We They Our Their The This That These Those It Its He She You Your A An And Or But If When Where Which Who " +
    "EU EEA US UK USA DPA NDA SMS API PDF AI ML LLM SSO VPN CRM ERP ATS SaaS IT HR PO SOW MSA DR SRE SFTP PCI DSS SOC ISO GDPR HIPAA " +
    "Inc Ltd LLC LLP GmbH Corp Co Sub Subprocessors Sub-processors Subcontractors Payroll Legal Finance Procurement Security " +
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September " +
    "October November December Q1 Q2 Q3 Q4 Yes No Note Internal"
  ).split(" "),
);

/** Proper names in a passage (capitalised words not opening it, nor the vendor's own, nor a place). */
function namesIn(reading: Reading, vendorWords: Set<string>): string[] {
  const names: string[] = [];
  const places = new Set(
    reading.mentions
      .filter((mention) => conceptOf(mention.concept).families.includes("region"))
      .map((mention) => reading.folded.slice(mention.start, mention.end)),
  );
  const pattern = /(?<=[\s(,:;"'])([A-Z][A-Za-z0-9&.'-]*[A-Za-z0-9])/g;
  for (const match of reading.folded.matchAll(pattern)) {
    const word = (match[1] ?? "").replace(/'s$/, "");
    if (
      !NOT_NAMES.has(word) &&
      !vendorWords.has(word.toLowerCase()) &&
      ![...places].some((place) => place.includes(word))
    ) {
      names.push(word);
    }
  }
  return names;
}

function trimmed(readings: Reading[]): string {
  const text = readings.map((reading) => reading.folded.replace(/^(?:[-*•·]\s+|\d{1,2}[.)]\s+)/, "")).join(" ");
  return text.length > MAX_ANSWER_CHARS ? `${text.slice(0, MAX_ANSWER_CHARS - 1).trimEnd()}…` : text;
}

/** A free text answer that asks for names: the passages naming them, in the text's words. */
function decideNames(profile: QuestionProfile, supports: Support[], ignored: Ignored[], vendor: string): MachineAnswer {
  const vendorWords = new Set(vendor.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const naming = supports
    .filter((support) => support.stance !== "negated" && profile.topic.includes(support.concept))
    .sort((a, b) => a.reading.passage.id - b.reading.passage.id)
    .filter((support, index, all) => all.findIndex((other) => other.reading === support.reading) === index)
    .filter((support) => namesIn(support.reading, vendorWords).length > 0);
  if (naming.length === 0) {
    const mentioned = supports.some(
      (support) => support.stance !== "negated" && profile.topic.includes(support.concept),
    );
    return noEvidence(profile, ignored, mentioned ? "the text mentions them but names none" : undefined);
  }
  const readings = naming.map((support) => support.reading);
  return answered(
    [],
    `Named in ${readings.map(quote).join(" and ")}.`,
    naming.some((support) => support.stance === "affirm") ? "grounded" : "weak",
    readings,
    trimmed(readings),
  );
}

const SOURCE_WEIGHT: Record<string, number> = { description: 1.5, use_case: 0.8, context: 0, website: -2 };
/** Families whose passages speak of something other than what the service is (price, access, hosting, …). */
const ASIDE_FAMILIES = new Set([
  "access",
  "spend",
  "standard",
  "regulation",
  "hosting",
  "region",
  "criticality",
  "substitutability",
]);

/**
 * A free text answer from the passages that best answer it, in their words: the description of the
 * vendor, the context's opening, a passage naming the vendor at work, what the query finds.
 */
export function decideFreeText(
  profile: QuestionProfile,
  ranked: RankedReading[],
  readings: Reading[],
  supports: Support[],
  ignored: Ignored[],
  vendor: string,
): MachineAnswer {
  if (profile.asksNames) {
    return decideNames(profile, supports, ignored, vendor);
  }
  const vendorWords = (vendor.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [])
    .filter((word) => !["inc", "ltd", "llc", "the", "and"].includes(word))
    .map((word) => word.replace(/s$/, ""));
  const scores = new Map(ranked.map((item) => [item.reading.passage.id, item.score] as const));
  const usable = (reading: Reading) =>
    !BOILERPLATE.test(reading.folded) && !reading.question && /\s\S+\s\S+/.test(reading.folded);
  // The context's opening usually says what the request is about.
  const opening = readings.filter((reading) => reading.passage.source === "context" && usable(reading)).slice(0, 3);
  const topScore = Math.max(0, ...scores.values());
  const scored = readings
    .filter(usable)
    .map((reading) => {
      const { source } = reading.passage;
      const score = scores.get(reading.passage.id) ?? 0;
      const onTopic = supports.some((support) => support.reading === reading && support.stance !== "negated");
      const namesVendor = vendorWords.some((word) => reading.lower.includes(word));
      const aside = reading.mentions.some((mention) =>
        conceptOf(mention.concept).families.some((family) => ASIDE_FAMILIES.has(family)),
      );
      const place = opening.indexOf(reading);
      const early = place === 0 ? 1 : place > 0 ? 0.4 : 0;
      const value =
        (topScore > 0 ? (0.5 * score) / topScore : 0) +
        (SOURCE_WEIGHT[source] ?? 0) +
        (onTopic ? 0.5 : 0) +
        (namesVendor ? 0.5 : 0) +
        early -
        (aside && place !== 0 ? 0.5 : 0);
      const signal =
        onTopic || namesVendor || place >= 0 || score > 0 || source === "description" || source === "use_case";
      return { reading, value, onTopic, signal };
    })
    .filter((item) => item.signal)
    .sort((a, b) => b.value - a.value || a.reading.passage.id - b.reading.passage.id);
  const best = scored[0];
  if (!best) {
    return noEvidence(profile, ignored);
  }
  const picked = [best.reading];
  // A short opening ("Following up on the call with Brightline.") goes on in the passage after it.
  const following = opening[opening.indexOf(best.reading) + 1];
  const second = opening.includes(best.reading) && following ? following : scored[1]?.reading;
  if (second && best.reading.folded.length < 100) {
    picked.push(second);
  }
  picked.sort((a, b) => a.passage.id - b.passage.id);
  const grounded = best.onTopic || best.reading.passage.source === "description";
  return answered(
    [],
    `From ${picked.map(quote).join(" and ")}.`,
    grounded ? "grounded" : "weak",
    picked,
    trimmed(picked),
  );
}
