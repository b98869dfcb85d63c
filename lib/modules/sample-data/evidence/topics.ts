import type { EvidenceContext } from "./context";
import type { EvidenceProfile, EvidenceSection, TopicId } from "./model";
import { linesOf, type Topic } from "./topic";
import * as governance from "./topics-governance";
import * as technical from "./topics-technical";

export const TOPICS: Record<TopicId, Topic> = { ...governance, ...technical };

/** One section per practice the profile covers, in the order given; omitted practices leave no trace. */
export function topicSections(ids: TopicId[], profile: EvidenceProfile, c: EvidenceContext): EvidenceSection[] {
  return ids.flatMap((id) => {
    const lines = linesOf(TOPICS[id], profile[id] ?? "omitted", c);
    return lines.length > 0 ? [{ heading: TOPICS[id].heading, paragraphs: [lines.join(" ")] }] : [];
  });
}

/** The practices a profile states are missing (a SOC 2 report's qualified opinion, a questionnaire's "No"). */
export const absentTopics = (ids: TopicId[], profile: EvidenceProfile) => ids.filter((id) => profile[id] === "absent");
