import { decideAmount } from "./decide-amount";
import { decideFreeText } from "./decide-free-text";
import { decideSelect, decideYesNo } from "./decide-select";
import type { PreparedEvidence } from "./prepare";
import { profileQuestion, type QuestionProfile } from "./question";
import { type RankedReading, rankPassages } from "./retrieval";
import { collectSupport, vendorWordsOf } from "./support";
import type { IntakeQuestion, MachineAnswer } from "./types";

/** What the offline answerer reads for one question: its profile and the passages ranked for it. */
export function retrieveFor(
  question: IntakeQuestion,
  prepared: PreparedEvidence,
): {
  profile: QuestionProfile;
  ranked: RankedReading[];
} {
  const profile = profileQuestion(question);
  return { profile, ranked: rankPassages(profile, prepared) };
}

/**
 * Answers one question from the prepared evidence, offline: synchronous and pure. An option is
 * chosen only when a passage supports it; a denial rules it out; nothing found, nothing answered.
 */
export function answerOffline(question: IntakeQuestion, prepared: PreparedEvidence): MachineAnswer {
  const { profile, ranked } = retrieveFor(question, prepared);
  const { supports, ignored } = collectSupport(profile, ranked, vendorWordsOf(prepared.evidence.vendor_name));
  switch (profile.kind) {
    case "yes_no":
      return decideYesNo(profile, supports, ignored);
    case "amount":
      return decideAmount(profile, ranked, prepared.readings, ignored);
    case "free_text":
      return decideFreeText(profile, ranked, prepared.readings, supports, ignored, prepared.evidence.vendor_name);
    default:
      return decideSelect(profile, supports, ignored);
  }
}
